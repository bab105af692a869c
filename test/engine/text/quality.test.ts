import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '../../../src/api/index.ts';
import { CATEGORY_CATALOG } from '../../../src/engine/categories.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';
import { CASES } from './cases.ts';
import { evaluate } from './evaluate.ts';
import { HELD_OUT } from './held-out.ts';
import { UNSEEN_2 } from './unseen-2.ts';
import { UNSEEN } from './unseen.ts';

// Floors just under what the engine reaches on the labelled set; raise them as it improves.
const FLOORS = {
  harassment: { precision: 0.97, recall: 0.97 },
  hate: { precision: 0.97, recall: 0.97 },
  violence: { precision: 0.97, recall: 0.97 },
  self_harm: { precision: 0.97, recall: 0.97 },
  sexual: { precision: 0.95, recall: 0.97 },
  sexual_minors: { precision: 0.97, recall: 0.97 },
  profanity: { precision: 0.9, recall: 0.97 },
  spam: { precision: 0.97, recall: 0.97 },
  pii: { precision: 0.97, recall: 0.97 },
  credentials: { precision: 0.97, recall: 0.97 },
} as const;

describe('labelled set', () => {
  const result = evaluate((t) => analyzeText(t));
  it('holds at least 400 cases with positives, disguised positives and hard negatives in every category', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(400);
    for (const name of CATEGORY_NAMES) expect(CASES.filter((c) => c.expect[name]).length, name).toBeGreaterThanOrEqual(10);
    expect(CASES.filter((c) => c.kind === 'obfuscated').length).toBeGreaterThanOrEqual(60);
    expect(CASES.filter((c) => c.kind === 'negative').length).toBeGreaterThanOrEqual(150);
  });
  it.each(CATEGORY_NAMES)('keeps %s precision and recall above their floors', (name) => {
    expect(result.perCategory[name].precision).toBeGreaterThanOrEqual(FLOORS[name].precision);
    expect(result.perCategory[name].recall).toBeGreaterThanOrEqual(FLOORS[name].recall);
  });
});

// Floors on the held-out set, written before the rules were revised; just under what the engine reaches.
const HELD_OUT_FLOORS = {
  harassment: { precision: 0.97, recall: 0.97 },
  hate: { precision: 0.97, recall: 0.97 },
  violence: { precision: 0.97, recall: 0.97 },
  self_harm: { precision: 0.97, recall: 0.97 },
  sexual: { precision: 0.94, recall: 0.94 },
  sexual_minors: { precision: 0.97, recall: 0.97 },
  profanity: { precision: 0.97, recall: 0.97 },
  spam: { precision: 0.97, recall: 0.97 },
  pii: { precision: 0.97, recall: 0.97 },
  credentials: { precision: 0.97, recall: 0.97 },
} as const;

describe('held-out set', () => {
  const result = evaluate((t) => analyzeText(t), HELD_OUT);
  it('holds at least 250 cases with positives, disguised positives and hard negatives in every category', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(250);
    for (const name of CATEGORY_NAMES) expect(HELD_OUT.filter((c) => c.expect[name]).length, name).toBeGreaterThanOrEqual(10);
    expect(HELD_OUT.filter((c) => c.kind === 'obfuscated').length).toBeGreaterThanOrEqual(40);
    expect(HELD_OUT.filter((c) => c.kind === 'negative').length).toBeGreaterThanOrEqual(120);
  });
  it.each(CATEGORY_NAMES)('keeps %s precision and recall above their held-out floors', (name) => {
    expect(result.perCategory[name].precision).toBeGreaterThanOrEqual(HELD_OUT_FLOORS[name].precision);
    expect(result.perCategory[name].recall).toBeGreaterThanOrEqual(HELD_OUT_FLOORS[name].recall);
  });
});

// The untuned sets measure generalisation and never tune a rule: their floors sit at what the
// engine reaches (precision and recall per category, then overall), so they can only go up.
const UNSEEN_FLOORS = {
  harassment: { precision: 1, recall: 0.6 },
  hate: { precision: 1, recall: 1 },
  violence: { precision: 1, recall: 1 },
  self_harm: { precision: 1, recall: 1 },
  sexual: { precision: 1, recall: 0.5 },
  sexual_minors: { precision: 1, recall: 0.666 },
  profanity: { precision: 1, recall: 1 },
  spam: { precision: 1, recall: 0.75 },
  pii: { precision: 1, recall: 1 },
  credentials: { precision: 1, recall: 1 },
  overall: { precision: 1, recall: 0.869 },
} as const;
const UNSEEN_2_FLOORS = {
  harassment: { precision: 1, recall: 0.8 },
  hate: { precision: 1, recall: 1 },
  violence: { precision: 1, recall: 1 },
  self_harm: { precision: 1, recall: 0.818 },
  sexual: { precision: 1, recall: 0.5 },
  sexual_minors: { precision: 1, recall: 0.875 },
  profanity: { precision: 1, recall: 1 },
  spam: { precision: 1, recall: 1 },
  pii: { precision: 1, recall: 1 },
  credentials: { precision: 1, recall: 1 },
  overall: { precision: 1, recall: 0.897 },
} as const;

describe.each([
  ['unseen set', UNSEEN, UNSEEN_FLOORS],
  ['second unseen set', UNSEEN_2, UNSEEN_2_FLOORS],
] as const)('%s', (_name, cases, floors) => {
  const result = evaluate((t) => analyzeText(t), cases);
  it.each(CATEGORY_NAMES)('keeps %s precision and recall at least where they are', (name) => {
    expect(result.perCategory[name].precision).toBeGreaterThanOrEqual(floors[name].precision);
    expect(result.perCategory[name].recall).toBeGreaterThanOrEqual(floors[name].recall);
  });
  it('keeps overall precision and recall at least where they are', () => {
    expect(result.overall.precision).toBeGreaterThanOrEqual(floors.overall.precision);
    expect(result.overall.recall).toBeGreaterThanOrEqual(floors.overall.recall);
  });
});

describe('second unseen set', () => {
  it('holds at least 150 cases, about half positive, across every category', () => {
    expect(UNSEEN_2.length).toBeGreaterThanOrEqual(150);
    const positive = UNSEEN_2.filter((c) => c.kind !== 'negative').length;
    expect(positive / UNSEEN_2.length).toBeGreaterThan(0.4);
    expect(positive / UNSEEN_2.length).toBeLessThan(0.6);
    for (const name of CATEGORY_NAMES) expect(UNSEEN_2.filter((c) => c.expect[name]).length, name).toBeGreaterThanOrEqual(8);
  });
});

describe('category catalogue', () => {
  it('describes every category once, with thresholds the engine applies', () => {
    expect(CATEGORY_CATALOG.map((c) => c.name).sort()).toEqual([...CATEGORY_NAMES].sort());
    for (const c of CATEGORY_CATALOG) {
      expect(c.media).toContain('text');
      expect(c.thresholds.low).toBeLessThanOrEqual(c.thresholds.medium);
      expect(c.thresholds.medium).toBeLessThanOrEqual(c.thresholds.high);
    }
  });
});

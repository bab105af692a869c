import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '../../../src/api/index.ts';
import { CATEGORY_CATALOG } from '../../../src/engine/categories.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';
import { CASES } from './cases.ts';
import { evaluate } from './evaluate.ts';
import { HELD_OUT } from './held-out.ts';

// Floors just under what the engine reaches on the labelled set; raise them as it improves.
const FLOORS = {
  harassment: { precision: 0.97, recall: 0.97 },
  hate: { precision: 0.97, recall: 0.97 },
  violence: { precision: 0.97, recall: 0.88 },
  self_harm: { precision: 0.97, recall: 0.86 },
  sexual: { precision: 0.95, recall: 0.97 },
  sexual_minors: { precision: 0.97, recall: 0.97 },
  profanity: { precision: 0.9, recall: 0.97 },
  spam: { precision: 0.97, recall: 0.9 },
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
  harassment: { precision: 0.95, recall: 0.95 },
  hate: { precision: 0.95, recall: 0.95 },
  violence: { precision: 0.95, recall: 0.95 },
  self_harm: { precision: 0.95, recall: 0.95 },
  sexual: { precision: 0.9, recall: 0.9 },
  sexual_minors: { precision: 0.95, recall: 0.95 },
  profanity: { precision: 0.95, recall: 0.95 },
  spam: { precision: 0.95, recall: 0.95 },
  pii: { precision: 0.95, recall: 0.95 },
  credentials: { precision: 0.95, recall: 0.95 },
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

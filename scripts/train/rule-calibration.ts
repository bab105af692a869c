// Fits the table that turns each rule's stated confidence into a calibrated probability (read by
// src/engine/text/rule-calibration.ts), and measures how well confidences read before and after.
//
// A rule finding is right when the text is labelled with the finding's category. It is fitted on
// text no rule was tuned on: the team's blind calibration set (every category) and the public
// validation portion for hate, the one category the public posts label in every source. Other
// categories are left out of the public data on purpose: there they are labelled only in some
// sources or only from templates, so a finding's fate would follow its source, not its rule. It is
// measured on the public test portion and the team's test sets, which it never sees.
import type { CategoryName, ModerationResult } from '../../src/api/index.ts';
import { findingsOf } from '../../src/engine/text/analyze.ts';
import { ENGLISH } from '../../src/engine/text/en/index.ts';
import { MODEL_LABELS } from '../../src/engine/text/model/findings.ts';
import type { ModelCategory } from '../../src/engine/text/model/index.ts';
import type { RuleCalibration} from '../../src/engine/text/rule-calibration.ts';
import { AS_STATED, type RuleCalibrationTable } from '../../src/engine/text/rule-calibration.ts';
import { CALIBRATION_CASES } from '../../test/engine/text/calibration-cases.ts';
import { FUNCTIONAL_CASES, type FunctionalCase } from '../../test/engine/text/functional-cases.ts';
import { HELD_OUT } from '../../test/engine/text/held-out.ts';
import { UNSEEN } from '../../test/engine/text/unseen.ts';
import { UNSEEN_2 } from '../../test/engine/text/unseen-2.ts';
import { UNSEEN_3 } from '../../test/engine/text/unseen-3.ts';
import type { Corpus } from './corpus.ts';
import { calibrationError, type Scored } from './metrics.ts';
import { TRAIN_ONLY_SOURCES } from './split.ts';
import { caseOutcome } from './team-cases.ts';

/** 1: the text is labelled with the category; 0: labelled without it; undefined: its label says nothing. */
type Outcome = 0 | 1 | undefined;

/** A text and what its label says of each category. */
export interface Judged {
  readonly text: string;
  readonly outcome: (category: CategoryName) => Outcome;
}

/** How many findings of a cell (`category/label/hundredths`) were right and wrong. */
type Counts = Map<string, { correct: number; wrong: number }>;

/** Pseudo-findings a measurement is weighed against: fewer findings than this lean on the level above. */
const PRIOR = 30;
const FLOOR = 0.01;
const CEILING = 0.99;
const clamp = (p: number) => Math.min(CEILING, Math.max(FLOOR, p));

/** The functional suite labels hate alone; a threat aimed at a group may be reported as violence instead. */
function functionalOutcome(c: FunctionalCase): Judged['outcome'] {
  return (category) => (category === 'hate' || (category === 'violence' && c.kind === 'threat_to_group') ? (c.hateful ? 1 : 0) : undefined);
}

/** Public examples of a portion (not the team's sets or the generated sentences), judged on `categories` only. */
export function publicTexts(corpus: Corpus, split: 'validation' | 'test', categories: readonly ModelCategory[]): Judged[] {
  return [...corpus.rows[split]].filter((row) => !TRAIN_ONLY_SOURCES.has(corpus.examples[row]!.source)).map((row) => {
    const example = corpus.examples[row]!;
    return { text: example.text, outcome: (category) => (categories.includes(category as ModelCategory) ? example.labels[category as ModelCategory] : undefined) };
  });
}

/** The texts the table is fitted on, beside the public validation portion. */
export const CALIBRATION_TEXTS: readonly Judged[] = CALIBRATION_CASES.map((c) => ({ text: c.text, outcome: (category) => caseOutcome(c, category) }));

/** The team's sets that never tuned a rule or trained the model: what the table is measured on. */
export const TEAM_TEST_TEXTS: readonly Judged[] = [
  ...[HELD_OUT, UNSEEN, UNSEEN_2, UNSEEN_3].flat().map((c) => ({ text: c.text, outcome: (category: CategoryName) => caseOutcome(c, category) })),
  ...FUNCTIONAL_CASES.map((c) => ({ text: c.text, outcome: functionalOutcome(c) })),
];

const isRuleFinding = (f: ModerationResult) => f.label !== undefined && !MODEL_LABELS.has(f.label);

/** Each rule finding on `texts`, under `calibration`, with its confidence and whether it was right. */
export function ruleFindings(texts: readonly Judged[], calibration: RuleCalibration): { category: CategoryName; label: string; confidence: number; y: 0 | 1 }[] {
  const pack = { ...ENGLISH, calibration };
  const out: { category: CategoryName; label: string; confidence: number; y: 0 | 1 }[] = [];
  for (const { text, outcome } of texts) {
    for (const f of findingsOf(text, pack)) {
      const y = outcome(f.category);
      if (y !== undefined && isRuleFinding(f)) out.push({ category: f.category, label: f.label!, confidence: f.confidence, y });
    }
  }
  return out;
}

/** Right and wrong findings by cell, with every confidence as its rule states it. */
function countsOf(texts: readonly Judged[]): Counts {
  const counts: Counts = new Map();
  for (const f of ruleFindings(texts, AS_STATED)) {
    const key = `${f.category}/${f.label}/${Math.round(f.confidence * 100)}`;
    const c = counts.get(key) ?? { correct: 0, wrong: 0 };
    if (f.y === 1) c.correct++;
    else c.wrong++;
    counts.set(key, c);
  }
  return counts;
}

/** The measured shift (precision less the mean stated confidence) of a group of cells, weighed against `prior` by its size. */
function shrunkShift(cells: readonly (readonly [string, { correct: number; wrong: number }])[], prior: number): number {
  let n = 0;
  let correct = 0;
  let stated = 0;
  for (const [key, c] of cells) {
    const count = c.correct + c.wrong;
    n += count;
    correct += c.correct;
    stated += (Number(key.slice(key.lastIndexOf('/') + 1)) / 100) * count;
  }
  if (n === 0) return prior;
  const weight = n / (n + PRIOR);
  return weight * (correct / n - stated / n) + (1 - weight) * prior;
}

/**
 * The table, by shrinkage from the broad to the narrow: a category's shift (toward none), each
 * label's (toward its category's), each stated confidence's value (toward the stated value plus
 * its label's shift). A cell of a few findings moves little from what its label says.
 */
export function fitRuleCalibration(fitOn: readonly Judged[], fittedOn: string): RuleCalibrationTable {
  const counts = countsOf(fitOn);
  const cells = [...counts].sort(([a], [b]) => a.localeCompare(b));
  const partOf = (key: string, parts: number) => key.split('/').slice(0, parts).join('/');
  const categories: Record<string, number> = {};
  for (const category of new Set(cells.map(([key]) => partOf(key, 1)))) {
    categories[category] = shrunkShift(cells.filter(([key]) => partOf(key, 1) === category), 0);
  }
  const labels: Record<string, number> = {};
  for (const label of new Set(cells.map(([key]) => partOf(key, 2)))) {
    labels[label] = shrunkShift(cells.filter(([key]) => partOf(key, 2) === label), categories[partOf(label, 1)]!);
  }
  const values: Record<string, number> = {};
  for (const [key, c] of cells) {
    const prior = clamp(Number(key.slice(key.lastIndexOf('/') + 1)) / 100 + labels[partOf(key, 2)]!);
    values[key] = round(clamp((c.correct + PRIOR * prior) / (c.correct + c.wrong + PRIOR)));
  }
  const rounded = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, round(v)]));
  return { fittedOn, categories: rounded(categories), labels: rounded(labels), cells: values };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The table `npm run train` commits: fitted on the calibration set and the hate labels of the public validation portion. */
export function fitShippedRuleCalibration(corpus: Corpus): RuleCalibrationTable {
  return fitRuleCalibration(
    [...CALIBRATION_TEXTS, ...publicTexts(corpus, 'validation', ['hate'])],
    'the team\'s blind calibration set (test/engine/text/calibration-cases.ts) and the hate labels of the public validation portion',
  );
}

/** Expected calibration error of rule findings, overall and per category, as stated and as calibrated. */
export function reliabilityTable(portions: readonly (readonly [string, readonly Judged[]])[], calibration: RuleCalibration): string {
  const lines = [
    '| measured on | category | findings | precision | mean confidence as stated | ECE as stated | mean confidence calibrated | ECE calibrated |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, texts] of portions) {
    const stated = ruleFindings(texts, AS_STATED);
    const calibrated = ruleFindings(texts, calibration);
    const own = [...new Set(stated.map((f) => f.category))].sort();
    const categories = own.length > 1 ? ['all', ...own] : own;
    for (const category of categories) {
      const of = (list: typeof stated): Scored[] => list.filter((f) => category === 'all' || f.category === category).map((f) => ({ p: f.confidence, y: f.y }));
      const before = of(stated);
      const after = of(calibrated);
      if (before.length === 0) continue;
      const mean = (list: Scored[]) => (list.reduce((s, f) => s + f.p, 0) / list.length).toFixed(3);
      const precision = before.filter((f) => f.y === 1).length / before.length;
      lines.push(`| ${name} | ${category} | ${before.length} | ${(precision * 100).toFixed(1)} | ${mean(before)} | ${calibrationError(before).ece.toFixed(3)} | ${after.length ? mean(after) : '–'} | ${after.length ? calibrationError(after).ece.toFixed(3) : '–'} |`);
    }
  }
  return lines.join('\n');
}

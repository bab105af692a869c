// Scores a classifier against the labelled set: precision and recall per category and overall.
import { CATEGORY_NAMES, type CategoryName, type ModerationResult } from '../../../src/api/index.ts';
import { CASES } from './cases.ts';
import type { LabelledCase } from './labelled-case.ts';

export interface Score {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
}

export interface Evaluation {
  perCategory: Record<CategoryName, Score>;
  overall: Score;
  misses: { text: string; category: CategoryName; kind: 'fp' | 'fn' }[];
}

const score = (tp: number, fp: number, fn: number): Score => ({
  tp, fp, fn,
  precision: tp + fp === 0 ? 1 : tp / (tp + fp),
  recall: tp + fn === 0 ? 1 : tp / (tp + fn),
});

/** Which categories a classifier reports for a case; low findings are ignored where tolerated. */
function reported(c: LabelledCase, results: readonly ModerationResult[]): Set<CategoryName> {
  return new Set(results.filter((r) => !(r.severity === 'low' && c.lowOk?.includes(r.category))).map((r) => r.category));
}

export function evaluate(classify: (text: string) => readonly ModerationResult[], cases: readonly LabelledCase[] = CASES): Evaluation {
  const counts = Object.fromEntries(CATEGORY_NAMES.map((n) => [n, { tp: 0, fp: 0, fn: 0 }])) as Record<CategoryName, { tp: number; fp: number; fn: number }>;
  const misses: Evaluation['misses'] = [];
  for (const c of cases) {
    const got = reported(c, classify(c.text));
    for (const name of CATEGORY_NAMES) {
      const want = c.expect[name] !== undefined;
      const has = got.has(name);
      if (want && has) counts[name].tp++;
      else if (has) {
        counts[name].fp++;
        misses.push({ text: c.text, category: name, kind: 'fp' });
      } else if (want) {
        counts[name].fn++;
        misses.push({ text: c.text, category: name, kind: 'fn' });
      }
    }
  }
  const perCategory = Object.fromEntries(CATEGORY_NAMES.map((n) => [n, score(counts[n].tp, counts[n].fp, counts[n].fn)])) as Record<CategoryName, Score>;
  const total = Object.values(counts).reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });
  return { perCategory, overall: score(total.tp, total.fp, total.fn), misses };
}

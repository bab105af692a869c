// Figures of a model on one portion, through the same scorer the engine runs: per category and
// source, AUC and precision, recall and F1 at the thresholds the engine reports at, and calibration.
import { MODEL_CATEGORIES, type ModelCategory } from '../../src/engine/text/model/index.ts';
import type { TextModel } from '../../src/engine/text/model/text-model.ts';
import type { Corpus } from './corpus.ts';
import type { Split } from './split.ts';
import { atThreshold, auc, calibrationError, type AtThreshold, type Scored } from './metrics.ts';

export interface CategoryFigures {
  readonly category: ModelCategory;
  readonly source: string;
  readonly auc: number;
  readonly at: AtThreshold;
  readonly ece: number;
}

/** Scores every example of `split` as one run of words; returns the scored pairs per category and source. */
export function scorePortion(model: TextModel, corpus: Corpus, split: Split): Map<string, Scored[]> {
  const out = new Map<string, Scored[]>();
  const p = new Float64Array(model.categories.length);
  for (const row of corpus.rows[split]) {
    const example = corpus.examples[row]!;
    model.scoreText(corpus.normalised[row]!, p);
    const source = example.source.startsWith('benign/') ? 'benign' : example.source;
    model.categories.forEach((category, h) => {
      const y = example.labels[category];
      if (y === undefined) return;
      for (const key of [`${category}\u0000${source}`, `${category}\u0000all`]) {
        let list = out.get(key);
        if (!list) out.set(key, (list = []));
        list.push({ p: p[h]!, y });
      }
    });
  }
  return out;
}

export function figures(scored: Map<string, Scored[]>, thresholds: Readonly<Record<ModelCategory, number>>): CategoryFigures[] {
  const out: CategoryFigures[] = [];
  for (const [key, list] of scored) {
    const [category, source] = key.split('\u0000') as [ModelCategory, string];
    if (!MODEL_CATEGORIES.includes(category)) continue;
    out.push({ category, source: source, auc: auc(list), at: atThreshold(list, thresholds[category]), ece: calibrationError(list).ece });
  }
  return out.sort((a, b) => a.category.localeCompare(b.category) || (a.source === 'all' ? -1 : b.source === 'all' ? 1 : a.source.localeCompare(b.source)));
}

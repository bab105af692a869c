// The team's own labelled sets, as training examples. Only the sets written to tune the engine are
// used here; the held-out, unseen and functional sets are never trained on (they measure).
import { CASES } from '../../test/engine/text/cases.ts';
import type { LabelledCase } from '../../test/engine/text/labelled-case.ts';
import { SETTINGS } from '../../test/engine/text/settings.ts';
import { SETTINGS_2 } from '../../test/engine/text/settings-2.ts';
import { SETTINGS_3 } from '../../test/engine/text/settings-3.ts';
import { MODEL_CATEGORIES } from '../../src/engine/text/model/index.ts';
import type { Example, Labels } from './sources.ts';

/** A case expects exactly its categories: the others are negatives, except those tolerated at low severity. */
export function labelsOf(c: LabelledCase): Labels {
  const labels: Labels = {};
  for (const category of MODEL_CATEGORIES) {
    if (c.expect[category] !== undefined) labels[category] = 1;
    else if (!c.lowOk?.includes(category)) labels[category] = 0;
  }
  return labels;
}

export function teamTrainingExamples(): Example[] {
  return [...CASES, ...SETTINGS, ...SETTINGS_2, ...SETTINGS_3].map((c) => ({ text: c.text, labels: labelsOf(c), source: 'team' }));
}

// Fixed validation and test portions: an example's portion follows from its normalised text alone,
// so the same text always lands in the same portion, across sources and across runs.
import { fnv1a } from '../../src/engine/text/fnv.ts';
import type { Example } from './sources.ts';
import { GROOMING_POSTS_SOURCE, HARASSMENT_POSTS_SOURCE, HATE_POSTS_SOURCE, POLITICAL_HATE_POSTS_SOURCE, SPAM_POSTS_SOURCE, THREAT_POSTS_SOURCE, THREAT_SETTINGS_SOURCE } from './team-cases.ts';

export type Split = 'train' | 'validation' | 'test';

/** Sources kept out of training altogether: they measure how the model does on a source it never saw. */
export const UNSEEN_SOURCES: ReadonlySet<string> = new Set(['toxigen']);

/** Percent of each source's examples in validation and in test. */
const VALIDATION_PERCENT = 10;
const TEST_PERCENT = 10;

/**
 * Sources that have no portion of their own to test on: the team's tuning sets and the generated
 * sentences train and calibrate only (the team's untuned sets are what measures those categories).
 */
export const TRAIN_ONLY_SOURCES: ReadonlySet<string> = new Set(['team', THREAT_POSTS_SOURCE, SPAM_POSTS_SOURCE, HATE_POSTS_SOURCE, POLITICAL_HATE_POSTS_SOURCE, HARASSMENT_POSTS_SOURCE, GROOMING_POSTS_SOURCE, THREAT_SETTINGS_SOURCE, 'generated']);

export function splitOf(example: Example, key: string): Split {
  if (example.fixedSplit === 'test' || UNSEEN_SOURCES.has(example.source)) return 'test';
  if (example.fixedSplit === 'train') return 'train';
  const bucket = fnv1a(key) % 100;
  if (TRAIN_ONLY_SOURCES.has(example.source)) return bucket < 20 ? 'validation' : 'train';
  if (bucket < TEST_PERCENT) return 'test';
  if (bucket < TEST_PERCENT + VALIDATION_PERCENT) return 'validation';
  return 'train';
}

// The whole text engine on the team's sets of hate that measure: how much of their hate is found, and
// how often the posts that are not hate are read as hate.
// - Hate written blind in ten places (never used to tune or train; mostly implicit: stereotypes
//   stated as fact, questions not asked in good faith, dog whistles) beside posts in the same
//   registers that are not hate.
// - Twins: posts that name a group and are not hate (questions about customs, rights and news,
//   negation and counter-speech, people of the group and their friends), each beside a hateful twin
//   that shares its words: what a reading of the words alone cannot tell apart.
// - Context tuning: posts that quote, report, deny or argue against hate, beside hateful posts that
//   look like them, for tuning the rules of negation, quotation and counter-speech.
import { analyzeText } from '../src/engine/text/index.ts';
import { HATE_BLIND } from '../test/engine/text/hate-blind.ts';
import { HATE_CONTEXT_TUNING_K } from '../test/engine/text/hate-context-tuning-k.ts';
import { HATE_CONTEXT_TUNING_L } from '../test/engine/text/hate-context-tuning-l.ts';
import { HATE_TWINS_G } from '../test/engine/text/hate-twins-g.ts';
import { HATE_TWINS_H } from '../test/engine/text/hate-twins-h.ts';
import { HATE_TWINS_I } from '../test/engine/text/hate-twins-i.ts';
import { HATE_TWINS_J } from '../test/engine/text/hate-twins-j.ts';
import type { LabelledCase } from '../test/engine/text/labelled-case.ts';
import { tallyByKind } from './tally.ts';

export const HATE_TWINS: readonly LabelledCase[] = [...HATE_TWINS_G, ...HATE_TWINS_H, ...HATE_TWINS_I, ...HATE_TWINS_J];
export const HATE_CONTEXT_TUNING: readonly LabelledCase[] = [...HATE_CONTEXT_TUNING_K, ...HATE_CONTEXT_TUNING_L];

export interface HateSetFigures {
  readonly hateful: number;
  /** Hateful posts with a hate finding at any severity, and at medium or higher. */
  readonly found: number;
  readonly foundMedium: number;
  readonly notHate: number;
  /** Posts that are not hate with a hate finding at any severity, and at medium or higher. */
  readonly flagged: number;
  readonly flaggedMedium: number;
}

export function hateSetFigures(cases: readonly LabelledCase[]): HateSetFigures {
  const tallies = tallyByKind(cases, (c) => {
    const hate = analyzeText(c.text).filter((f) => f.category === 'hate');
    return { found: hate.length > 0, medium: hate.some((f) => f.severity !== 'low') };
  });
  const of = (kind: string) => tallies.find((t) => t.kind === kind) ?? { cases: 0, found: 0, medium: 0 };
  const hateful = of('positive');
  const other = of('negative');
  return { hateful: hateful.cases, found: hateful.found, foundMedium: hateful.medium, notHate: other.cases, flagged: other.found, flaggedMedium: other.medium };
}

function printHateSet(title: string, cases: readonly LabelledCase[]): void {
  const f = hateSetFigures(cases);
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;
  console.log(`${title}: ${f.hateful} hateful posts, ${f.notHate} that are not hate`);
  console.log(`  hateful posts found: ${f.found} (${pct(f.found, f.hateful)}), at medium or higher ${f.foundMedium} (${pct(f.foundMedium, f.hateful)})`);
  console.log(`  posts that are not hate read as hate: ${f.flagged} (${pct(f.flagged, f.notHate)}), at medium or higher ${f.flaggedMedium}; precision ${pct(f.found, f.found + f.flagged)}`);
}

export function printHateSets(): void {
  printHateSet('hate written blind in ten places, mostly implicit', HATE_BLIND);
  printHateSet('twins in forty places: posts that name a group and are not hate, each beside a hateful twin in its words', HATE_TWINS);
  printHateSet('context tuning in twenty places: posts that quote, report, deny or argue against hate, and hateful look-alikes', HATE_CONTEXT_TUNING);
}

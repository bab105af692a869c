// The whole text engine on hate written blind in ten places (never used to tune or train; mostly
// implicit: stereotypes stated as fact, questions not asked in good faith, dog whistles) and on posts
// in the same registers that are not hate: how much of it is found, and how often the rest is read
// as hate.
import { analyzeText } from '../src/engine/text/index.ts';
import { HATE_BLIND } from '../test/engine/text/hate-blind.ts';
import { tallyByKind } from './tally.ts';

export interface HateBlindFigures {
  readonly hateful: number;
  /** Hateful posts with a hate finding at any severity, and at medium or higher. */
  readonly found: number;
  readonly foundMedium: number;
  readonly notHate: number;
  /** Posts that are not hate with a hate finding at any severity. */
  readonly flagged: number;
}

export function hateBlindFigures(): HateBlindFigures {
  const tallies = tallyByKind(HATE_BLIND, (c) => {
    const hate = analyzeText(c.text).filter((f) => f.category === 'hate');
    return { found: hate.length > 0, medium: hate.some((f) => f.severity !== 'low') };
  });
  const of = (kind: string) => tallies.find((t) => t.kind === kind) ?? { cases: 0, found: 0, medium: 0 };
  const hateful = of('positive');
  const other = of('negative');
  return { hateful: hateful.cases, found: hateful.found, foundMedium: hateful.medium, notHate: other.cases, flagged: other.found };
}

export function printHateBlind(): void {
  const f = hateBlindFigures();
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;
  console.log(`hate written blind in ten places, mostly implicit: ${f.hateful} hateful posts, ${f.notHate} that are not hate`);
  console.log(`  hateful posts found: ${f.found} (${pct(f.found, f.hateful)}), at medium or higher ${f.foundMedium} (${pct(f.foundMedium, f.hateful)})`);
  console.log(`  posts that are not hate read as hate: ${f.flagged} (${pct(f.flagged, f.notHate)}); precision ${pct(f.found, f.found + f.flagged)}`);
}

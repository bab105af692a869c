// The whole text engine on the team's sets of disguised spellings: harmful posts whose key words are
// misspelt, spaced, dotted, masked, written in leetspeak or in look-alike letters, beside harmless
// posts that look like them (typos, stretched words, innocent near-words such as `muslin` and
// `jewel`). Two tuned the normaliser; the third was written blind and only measures.
import { analyzeText } from '../src/engine/text/index.ts';
import type { LabelledCase } from '../test/engine/text/labelled-case.ts';
import { SPELLING_BLIND } from '../test/engine/text/spelling-blind.ts';
import { SPELLING_TUNING_A } from '../test/engine/text/spelling-tuning-a.ts';
import { SPELLING_TUNING_B } from '../test/engine/text/spelling-tuning-b.ts';

export const SPELLING_TUNING: readonly LabelledCase[] = [...SPELLING_TUNING_A, ...SPELLING_TUNING_B];

export interface SpellingSetFigures {
  /** Per category a harmful post is labelled with: how many, and how many the engine finds at medium or higher. */
  readonly byCategory: ReadonlyMap<string, { readonly cases: number; readonly found: number }>;
  readonly harmful: number;
  readonly found: number;
  readonly harmless: number;
  /** Harmless posts with any finding, and with one at medium or higher. */
  readonly flagged: number;
  readonly flaggedMedium: number;
}

export function spellingSetFigures(cases: readonly LabelledCase[]): SpellingSetFigures {
  const byCategory = new Map<string, { cases: number; found: number }>();
  let harmful = 0;
  let found = 0;
  let harmless = 0;
  let flagged = 0;
  let flaggedMedium = 0;
  for (const c of cases) {
    const findings = analyzeText(c.text);
    if (c.kind === 'negative') {
      harmless++;
      if (findings.length > 0) flagged++;
      if (findings.some((f) => f.severity !== 'low')) flaggedMedium++;
      continue;
    }
    harmful++;
    for (const category of Object.keys(c.expect)) {
      const entry = byCategory.get(category) ?? { cases: 0, found: 0 };
      entry.cases++;
      const hit = findings.some((f) => f.category === category && f.severity !== 'low');
      if (hit) entry.found++;
      byCategory.set(category, entry);
    }
    if (Object.keys(c.expect).every((category) => findings.some((f) => f.category === category && f.severity !== 'low'))) found++;
  }
  return { byCategory, harmful, found, harmless, flagged, flaggedMedium };
}

function printSpellingSet(title: string, cases: readonly LabelledCase[]): void {
  const f = spellingSetFigures(cases);
  const categories = [...f.byCategory].map(([category, { cases: n, found }]) => `${category} ${found}/${n}`).join(', ');
  console.log(`${title}: ${f.harmful} harmful posts, ${f.harmless} harmless look-alikes`);
  console.log(`  harmful posts found at medium or higher: ${f.found} (${categories})`);
  console.log(`  harmless posts flagged: ${f.flagged}, at medium or higher ${f.flaggedMedium}`);
}

export function printSpellingSets(): void {
  printSpellingSet('disguised spellings, two tuning sets from twenty places', SPELLING_TUNING);
  printSpellingSet('disguised spellings written blind in ten places', SPELLING_BLIND);
}

// The whole text engine on the team's sets of harmful posts written beside harmless look-alikes, where
// what counts is how many harmful posts are found and how many look-alikes are flagged:
// - disguised spellings: harmful posts whose key words are misspelt, spaced, dotted, masked, written
//   in leetspeak or in look-alike letters, beside harmless posts that look like them (typos,
//   stretched words, innocent near-words such as `muslin` and `jewel`); two tuned the normaliser,
//   the third was written blind and only measures;
// - abuse of a person: insults, contempt and belittling in chats, reviews, comments and workplaces,
//   beside criticism of work, insults of things or of oneself, banter and reports of abuse; six
//   train the model, the seventh was written blind and only measures;
// - grooming: messages from an adult to a child, beside parents, safeguarding notes, kids chatting to
//   kids and coaches writing to parents; two tuned the moves of grooming and train the model, the
//   third and fourth were written blind and only measure;
// - posts that name a group: news, notices, questions and stories in the topics hate talks about,
//   beside hate on the same topics; two sets, written to train on, that only measure;
// - everyday posts: plain mentions of groups in the topics hate talks about and everyday complaints in
//   words of violence, beside hate and threats in the same places; written blind and only measures.
import { analyzeText } from '../src/engine/text/index.ts';
import { EVERYDAY_BLIND } from '../test/engine/text/everyday-blind.ts';
import { GROOMING_BLIND } from '../test/engine/text/grooming-blind.ts';
import { GROOMING_BLIND_2 } from '../test/engine/text/grooming-blind-2.ts';
import { GROOMING_MEASURE_I } from '../test/engine/text/grooming-measure-i.ts';
import { GROOMING_MEASURE_J } from '../test/engine/text/grooming-measure-j.ts';
import { GROOMING_MEASURE_K } from '../test/engine/text/grooming-measure-k.ts';
import { GROOMING_TUNING_A } from '../test/engine/text/grooming-tuning-a.ts';
import { GROOMING_TUNING_B } from '../test/engine/text/grooming-tuning-b.ts';
import { GROUP_MENTIONS_A } from '../test/engine/text/group-mentions-a.ts';
import { GROUP_MENTIONS_B } from '../test/engine/text/group-mentions-b.ts';
import { HARASSMENT_BLIND } from '../test/engine/text/harassment-blind.ts';
import type { LabelledCase } from '../test/engine/text/labelled-case.ts';
import { SPELLING_BLIND } from '../test/engine/text/spelling-blind.ts';
import { SPELLING_TUNING_A } from '../test/engine/text/spelling-tuning-a.ts';
import { SPELLING_TUNING_B } from '../test/engine/text/spelling-tuning-b.ts';

export const SPELLING_TUNING: readonly LabelledCase[] = [...SPELLING_TUNING_A, ...SPELLING_TUNING_B];

export interface FoundAndFlagged {
  /** Per category a harmful post is labelled with: how many, and how many the engine finds at medium or higher. */
  readonly byCategory: ReadonlyMap<string, { readonly cases: number; readonly found: number }>;
  readonly harmful: number;
  /** Harmful posts with every category they are labelled with found at medium or higher. */
  readonly found: number;
  readonly harmless: number;
  /** Harmless posts with a finding of a category the harmful ones are labelled with, and with one at medium or higher. */
  readonly flagged: number;
  readonly flaggedMedium: number;
}

export function foundAndFlagged(cases: readonly LabelledCase[]): FoundAndFlagged {
  const byCategory = new Map<string, { cases: number; found: number }>();
  for (const c of cases) for (const category of Object.keys(c.expect)) byCategory.set(category, { cases: 0, found: 0 });
  let harmful = 0;
  let found = 0;
  let harmless = 0;
  let flagged = 0;
  let flaggedMedium = 0;
  for (const c of cases) {
    const findings = analyzeText(c.text);
    const medium = (category: string) => findings.some((f) => f.category === category && f.severity !== 'low');
    if (c.kind === 'negative') {
      const ofSet = findings.filter((f) => byCategory.has(f.category));
      harmless++;
      if (ofSet.length > 0) flagged++;
      if (ofSet.some((f) => f.severity !== 'low')) flaggedMedium++;
      continue;
    }
    harmful++;
    for (const category of Object.keys(c.expect)) {
      const entry = byCategory.get(category)!;
      entry.cases++;
      if (medium(category)) entry.found++;
    }
    if (Object.keys(c.expect).every(medium)) found++;
  }
  return { byCategory, harmful, found, harmless, flagged, flaggedMedium };
}

function print(title: string, cases: readonly LabelledCase[]): void {
  const f = foundAndFlagged(cases);
  const categories = [...f.byCategory].map(([category, { cases: n, found }]) => `${category} ${found}/${n}`).join(', ');
  console.log(`${title}: ${f.harmful} harmful posts, ${f.harmless} harmless look-alikes`);
  console.log(`  harmful posts found at medium or higher: ${f.found} (${categories})`);
  console.log(`  harmless posts flagged for those categories: ${f.flagged}, at medium or higher ${f.flaggedMedium}`);
}

export function printFoundAndFlagged(): void {
  print('disguised spellings, two tuning sets from twenty places', SPELLING_TUNING);
  print('disguised spellings written blind in ten places', SPELLING_BLIND);
  print('abuse of a person written blind in ten places', HARASSMENT_BLIND);
  print('grooming, two tuning sets from twenty-odd settings (trained on)', [...GROOMING_TUNING_A, ...GROOMING_TUNING_B]);
  print('grooming written blind in game chats, DMs, clubs and tutoring apps', GROOMING_BLIND);
  print('grooming written blind, second set: MMO whispers, a year group\'s Discord, livestreams, coaches, tutors, camps', GROOMING_BLIND_2);
  print('grooming written blind, three more writers: resale apps, jobs, school platforms, mentoring, family and holidays', [...GROOMING_MEASURE_I, ...GROOMING_MEASURE_J, ...GROOMING_MEASURE_K]);
  print('posts that name a group in the topics of hate, twenty places (news, notices, questions, stories)', [...GROUP_MENTIONS_A, ...GROUP_MENTIONS_B]);
  print('everyday posts written blind: groups named in the news, complaints in words of violence, beside hate and threats', EVERYDAY_BLIND);
}

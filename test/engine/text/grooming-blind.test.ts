import { describe, expect, it } from 'vitest';
import { foundAndFlagged } from '../../../bench/found-and-flagged.ts';
import { GROOMING_BLIND } from './grooming-blind.ts';
import { GROOMING_BLIND_2 } from './grooming-blind-2.ts';
import { GROOMING_MEASURE_I } from './grooming-measure-i.ts';
import { GROOMING_MEASURE_J } from './grooming-measure-j.ts';
import { GROOMING_MEASURE_K } from './grooming-measure-k.ts';

// Grooming written blind (an adult writing to a child in game chats, DMs, clubs and tutoring apps),
// beside messages that share its words and are not grooming (parents, safeguarding notes, kids
// chatting to kids, coaches writing to parents): floors and ceilings at what the engine reaches.
// When a minor marker beside two approaches was all the rules read, they found 8 of the 60 and
// flagged none of the others. Read by the moves of grooming by kind (two kinds, or one that cuts a
// child off beside a child in view; see sexual-minors/grooming.ts), chosen on the two tuning sets:
// 33 and none; then, after a review found everyday messages read as grooming (a parent's lift, a
// relative's praise, a child in view only in the move's own words) and those were closed, 22; with
// maturity and waiting in a car told apart from looks and lifts, 24 and none. With the model trained
// on the team's first 1,200 grooming messages (sexual-minors/model.ts), 44 and none; on 2,400, 47 and
// one: the ceiling of none was raised to one on purpose, for 23 more grooming messages found. The set
// was measured those six times (the model's three: 49 and 1 with a first training, before the team's
// posts of other harms were taught as not grooming), and none of its texts read.
const SETS = [
  ['grooming written blind', GROOMING_BLIND, 47, 1, 60],
  // A second set written blind after the model was trained (MMO whispers, a year group's Discord,
  // livestreams, a football club's coach, tutors, camps), never trained or tuned on: measured once with
  // the rules alone (11 of 100 found, 1 flagged, by a rule), once with the model trained on 1,200 of
  // the team's grooming messages (44, the same 1) and once on 2,400 (52, 2); 53 and 1 after a round of
  // rules (a secret no context for itself, moves among adults theirs, the writer's `i sent` not reported).
  // 52 and 2 when the model learned six more of the team's sets of abuse, which teach grooming as posts
  // that are not it (on grooming's validation fifth 112 to 113 of 237 found, 7 of 285 flagged before and
  // after), on purpose. 51 and 1 when the model learned two of the team's sets of news that names a
  // group, taught as not grooming too (grooming's validation fifth 113 of 237 found and 7 of 285
  // flagged before and after), on purpose.
  ['grooming written blind, second set', GROOMING_BLIND_2, 51, 2, 100],
  // Three more writers' sets, written blind to train on (resale apps and jobs, school platforms and
  // mentoring, family, lodgers and holidays): taught to the model, they found more only with a lower
  // threshold, which read a birthday greeting and a spam post as grooming (see docs/model.md), so they
  // measure instead, never trained or tuned on, and none of their texts read. First measured with the
  // engine of the model trained on the team's 2,400 messages: 221 found, 18 flagged; 220 and 18 with
  // the six more sets of abuse above, on purpose.
  ['grooming written blind, three more writers', [...GROOMING_MEASURE_I, ...GROOMING_MEASURE_J, ...GROOMING_MEASURE_K], 220, 18, 450],
] as const;

describe.each(SETS)('%s', (_name, cases, found, flagged, each) => {
  const figures = foundAndFlagged(cases);

  it(`finds at least ${found} of its grooming messages, as many as the engine does today`, () => {
    expect(figures.found).toBeGreaterThanOrEqual(found);
  });

  it(`flags at most ${flagged} of the messages that are not grooming, no more than it does today`, () => {
    expect(figures.flagged).toBeLessThanOrEqual(flagged);
  });

  it(`holds ${each} grooming messages and ${each} that are not, each text once`, () => {
    expect(figures.harmful).toBe(each);
    expect(figures.harmless).toBe(each);
    expect(new Set(cases.map((c) => c.text)).size).toBe(2 * each);
  });
});

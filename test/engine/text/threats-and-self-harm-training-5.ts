// The fifth round of training posts: two more of the team's writers (an Australian restaurant
// kitchen's staff chat, landlord texts, footy club page, co-parenting app and reviews; a Canadian
// town's homeowners' list, hockey parents' chat, neighbourhood app, news comments, gaming clan and
// two rival shop owners), each 260 posts of veiled threats and threats against a third person, with
// harmless posts that share their words (kitchen, sport and game talk, complaints with no threat),
// written without reading the engine, its rules or the other sets. The model trains on them
// (scripts/train/team-cases.ts); they measure nothing.
import { THREAT_TRAINING_POSTS_5K } from './threats-and-self-harm-training-5-k.ts';
import { THREAT_TRAINING_POSTS_5L } from './threats-and-self-harm-training-5-l.ts';
import type { ThreatCase } from './threats-and-self-harm.ts';

export const THREAT_TRAINING_POSTS_5: readonly ThreatCase[] = [...THREAT_TRAINING_POSTS_5K, ...THREAT_TRAINING_POSTS_5L];

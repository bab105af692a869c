// The ninth round of training posts: two more of the team's writers (an expat cycling club, high-school
// football boosters, gig-economy drivers, a tabletop club, hospital porters, a Glasgow tenement, a
// poker forum and a co-parenting app; exchange students, laid-off tech workers, a rugby club,
// postpartum mothers, a widower, trans teens, medical residents and long-haul truckers), each 260
// posts: one of veiled and conditional threats and threats against a third person, one of self-harm
// intent said mostly without its usual words and of self-harm acts, each with harmless posts that
// share their words, written without reading the engine, its rules or the other sets. The model
// trains on them (scripts/train/team-cases.ts): the threats as the fifth round, the self-harm as the
// sixth; they measure nothing.
import { THREAT_TRAINING_POSTS_9S } from './threats-and-self-harm-training-9-s.ts';
import { THREAT_TRAINING_POSTS_9T } from './threats-and-self-harm-training-9-t.ts';

export { THREAT_TRAINING_POSTS_9S, THREAT_TRAINING_POSTS_9T };

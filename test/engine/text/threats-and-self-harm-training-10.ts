// The tenth round of training posts: three more of the team's writers (a rugby league club, a
// landlord-tenant group, county fair exhibitors, a construction crew, an esports team, a family's
// inheritance fight, hockey referees and two former partners; Nigerian students, drought-stricken
// farmers, a dating app, veterans, nurses abroad, a robotics team, divorced women and a gig musician;
// a builder writing to his brother, a gamer, a widow, law students, fishermen, a teenage girl, an
// international student and a bankrupt shop owner): 260 posts of veiled, conditional and
// third-person threats, and twice 260 of self-harm intent said mostly without its usual words and of
// acts, each with harmless posts that share their words, written without reading the engine, its
// rules or the other sets. The model trains on them (scripts/train/team-cases.ts): the threats as
// the fifth round, the self-harm as the sixth; they measure nothing.
import { THREAT_TRAINING_POSTS_10U } from './threats-and-self-harm-training-10-u.ts';
import { THREAT_TRAINING_POSTS_10V } from './threats-and-self-harm-training-10-v.ts';
import { THREAT_TRAINING_POSTS_10W } from './threats-and-self-harm-training-10-w.ts';

export { THREAT_TRAINING_POSTS_10U, THREAT_TRAINING_POSTS_10V, THREAT_TRAINING_POSTS_10W };

// The eighth round of training posts: two more of the team's writers (a Scottish amateur football
// league, a Brooklyn co-op board, Texas band parents, a South African minibus-taxi association, a
// competitive shooter's Discord, an Irish farming forum, a Philippine barangay's page and London
// courier riders; a Korean student, a Brazilian on a language-exchange app, a divorced dad, a
// 17-year-old's Tumblr, a care-home night shift, a widows' and widowers' group, a delivery rider and a
// band before a tour), each 260 posts: one of veiled threats and threats against a third person, one
// of self-harm intent said without its usual words and acts, each with harmless posts that share
// their words, written without reading the engine, its rules or the other sets. The model trains on
// them (scripts/train/team-cases.ts): the threats as the fifth round, the self-harm as the sixth;
// they measure nothing.
import { THREAT_TRAINING_POSTS_8Q } from './threats-and-self-harm-training-8-q.ts';
import { THREAT_TRAINING_POSTS_8R } from './threats-and-self-harm-training-8-r.ts';

export { THREAT_TRAINING_POSTS_8Q, THREAT_TRAINING_POSTS_8R };

// The seventh round of training posts: two more of the team's writers (a US trucking company's
// dispatch chat, a custody forum, a construction crew, a small town's politics page, wrestling
// parents, a tenants' union, a motorcycle club and a streamer's chat; a nursing cohort, a veterans'
// forum, a teenager's comments, a Midwest farmer, new mothers, an LGBTQ teens' Discord, a chef's
// stories and a PhD lab), each 260 posts: one of veiled and conditional threats, one of self-harm
// intent said without its usual words and acts, each with harmless posts that share their words,
// written without reading the engine, its rules or the other sets. The model trains on them
// (scripts/train/team-cases.ts): the threats as the fifth round, the self-harm as the sixth; they
// measure nothing.
import { THREAT_TRAINING_POSTS_7O } from './threats-and-self-harm-training-7-o.ts';
import { THREAT_TRAINING_POSTS_7P } from './threats-and-self-harm-training-7-p.ts';

export { THREAT_TRAINING_POSTS_7O, THREAT_TRAINING_POSTS_7P };

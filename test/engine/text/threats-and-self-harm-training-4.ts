// The fourth round of training posts: two more of the team's writers (a long-haul truck driver and
// his family's forums, dispatch app and chats; a software engineer's work chat, tech forum, dating
// app, running club and neighbourhood app), each 260 posts of the two kinds the blind sets find
// hardest, veiled threats and self-harm intent said without its usual words, with harmless
// look-alikes of both, written without reading the engine, its rules or the other sets. The model
// trains on them (scripts/train/team-cases.ts); they measure nothing.
import { THREAT_TRAINING_POSTS_4I } from './threats-and-self-harm-training-4-i.ts';
import { THREAT_TRAINING_POSTS_4J } from './threats-and-self-harm-training-4-j.ts';
import type { ThreatCase } from './threats-and-self-harm.ts';

export const THREAT_TRAINING_POSTS_4: readonly ThreatCase[] = [...THREAT_TRAINING_POSTS_4I, ...THREAT_TRAINING_POSTS_4J];

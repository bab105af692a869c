// The sixth round of training posts, of self-harm only: two more of the team's writers (an Indian
// university student's college groups, confession page, exam forum and gaming server; a redundant
// factory worker's support group, fishing forum, quiz team and texts with his daughter), each 260
// posts of self-harm intent said without its usual words, acts told as done, and harmless posts
// that share their words (exam stress in jest, farewells, tablets as prescribed, recovery), written
// without reading the engine, its rules or the other sets. The model trains on them
// (scripts/train/team-cases.ts); they measure nothing.
import { THREAT_TRAINING_POSTS_6M } from './threats-and-self-harm-training-6-m.ts';
import { THREAT_TRAINING_POSTS_6N } from './threats-and-self-harm-training-6-n.ts';
import type { ThreatCase } from './threats-and-self-harm.ts';

export const THREAT_TRAINING_POSTS_6: readonly ThreatCase[] = [...THREAT_TRAINING_POSTS_6M, ...THREAT_TRAINING_POSTS_6N];

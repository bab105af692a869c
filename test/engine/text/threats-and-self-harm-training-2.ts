// The second round of training posts of threats and self-harm: four more of the team's writers (a
// warehouse worker's forums and chats, a teenager's chats, a nurse and parent's forums, a student
// and bartender's chats), each 310 posts of the kinds the blind sets found hardest (veiled threats,
// threats against a third person, self-harm said without its usual words) and of harmless
// look-alikes, written without reading the engine, its rules or the other sets. The model trains on
// them (scripts/train/team-cases.ts); they measure nothing.
import { THREAT_TRAINING_POSTS_2A } from './threats-and-self-harm-training-2-a.ts';
import { THREAT_TRAINING_POSTS_2B } from './threats-and-self-harm-training-2-b.ts';
import { THREAT_TRAINING_POSTS_2C } from './threats-and-self-harm-training-2-c.ts';
import { THREAT_TRAINING_POSTS_2D } from './threats-and-self-harm-training-2-d.ts';
import type { ThreatCase } from './threats-and-self-harm.ts';

export const THREAT_TRAINING_POSTS_2: readonly ThreatCase[] = [...THREAT_TRAINING_POSTS_2A, ...THREAT_TRAINING_POSTS_2B, ...THREAT_TRAINING_POSTS_2C, ...THREAT_TRAINING_POSTS_2D];

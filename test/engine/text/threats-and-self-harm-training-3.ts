// The third round of training posts, of self-harm only: four more of the team's writers (a farmer's
// forum, county group and texts; a student's fandom servers and subreddits; a veteran's forum, gym
// and club chats; a new mother's apps, chats and forums), each 260 posts of self-harm said without
// its usual words, acts, and harmless look-alikes (real goodbyes, things put in order for a trip,
// wills talked of calmly, pills counted for an organiser), written without reading the engine, its
// rules or the other sets. The model trains on them (scripts/train/team-cases.ts); they measure nothing.
import { THREAT_TRAINING_POSTS_3E } from './threats-and-self-harm-training-3-e.ts';
import { THREAT_TRAINING_POSTS_3F } from './threats-and-self-harm-training-3-f.ts';
import { THREAT_TRAINING_POSTS_3G } from './threats-and-self-harm-training-3-g.ts';
import { THREAT_TRAINING_POSTS_3H } from './threats-and-self-harm-training-3-h.ts';
import type { ThreatCase } from './threats-and-self-harm.ts';

export const THREAT_TRAINING_POSTS_3: readonly ThreatCase[] = [...THREAT_TRAINING_POSTS_3E, ...THREAT_TRAINING_POSTS_3F, ...THREAT_TRAINING_POSTS_3G, ...THREAT_TRAINING_POSTS_3H];

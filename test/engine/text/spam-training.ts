// Training posts of spam and its harmless look-alikes by two more of the team's writers, in thirty
// settings the spam sets do not cover (a marketplace's product questions to a fire brigade's group),
// half of the spam quiet (a story, a favour, a contact off the platform), written without reading
// the engine, its rules or the other sets. The model trains on them (scripts/train/team-cases.ts);
// they tune no rule and measure nothing.
import { SPAM_TRAINING_A } from './spam-training-a.ts';
import { SPAM_TRAINING_B } from './spam-training-b.ts';
import type { LabelledCase } from './labelled-case.ts';

export const SPAM_TRAINING: readonly LabelledCase[] = [...SPAM_TRAINING_A, ...SPAM_TRAINING_B];

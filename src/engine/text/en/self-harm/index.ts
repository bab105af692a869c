// Self-harm in English: intent said outright, composed from the speaker x an ending or a means, and warning signs.
import type { Detector } from '../../detector.ts';
import { composedSelfHarm } from './composed.ts';
import { selfHarmPhrases } from './phrases.ts';
import { selfHarmWarningSigns } from './warning-signs.ts';
import { selfHarmModel } from './model.ts';

export const SELF_HARM: readonly Detector[] = [selfHarmPhrases, composedSelfHarm, selfHarmWarningSigns, selfHarmModel];

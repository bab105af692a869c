// Self-harm in English: intent said outright, composed from the speaker x an ending or a means, self-injury told as done, and warning signs.
import type { Detector } from '../../detector.ts';
import { composedSelfHarm } from './composed.ts';
import { selfInjury } from './injury.ts';
import { selfHarmPhrases } from './phrases.ts';
import { selfHarmWarningSigns } from './warning-signs.ts';
import { selfHarmModel } from './model.ts';

export const SELF_HARM: readonly Detector[] = [selfHarmPhrases, composedSelfHarm, selfInjury, selfHarmWarningSigns, selfHarmModel];

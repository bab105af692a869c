// Violence in English: threats said outright, composed from intent x harm x target, harm awaiting someone pointed at, armed menace, and veiled threats.
import type { Detector } from '../../detector.ts';
import { armedMenace } from './armed-menace.ts';
import { awaitedHarm } from './awaited.ts';
import { composedThreats } from './composed.ts';
import { violencePhrases } from './phrases.ts';
import { veiledThreats } from './veiled.ts';
import { violenceModel } from './model.ts';

export const VIOLENCE: readonly Detector[] = [violencePhrases, composedThreats, awaitedHarm, armedMenace, veiledThreats, violenceModel];

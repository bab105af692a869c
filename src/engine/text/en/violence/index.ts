// Violence in English: threats said outright, composed from intent x harm x target, harm awaiting someone pointed at, armed menace, veiled threats, and threats made with a weapon's emoji.
import type { Detector } from '../../detector.ts';
import { armedMenace } from './armed-menace.ts';
import { awaitedHarm } from './awaited.ts';
import { composedThreats } from './composed.ts';
import { emojiThreats } from './emoji.ts';
import { violencePhrases } from './phrases.ts';
import { veiledThreats } from './veiled.ts';
import { violenceModel } from './model.ts';

export const VIOLENCE: readonly Detector[] = [violencePhrases, composedThreats, awaitedHarm, armedMenace, veiledThreats, emojiThreats, violenceModel];

// Profanity in English: swear words, disguised ones included.
import type { Detector } from '../../detector.ts';
import { swearWords } from './swear-words.ts';

export const PROFANITY: readonly Detector[] = [swearWords];

// Spam in English: scam and promotion phrases, and scams scored from their parts.
import type { Detector } from '../../detector.ts';
import { spamPhrases } from './phrases.ts';
import { scams } from './scams.ts';

export const SPAM: readonly Detector[] = [spamPhrases, scams];

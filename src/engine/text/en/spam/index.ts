// Spam in English: scam and promotion phrases, scams scored from their parts, offers sure to be
// spam, and text that repeats itself.
import type { Detector } from '../../detector.ts';
import { offers } from './offers.ts';
import { spamPhrases } from './phrases.ts';
import { repetition } from './repetition.ts';
import { scams } from './scams.ts';

export const SPAM: readonly Detector[] = [spamPhrases, scams, offers, repetition];

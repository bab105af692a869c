// Spam in English: scam and promotion phrases, scams scored from their parts, offers sure to be
// spam, text that repeats itself, and, where none of them is sure, the learned model's score.
import type { Detector } from '../../detector.ts';
import { offers } from './offers.ts';
import { spamModel } from './model.ts';
import { spamPhrases } from './phrases.ts';
import { repetition } from './repetition.ts';
import { scams } from './scams.ts';

export const SPAM: readonly Detector[] = [spamPhrases, scams, offers, repetition, spamModel];

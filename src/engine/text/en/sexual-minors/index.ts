// Sexual content involving minors in English: explicit terms and sexual words beside a minor, grooming
// moves, then what the model reads as grooming beyond them.
import type { Detector } from '../../detector.ts';
import { grooming } from './grooming.ts';
import { groomingModel } from './model.ts';
import { sexualMinorsPhrases } from './phrases.ts';

export const SEXUAL_MINORS: readonly Detector[] = [sexualMinorsPhrases, grooming, groomingModel];

// Sexual content involving minors in English: explicit terms and sexual words beside a minor, and grooming.
import type { Detector } from '../../detector.ts';
import { grooming } from './grooming.ts';
import { sexualMinorsPhrases } from './phrases.ts';

export const SEXUAL_MINORS: readonly Detector[] = [sexualMinorsPhrases, grooming];

// Sexual content in English: explicit words and solicitation, and an act or a body x a sexual framing.
import type { Detector } from '../../detector.ts';
import { composedSexual } from './composed.ts';
import { sexualPhrases } from './phrases.ts';
import { sexualModel } from './model.ts';

export const SEXUAL: readonly Detector[] = [sexualPhrases, composedSexual, sexualModel];

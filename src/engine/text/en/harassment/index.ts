// Harassment in English: insults and abuse said outright, and the reader x an insulting predicate.
import type { Detector } from '../../detector.ts';
import { composedHarassment } from './composed.ts';
import { harassmentPhrases } from './phrases.ts';
import { harassmentModel } from './model.ts';

export const HARASSMENT: readonly Detector[] = [harassmentPhrases, composedHarassment, harassmentModel];

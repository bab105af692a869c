// Harassment in English: insults and abuse said outright, the reader x an insulting predicate, and the finger given in an emoji.
import type { Detector } from '../../detector.ts';
import { composedHarassment } from './composed.ts';
import { fingerGiven } from './emoji.ts';
import { harassmentPhrases } from './phrases.ts';
import { harassmentModel } from './model.ts';

export const HARASSMENT: readonly Detector[] = [harassmentPhrases, composedHarassment, fingerGiven, harassmentModel];

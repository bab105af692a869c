// Hate in English: slurs and statements said outright, and a group x a generalising predicate.
import type { Detector } from '../../detector.ts';
import { composedHate } from './composed.ts';
import { hatePhrases } from './phrases.ts';
import { hateModel } from './model.ts';

export const HATE: readonly Detector[] = [hatePhrases, composedHate, hateModel];

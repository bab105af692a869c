// Hate in English: slurs and statements said outright, a group x a generalising predicate, and apes' emoji sent at someone.
import type { Detector } from '../../detector.ts';
import { composedHate } from './composed.ts';
import { apeEmoji } from './emoji.ts';
import { hatePhrases } from './phrases.ts';
import { hateModel } from './model.ts';

export const HATE: readonly Detector[] = [hatePhrases, composedHate, apeEmoji, hateModel];

// The context checks of English: its negations, reporting verbs, counter-speech, harmless names and game words.
import { Context } from '../context.ts';
import { PhraseSet, triggerWords } from '../phrases.ts';
import type { Reading } from '../reading.ts';
import CONTEXT_WORDS from './context.json' with { type: 'json' };

export const CONTEXT = new Context(CONTEXT_WORDS);

/** Texts without one of these words hold no laughter and never say they are meant: most skip both checks. */
const LAUGHTER_TRIGGER = triggerWords(new Set(CONTEXT_WORDS.laughter));
const SERIOUS_TRIGGER = triggerWords(new PhraseSet(CONTEXT_WORDS.serious));
const MEANS_IT = Symbol('the text says it is meant');

/** True when the text says somewhere that it is meant (`not joking this time`); read once per text. */
export function meansIt(reading: Reading): boolean {
  return reading.shared(MEANS_IT, () => reading.holds(SERIOUS_TRIGGER) && reading.sentenceWords.some((words) => CONTEXT.saysSerious(words)));
}

/** True when the sentence holding [at, end) laughs (`i'll murder you lol`) and the text nowhere says it is meant: banter. */
export function isBanter(reading: Reading, at: number, end: number): boolean {
  return reading.holds(LAUGHTER_TRIGGER) && CONTEXT.laughsAround(reading.doc.text, at, end) && !meansIt(reading);
}

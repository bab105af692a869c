// The context checks of English: its negations, reporting verbs, counter-speech, harmless names and game words.
import { Context } from '../context.ts';
import { PhraseSet, triggerWords } from '../phrases.ts';
import CONTEXT_WORDS from './context.json' with { type: 'json' };

export const CONTEXT = new Context(CONTEXT_WORDS);

/** Texts without one of these words hold no laughter and never say they are meant: most skip both checks. */
export const LAUGHTER_TRIGGER = triggerWords(new Set(CONTEXT_WORDS.laughter));
export const SERIOUS_TRIGGER = triggerWords(new PhraseSet(CONTEXT_WORDS.serious));

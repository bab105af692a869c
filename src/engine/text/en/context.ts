// The context checks of English: its negations, reporting verbs, counter-speech, harmless names and game words.
import { Context } from '../context.ts';
import CONTEXT_WORDS from './context.json' with { type: 'json' };

export const CONTEXT = new Context(CONTEXT_WORDS);

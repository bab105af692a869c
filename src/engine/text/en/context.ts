// The context checks of English: its negations, reporting verbs, counter-speech, harmless names and game words.
import { Context } from '../context.ts';
import { originalSpan } from '../normalize.ts';
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

/** Emoji of laughter, which the normaliser drops: they are read in the original text. */
export const LAUGHING_EMOJI: readonly string[] = ['😂', '🤣', '😆', '😹'];
const LAUGHING_EMOJI_RE = new RegExp(LAUGHING_EMOJI.join('|'), 'u');
/** Emoji of weapons: a gun or a blade beside the laughter makes no banter of a threat (`join them in the morgue 😂🔫`). */
export const WEAPON_EMOJI = /🔫|🔪|💣|🗡|⚔|🪓|💥/u;
/** How far past a sentence's last word its emoji are looked for, in code points. */
const EMOJI_REACH = 8;

/** True when the sentence holding normalised [at, end), as written, holds an emoji of laughter or is followed by one, and none of a weapon. */
function laughsInEmoji(reading: Reading, at: number, end: number): boolean {
  const text = reading.doc.text;
  const sentence = CONTEXT.sentenceAround(text, at, end);
  const from = text.lastIndexOf(sentence, at);
  if (from === -1) return false;
  const span = originalSpan(reading.doc, from, from + sentence.length);
  const written = reading.findings.textOf(span.start, span.end + EMOJI_REACH);
  return LAUGHING_EMOJI_RE.test(written) && !WEAPON_EMOJI.test(written);
}

/**
 * True when the sentence holding [at, end) laughs (`i'll murder you lol`, `i will end you 😂`) and the
 * text nowhere says it is meant: banter.
 */
export function isBanter(reading: Reading, at: number, end: number): boolean {
  return ((reading.holds(LAUGHTER_TRIGGER) && CONTEXT.laughsAround(reading.doc.text, at, end)) || laughsInEmoji(reading, at, end)) && !meansIt(reading);
}

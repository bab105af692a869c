// Apes and bananas sent to a person, the racist abuse of Black players and public figures, which the
// normaliser drops (it reads `@Saka 🐒🐒🍌` as `saka`): an ape's emoji (not the three wise monkeys,
// 🙈🙉🙊, which say "oops") with the words of the trope (`go back to the zoo 🐒`), or two or more apes
// and bananas at someone (an @-mention, `you`, `he`, or a player in words of the game: `🐒🍌 missed
// penalty again`) in a text that is not about a child, a zoo trip or food; the monkey's face, 🐵,
// which friends send in play, counts only with the trope's words. Read in the text as written, and
// only in texts that hold an ape.
import type { Detector } from '../../detector.ts';
import { spanOfOriginal } from '../../normalize.ts';
import { PhraseSet } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import WORDS from './emoji.json' with { type: 'json' };

/** The apes: 🐒 🦍 🐵 🦧. */
const APES = '\\u{1F412}|\\u{1F98D}|\\u{1F435}|\\u{1F9A7}';
const APE = new RegExp(APES, 'u');
/** A run of apes and bananas (🍌), each with its variation mark, bounded so that a flood of them reads in one pass. */
const TROPE_EMOJI = new RegExp(`(?:(?:${APES}|\\u{1F34C})\\u{FE0F}?\\s*){1,12}`, 'gu');
/** The monkey's face, counted only with the trope's words. */
const MONKEY_FACE = '\u{1F435}';
/** An @-mention, as Slack, GitHub and the social networks write one. */
const MENTION = /(?<![\p{L}\p{N}_.])@[\p{L}\p{N}_]{2,}/u;
/** The fewest of the trope's emoji sent at someone without its words. */
const MIN_EMOJI = 2;

const TROPE = new PhraseSet(WORDS.trope);
const AIM: ReadonlySet<string> = new Set(WORDS.aim);
/** Words of a match: the apes then fall on a player, named or not. */
const PLAY = new PhraseSet(WORDS.play);
const HARMLESS: ReadonlySet<string> = new Set(WORDS.harmless);
/** Words of a text that tells of the abuse rather than sends it: `the racist abuse @Saka received 🐒`. */
const SECOND_HAND: ReadonlySet<string> = new Set(WORDS.secondHand);

function detectApeEmoji(reading: Reading): void {
  const { doc, findings } = reading;
  const written = doc.original;
  if (!APE.test(written)) return;
  const words = reading.sentenceWords.flat();
  const trope = TROPE.saidIn(words);
  const emoji = [...written.matchAll(TROPE_EMOJI)];
  const sent = emoji.reduce((n, m) => n + [...m[0].trim()].filter((c) => c !== '\u{FE0F}' && c !== MONKEY_FACE && c.trim() !== '').length, 0);
  const aimed = MENTION.test(written) || words.some((w) => AIM.has(w)) || PLAY.saidIn(words);
  if (!trope && !(aimed && sent >= MIN_EMOJI && !words.some((w) => HARMLESS.has(w)))) return;
  const secondHand = words.some((w) => SECOND_HAND.has(w));
  for (const m of emoji) {
    if (!APE.test(m[0])) continue;
    const span = spanOfOriginal(doc, m.index, m.index + m[0].trimEnd().length);
    findings.add({ category: 'hate', label: 'dehumanization', severity: secondHand ? 'low' : 'medium', confidence: secondHand ? 0.6 : 0.75, ...span });
  }
}

export const apeEmoji: Detector = {
  name: 'hate/emoji',
  categories: ['hate'],
  detect: detectApeEmoji,
};

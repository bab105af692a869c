// Profanity: the obscenity library's English dataset run over normalised text, which already
// resolves look-alikes, separators and masks. Slurs and sexual terms belong to their own rules.
import { withoutLists, type Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT } from '../context.ts';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import HATE_WORDS from '../hate/words.json' with { type: 'json' };
import WORDS from './swear-words.json' with { type: 'json' };
import PROFANITY_WORDS from './words.json' with { type: 'json' };

/** Dataset words another category owns, or that name anatomy rather than swear. */
const NOT_PROFANITY = new Set(WORDS.notProfanity);

const KNOWN = new Set(PROFANITY_WORDS.profanity);
/** The vernacular spellings of a slur: profanity here, and hate only where the hate rules find it aimed (see hate/phrases.ts). */
const VERNACULAR = new Set(HATE_WORDS.vernacularSlurs);
/** Listed words that are also ordinary words or names (`ass`, `prick`, `Dick`); left to the dataset's own rules. */
const AMBIGUOUS = new Set([...PROFANITY_WORDS.mildProfanity, ...WORDS.ambiguous]);
const COMPOUND = /^(?:fuck|shit|cunt|bitch|dick|cock|ass|arse|piss|twat|wank|bastard|slut|whore)(?:s|z|es|er|ers|ing|in|ed|y|ty|face|head|heads|hole|holes|wit|bag|bags|sucker|load|show|storm|stain|tard|hat|'s)?$|^(?:bull|horse|dumb|jack|smart|bad|lard|mother|dip|chicken|cluster|holy|bat|ape|god)(?:shit|ass|fuck|fucker|fucking)$|^(?:fuck|shit)[a-z]{1,8}$|^[a-z]{1,12}(?:fuck|fucker|fuckers|fucking|fucked)$/;
/** Swear words that are also first names: a capital letter mid-sentence reads as the name (`hi Dick,`). */
const NAMES = new Set(['dick', 'willy', 'fanny', 'randy']);

/** A match inside a longer word counts only when that word is itself a swear word (`shithead`, not `cockpit`). */
function standsAlone(text: string, from: number, to: number): boolean {
  let a = from;
  let b = to;
  while (a > 0 && text[a - 1] !== ' ') a--;
  while (b < text.length && text[b] !== ' ') b++;
  const word = text.slice(a, b);
  return (a === from && b === to) || KNOWN.has(word) || COMPOUND.test(word);
}

const dataset = englishDataset;
const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

/**
 * Swear word found in each distinct word already seen: a memo of a pure function of one word, which
 * keeps nothing of any text; bounded, cleared when full.
 */
const verdicts = new Map<string, string | null>();
const MAX_VERDICTS = 20_000;

/** The dataset word a single normalised word contains, if it counts as profanity. */
function verdict(word: string): string | null {
  const known = verdicts.get(word);
  if (known !== undefined) return known;
  let found: string | null = (KNOWN.has(word) && !AMBIGUOUS.has(word)) || VERNACULAR.has(word) ? word : null;
  if (found === null) for (const match of matcher.getAllMatches(word)) {
    const original = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (original === undefined || NOT_PROFANITY.has(original)) continue;
    if (!standsAlone(word, match.startIndex, match.endIndex + 1)) continue;
    found = original;
    break;
  }
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  verdicts.set(word, found);
  return found;
}

/**
 * The words of poultry keeping are not learned by the normaliser: they hide no harm, and the learned
 * model reads its training texts through it (see withoutLists).
 */
const { learned: LEARNED } = withoutLists(WORDS, ['poultry']);

/**
 * Swear words that name an animal, with the words of its keeping: a female dog among breeders (`our
 * bitch had a litter of six pups`), a rooster among poultry (`the cock crowed at dawn`).
 */
const BREEDING = new Set(WORDS.breeding);
const POULTRY = new Set(WORDS.poultry);
const ANIMAL_SENSES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['bitch', BREEDING],
  ['bitches', BREEDING],
  ['cock', POULTRY],
  ['cocks', POULTRY],
]);
export function namesTheAnimal(word: string, sentence: readonly string[]): boolean {
  const keeping = ANIMAL_SENSES.get(word);
  return keeping !== undefined && sentence.some((w) => keeping.has(w));
}

// The matcher runs once per distinct word rather than over the whole text: the dataset words
// this category keeps are single words, and most texts repeat most of their words.
function detectProfanity(reading: Reading): void {
  const { doc, findings } = reading;
  const text = doc.text;
  /** Whether the original of normalised [from, to) is written as `pattern` says: `^\p{Lu}`, a capital first. */
  const written = (from: number, to: number, pattern: RegExp): boolean => {
    const { start, end } = originalSpan(doc, from, to);
    return pattern.test(findings.textOf(start, end));
  };
  const isName = (from: number, to: number): boolean => {
    if (!NAMES.has(text.slice(from, to)) || !written(from, to, /^\p{Lu}/u)) return false;
    if (from >= 2 && !'.!?"'.includes(text[from - 2]!)) return true;
    // Opening a sentence, where any word may be capitalised, a surname after it names the person
    // (`Dick Smith will present`; not `DICK HEAD`).
    if (to + 1 >= text.length) return false;
    const stop = text.indexOf(' ', to + 1);
    return written(to + 1, stop === -1 ? text.length : stop, /^\p{Lu}\p{Ll}/u);
  };
  // The sentences hold every word of two characters or more, in order, already cut out of the text.
  for (let s = 0; s < reading.sentences.length; s++) {
    for (const { word, from, to } of reading.sentences[s]!) {
      if (to - from >= 2 && to - from <= 40 && verdict(word) !== null && !CONTEXT.isAllowedPhrase(text, from, to) && !isName(from, to) && !namesTheAnimal(word, reading.sentenceWords[s]!)) {
        findings.add({ category: 'profanity', label: 'profanity', severity: 'low', confidence: 0.85, ...originalSpan(doc, from, to) });
      }
    }
  }
}

export const swearWords: Detector = {
  name: 'profanity/swear-words',
  categories: ['profanity'],
  words: [PROFANITY_WORDS, LEARNED, HATE_WORDS],
  detect: detectProfanity,
};

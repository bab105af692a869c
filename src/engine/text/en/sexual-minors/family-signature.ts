// A message a parent or a grandparent signs (`love, nana`, `- grandpa`), or introduces themself in
// (`grandpa here!`), is family's: praise of a child's looks and secrets kept from a sibling are
// common there, and read as grooming elsewhere.
import type { Reading } from '../../reading.ts';
import FAMILY from './family-signature.json' with { type: 'json' };

/** A parent or a grandparent (not `mama` or `mother`, which are as often pet names and slang). */
const KIN: ReadonlySet<string> = new Set(FAMILY.kin);
/** How a signature opens (`love`, `hugs`, `xx`). */
const OPENERS: ReadonlySet<string> = new Set(FAMILY.signOffOpeners);
/** What may follow an opening before the kin (`lots of love from your`, `love you`). */
const SIGN_OFF_WORDS: ReadonlySet<string> = new Set(FAMILY.signOffWords);
/** Kisses after the kin (`nana xx`). */
const KISSES: ReadonlySet<string> = new Set(FAMILY.kisses);
/** What follows a parent introducing themself (`grandpa here!`). */
const INTRODUCTIONS: ReadonlySet<string> = new Set(FAMILY.introductions);
/** The marks after which a signature's sentence may begin, and that end an introduction: not a question (`ok? mom and dad?`). */
const STATEMENT_ENDS: ReadonlySet<string> = new Set(['.', '!']);
/** The fewest words of message a signature must close (`nobody. dad` is no message signed). */
const SIGNED_WORDS = 3;
const LETTER = /[a-z]/;

/**
 * Whether `words` (clause marks left out) are a parent's or a grandparent's signature: an opening
 * (`love`, `lots of love from your`) or none, then the kin (`nana and grandpa`, `mom dad`), then
 * kisses. Nothing else: a word after the kin (`mum asleep`, `dad gone`) is the message going on.
 */
function isSignature(words: readonly string[]): boolean {
  let i = 0;
  if (OPENERS.has(words[0] ?? '')) while (i < words.length && (OPENERS.has(words[i]!) || SIGN_OFF_WORDS.has(words[i]!))) i++;
  if (!KIN.has(words[i] ?? '')) return false;
  while (KIN.has(words[i] ?? '') || (words[i] === 'and' && KIN.has(words[i + 1] ?? ''))) i++;
  while (KISSES.has(words[i] ?? '')) i++;
  return i === words.length;
}

/** The mark that ends sentence `s` of the reading (`.`, `!`, `?`, `;`), or `''` where none does. */
function endOf(reading: Reading, s: number): string {
  return reading.doc.text[reading.sentences[s]!.at(-1)!.to + 1] ?? '';
}

function signedOrIntroduced(reading: Reading): boolean {
  const all = reading.sentenceWords;
  if (all.length < 2) return false;
  const wordsOf = (s: number) => all[s]!.filter((word) => word !== ',');
  /** How many words with a letter sentences [from, to) hold: asked last, once the rest holds. */
  const letteredIn = (from: number, to: number) => all.slice(from, to).reduce((n, words) => n + words.filter((word) => LETTER.test(word)).length, 0);
  const first = wordsOf(0);
  if (first.length === 2 && KIN.has(first[0]!) && INTRODUCTIONS.has(first[1]!) && STATEMENT_ENDS.has(endOf(reading, 0))) {
    return letteredIn(1, all.length) >= SIGNED_WORDS;
  }
  const last = all.length - 1;
  return endOf(reading, last) !== '?' && STATEMENT_ENDS.has(endOf(reading, last - 1)) && isSignature(wordsOf(last)) && letteredIn(0, last) >= SIGNED_WORDS;
}

const FAMILY_MESSAGE = Symbol('family message');

/**
 * `You look so pretty in your school uniform, sweetie! Love, Nana`, `check ur email! - grandpa`,
 * `Grandpa here! Turn your camera on so I can see how much you've grown`: whether a parent or a
 * grandparent signs the message at its end, in a sentence of its own, or introduces themself at its
 * start. Read once per text, for every part of grooming that asks.
 */
export function signedByFamily(reading: Reading): boolean {
  return reading.shared(FAMILY_MESSAGE, () => signedOrIntroduced(reading));
}

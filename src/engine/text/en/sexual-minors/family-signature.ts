// A message a parent or a grandparent signs (`love, nana`, `- grandpa`), or introduces themself in
// (`grandpa here!`), is family's: praise of a child's looks and secrets kept from a sibling are
// common there, and read as grooming elsewhere.
import type { Reading } from '../../reading.ts';
import FAMILY from './family-signature.json' with { type: 'json' };

/** A parent or a grandparent. */
const KIN: ReadonlySet<string> = new Set(FAMILY.kin);
/** How a signature opens (`love`, `lots of love`, `hugs`), what may follow (`from your`, `you always`), and kisses after it. */
const OPENERS: ReadonlySet<string> = new Set(FAMILY.signOffOpeners);
const SIGN_OFF_WORDS: ReadonlySet<string> = new Set(FAMILY.signOffWords);
const KISSES: ReadonlySet<string> = new Set(FAMILY.kisses);
/** What follows a parent introducing themself (`grandpa here!`). */
const INTRODUCTIONS: ReadonlySet<string> = new Set(FAMILY.introductions);
const PUNCTUATION = /^[.!?;,:"]$/;
/** Where a signature's sentence may begin: after a full stop or an exclamation, not a question (`ok? mom and dad?`). */
const SIGNATURE_AFTER = /^[.!]$/;
/** The fewest words of message a signature must close (`nobody. dad` is no message signed). */
const SIGNED_WORDS = 3;

/**
 * Whether `words` are a parent's or a grandparent's signature: an opening (`love`, `lots of love
 * from your`) or none, then the kin, joined by `and` (`nana and grandpa`), then a name (`grandma
 * sue`) and kisses (`xx`, `<3`), each optional.
 */
function isSignature(words: readonly string[]): boolean {
  let i = 0;
  if (OPENERS.has(words[0] ?? '')) while (i < words.length && (OPENERS.has(words[i]!) || SIGN_OFF_WORDS.has(words[i]!))) i++;
  if (!KIN.has(words[i] ?? '')) return false;
  i++;
  while (words[i] === 'and' && KIN.has(words[i + 1] ?? '')) i += 2;
  if (i < words.length && !KISSES.has(words[i]!) && !KIN.has(words[i]!)) i++;
  while (i < words.length && KISSES.has(words[i]!)) i++;
  return i === words.length;
}

/** The sentences of normalised `text` as their words, each with the mark that ends it (`''` for none). */
function sentencesOf(text: string): { words: string[]; end: string }[] {
  const out: { words: string[]; end: string }[] = [{ words: [], end: '' }];
  for (const token of text.split(' ')) {
    if (/^[.!?;]$/.test(token)) {
      if (out.at(-1)!.words.length > 0) out.at(-1)!.end = token;
      else continue;
      out.push({ words: [], end: '' });
    } else if (token !== '' && !PUNCTUATION.test(token)) out.at(-1)!.words.push(token);
  }
  if (out.at(-1)!.words.length === 0) out.pop();
  return out;
}

/**
 * `You look so pretty in your school uniform, sweetie! Love, Nana`, `check ur email! - grandpa`,
 * `Grandpa here! Turn your camera on so I can see how much you've grown`: a message a parent or a
 * grandparent signs at its end, or introduces themself in at its start, is family's.
 */
export function signedByFamily(reading: Reading): boolean {
  const sentences = sentencesOf(reading.doc.text);
  if (sentences.length < 2) return false;
  const [first, last, beforeLast] = [sentences[0]!, sentences.at(-1)!, sentences.at(-2)!];
  const introduced = first.words.length === 2 && KIN.has(first.words[0]!) && INTRODUCTIONS.has(first.words[1]!) && SIGNATURE_AFTER.test(first.end);
  const message = (from: number, to: number) => sentences.slice(from, to).reduce((n, s) => n + s.words.length, 0);
  if (introduced) return message(1, sentences.length) >= SIGNED_WORDS;
  return last.end !== '?' && SIGNATURE_AFTER.test(beforeLast.end) && isSignature(last.words) && message(0, sentences.length - 1) >= SIGNED_WORDS;
}

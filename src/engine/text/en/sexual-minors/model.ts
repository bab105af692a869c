// Grooming language as the learned model scores it: the moves of an adult befriending a child
// (flattery, secrecy, gifts, a private app, pictures, a meeting) said in words the rules' moves do not
// hold. Never blocked on a score alone: the rules make a child named beside a sexual word, or moves
// that follow one another, high. A message a parent or a grandparent signs is family's, and a child's
// own news told in confidence is no secret kept for an adult.
import { SHORT_POST_MIN_WORDS, modelPart, saysLittleElse } from '../../model/findings.ts';
import { PhraseSet } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import MODEL from './model.json' with { type: 'json' };

/** A parent or a grandparent. */
const KIN: ReadonlySet<string> = new Set(MODEL.kin);
/** How a signature opens (`love`, `lots of love`, `hugs`), what may follow (`from your`, `you always`), and kisses after it. */
const OPENERS: ReadonlySet<string> = new Set(MODEL.signOffOpeners);
const SIGN_OFF_WORDS: ReadonlySet<string> = new Set(MODEL.signOffWords);
const KISSES: ReadonlySet<string> = new Set(MODEL.kisses);
/** What follows a parent introducing themself (`grandpa here!`). */
const INTRODUCTIONS: ReadonlySet<string> = new Set(MODEL.introductions);
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
function signedByFamily(reading: Reading): boolean {
  const sentences = sentencesOf(reading.doc.text);
  if (sentences.length < 2) return false;
  const [first, last, beforeLast] = [sentences[0]!, sentences.at(-1)!, sentences.at(-2)!];
  const introduced = first.words.length === 2 && KIN.has(first.words[0]!) && INTRODUCTIONS.has(first.words[1]!) && SIGNATURE_AFTER.test(first.end);
  const message = (from: number, to: number) => sentences.slice(from, to).reduce((n, s) => n + s.words.length, 0);
  if (introduced) return message(1, sentences.length) >= SIGNED_WORDS;
  return last.end !== '?' && SIGNATURE_AFTER.test(beforeLast.end) && isSignature(last.words) && message(0, sentences.length - 1) >= SIGNED_WORDS;
}

const CONFIDINGS = new PhraseSet(MODEL.confidings);
/** What opens the writer's own news (`i`, `we`, `my`). */
const WRITER_NEWS: ReadonlySet<string> = new Set(MODEL.writerNews);
/** Below this, the rest of a run says little of grooming by itself (the reporting threshold is 0.9). */
const LITTLE_ELSE = 0.5;

/**
 * `dont tell anyone but i got the new skin!! come to my server after school`: the writer's own news
 * told in confidence, when the run without the confiding says little of grooming (0.43 here); not
 * `dont tell anyone but i think ur really mature, send me a pic`, whose rest scores 0.96.
 */
function confidesOwnNews(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const hit = CONFIDINGS.at(words, i);
    if (hit && WRITER_NEWS.has(words[hit.end] ?? '')) return saysLittleElse([...words.slice(0, hit.at), ...words.slice(hit.end)], 'sexual_minors', LITTLE_ELSE);
  }
  return false;
}

export const groomingModel = modelPart('sexual-minors/model', {
  category: 'sexual_minors',
  label: 'grooming_language',
  ceiling: 'medium',
  minWords: SHORT_POST_MIN_WORDS,
  // A groomer's moves are often negations (`don't tell your mum`, `no one has to know`): no negation denies the run.
  deniedAt: () => false,
  // Grooming happens in game chats as much as anywhere: talk of a game excuses nothing.
  excusedInGames: false,
  // A threat that knows when the reader is home alone, or a farewell's `look after her for me`, is that.
  defersTo: ['violence', 'self_harm'],
  harmlessText: signedByFamily,
  harmless: confidesOwnNews,
});

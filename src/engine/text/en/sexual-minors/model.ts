// Grooming language as the learned model scores it: the moves of an adult befriending a child
// (flattery, secrecy, gifts, a private app, pictures, a meeting) said in words the rules' moves do not
// hold. Never blocked on a score alone: the rules make a child named beside a sexual word, or moves
// that follow one another, high. A message a parent or a grandparent signs is family's.
import { SHORT_POST_MIN_WORDS, modelPart } from '../../model/findings.ts';
import type { Reading } from '../../reading.ts';
import MODEL from './model.json' with { type: 'json' };

/** A parent or a grandparent. */
const KIN: ReadonlySet<string> = new Set(MODEL.kin);
/** What a signature says around them (`love`, `lots of love from your`, `nana and grandpa`, `xx`). */
const SIGN_OFFS: ReadonlySet<string> = new Set(MODEL.signOffs);
const PUNCTUATION = /^[.!?;,:"]$/;
const SENTENCE_END = /^[.!?;]$/;

/**
 * `You look so pretty in your school uniform, sweetie! Love, Nana`, `check ur email! - grandpa`: a
 * message whose last sentence is a parent's or a grandparent's signature, after a sentence of its own.
 */
function signedByFamily(reading: Reading): boolean {
  const tokens = reading.doc.text.split(' ');
  let end = tokens.length;
  while (end > 0 && PUNCTUATION.test(tokens[end - 1]!)) end--;
  let start = end;
  while (start > 0 && !SENTENCE_END.test(tokens[start - 1]!)) start--;
  if (start === 0) return false;
  const words = tokens.slice(start, end).filter((token) => !PUNCTUATION.test(token));
  return words.some((word) => KIN.has(word)) && words.every((word) => KIN.has(word) || SIGN_OFFS.has(word));
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
});

// Splits normalised text into sentences of word tokens with their offsets, so the composed rules
// reason over positions in one sentence instead of regular expressions over the whole text.
import type { NormalizedText } from './normalize.ts';

export interface Token {
  readonly word: string;
  /** Offsets in the normalised text (end exclusive). */
  readonly from: number;
  readonly to: number;
}

/** Words a sentence holds at most; longer runs are cut, which keeps every rule linear in the text. */
export const MAX_SENTENCE_WORDS = 48;
/** Findings one composed rule reports per text: enough evidence, and each costs a look at its context. */
export const MAX_COMPOSED_FINDINGS = 32;
/** The marks that end a sentence. */
export const SENTENCE_END: ReadonlySet<string> = new Set(['.', '!', '?', ';']);
/** Clause marks stay in the sentence as tokens so rules can tell clauses apart. */
const CLAUSE_MARK = new Set([',', ':', '"']);

export interface Split {
  readonly sentences: readonly (readonly Token[])[];
  /** The words of each sentence, as its tokens hold them. */
  readonly sentenceWords: readonly (readonly string[])[];
}

/** A token as sentences hold it: clause marks as `,`, sentence ends as `.`, words as they are. */
export function tokenAs(word: string): string {
  if (word.length !== 1) return word;
  return SENTENCE_END.has(word) ? '.' : CLAUSE_MARK.has(word) ? ',' : word;
}

export function split(doc: NormalizedText): Split {
  const sentences: Token[][] = [];
  const sentenceWords: string[][] = [];
  let current: Token[] = [];
  let currentWords: string[] = [];
  const close = () => {
    sentences.push(current);
    sentenceWords.push(currentWords);
    current = [];
    currentWords = [];
  };
  const text = doc.text;
  let from = 0;
  while (from < text.length) {
    let to = text.indexOf(' ', from);
    if (to === -1) to = text.length;
    const kept = tokenAs(text.slice(from, to));
    if (kept === '.') {
      if (current.length) close();
    } else if (kept) {
      current.push({ word: kept, from, to });
      currentWords.push(kept);
      if (current.length >= MAX_SENTENCE_WORDS) close();
    }
    from = to + 1;
  }
  if (current.length) close();
  return { sentences, sentenceWords };
}

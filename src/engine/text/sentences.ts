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
const SENTENCE_END = new Set(['.', '!', '?', ';']);
/** Clause marks stay in the sentence as tokens so rules can tell clauses apart. */
const CLAUSE_MARK = new Set([',', ':', '"']);

interface Split {
  readonly tokens: Token[][];
  /** The words of each sentence, as the tokens hold them. */
  readonly words: readonly (readonly string[])[];
}

// Every composed rule reads the same sentences: they are split once per text. The rules of one text
// run one after another, so the last text split is the only one worth keeping.
let lastDoc: NormalizedText | undefined;
let lastSplit: Split | undefined;

function splitOnce(doc: NormalizedText): Split {
  if (doc !== lastDoc || lastSplit === undefined) {
    lastSplit = split(doc);
    lastDoc = doc;
  }
  return lastSplit;
}

export function sentences(doc: NormalizedText): Token[][] {
  return splitOnce(doc).tokens;
}

/** The words of each sentence of `sentences(doc)`, built once per text and shared by the rules. */
export function sentenceWords(doc: NormalizedText): readonly (readonly string[])[] {
  return splitOnce(doc).words;
}

function split(doc: NormalizedText): Split {
  const tokens: Token[][] = [];
  const words: string[][] = [];
  let current: Token[] = [];
  let currentWords: string[] = [];
  const close = () => {
    tokens.push(current);
    words.push(currentWords);
    current = [];
    currentWords = [];
  };
  const text = doc.text;
  let from = 0;
  while (from < text.length) {
    let to = text.indexOf(' ', from);
    if (to === -1) to = text.length;
    const word = text.slice(from, to);
    if (SENTENCE_END.has(word)) {
      if (current.length) close();
    } else if (word) {
      const kept = CLAUSE_MARK.has(word) ? ',' : word;
      current.push({ word: kept, from, to });
      currentWords.push(kept);
      if (current.length >= MAX_SENTENCE_WORDS) close();
    }
    from = to + 1;
  }
  if (current.length) close();
  return { tokens, words };
}

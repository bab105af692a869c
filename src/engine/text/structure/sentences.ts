// Splits normalised text into sentences of word tokens with their offsets, so the composed rules
// reason over positions in one sentence instead of regular expressions over the whole text.
import type { NormalizedText } from '../normalize.ts';

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

// Every composed rule reads the same sentences: they are split once per text.
const cache = new WeakMap<NormalizedText, Token[][]>();
const wordCache = new WeakMap<NormalizedText, readonly (readonly string[])[]>();

export function sentences(doc: NormalizedText): Token[][] {
  const cached = cache.get(doc);
  if (cached) return cached;
  const out = split(doc);
  cache.set(doc, out);
  return out;
}

/** The words of each sentence of `sentences(doc)`, built once per text and shared by the rules. */
export function sentenceWords(doc: NormalizedText): readonly (readonly string[])[] {
  const cached = wordCache.get(doc);
  if (cached) return cached;
  const out = sentences(doc).map((tokens) => tokens.map((t) => t.word));
  wordCache.set(doc, out);
  return out;
}

function split(doc: NormalizedText): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  const text = doc.text;
  let from = 0;
  while (from < text.length) {
    let to = text.indexOf(' ', from);
    if (to === -1) to = text.length;
    const word = text.slice(from, to);
    if (SENTENCE_END.has(word)) {
      if (current.length) out.push(current);
      current = [];
    } else if (word) {
      current.push({ word: CLAUSE_MARK.has(word) ? ',' : word, from, to });
      if (current.length >= MAX_SENTENCE_WORDS) {
        out.push(current);
        current = [];
      }
    }
    from = to + 1;
  }
  if (current.length) out.push(current);
  return out;
}

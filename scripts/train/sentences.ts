// Short sentences of harmless training texts, as examples of their own for violence and self-harm.
// The engine scores each sentence of a text (model/runs.ts), but the public sets label whole texts:
// a model that saw "i've been away" only inside a longer harmless post can read it alone as the start
// of a farewell, since the team's posts of self-harm intent are that short.
import { SENTENCE_END } from '../../src/engine/text/sentences.ts';
import type { Example } from './sources.ts';
import { THREAT_POSTS_SOURCE } from './team-cases.ts';

/** The source of the sentences. */
export const SENTENCES_SOURCE = 'sentences';

/** Sentences of this many words with a letter are the ones a whole text does not stand for. */
const MIN_WORDS = 2;
const MAX_WORDS = 16;
/** The team's and the generated examples: their sentences are not harmless by default. */
const OWN_SOURCES = new Set(['team', THREAT_POSTS_SOURCE, 'generated']);

const lettered = (word: string): boolean => /\p{L}/u.test(word);

/** The sentences of a normalised text, when it has more than one. */
function sentencesOf(normalised: string): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  for (const word of normalised.split(' ')) {
    if (SENTENCE_END.has(word)) {
      if (current.length > 0) out.push(current);
      current = [];
    } else current.push(word);
  }
  if (current.length > 0) out.push(current);
  return out.length > 1 ? out : [];
}

/**
 * The short sentences of every training text of a public source that is harmless for violence and
 * self-harm, labelled harmless for those two, and for grooming where the text is, and nothing else:
 * what they say of hate, insults or sex depends on the text around them. They train only, so no
 * sentence of a held-out text is learned.
 */
export function sentenceNegatives(examples: readonly Example[], normalised: readonly string[], train: Int32Array): Example[] {
  const out: Example[] = [];
  for (const row of train) {
    const example = examples[row]!;
    if (OWN_SOURCES.has(example.source) || example.labels.violence !== 0 || example.labels.self_harm !== 0) continue;
    for (const sentence of sentencesOf(normalised[row]!)) {
      const words = sentence.filter(lettered).length;
      if (words < MIN_WORDS || words > MAX_WORDS) continue;
      out.push({ text: sentence.join(' '), labels: { violence: 0, self_harm: 0, ...(example.labels.sexual_minors === 0 ? { sexual_minors: 0 } : {}) }, source: SENTENCES_SOURCE, fixedSplit: 'train' });
    }
  }
  return out;
}

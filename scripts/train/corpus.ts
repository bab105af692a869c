// Everything the model learns from and is measured on, read once: the public sources, the team's
// tuning sets and posts, the generated sentences and the short sentences of harmless training texts,
// each normalised and given its fixed portion.
import { generatedExamples } from './generated.ts';
import { normalisedText } from './dataset.ts';
import { sentenceNegatives } from './sentences.ts';
import { readPublicSources, type Example } from './sources.ts';
import { splitOf, type Split } from './split.ts';
import { teamTrainingExamples } from './team-cases.ts';

export interface Corpus {
  readonly examples: readonly Example[];
  /** The normalised text of each example. */
  readonly normalised: readonly string[];
  readonly splits: readonly Split[];
  /** Indices of the examples of each portion; a training text never also appears in validation or test. */
  readonly rows: Readonly<Record<Split, Int32Array>>;
}

export function readCorpus(dataDir: string): Corpus {
  const texts = corpusOf([...readPublicSources(dataDir), ...teamTrainingExamples(), ...generatedExamples()]);
  const sentences = sentenceNegatives(texts.examples, texts.normalised, texts.rows.train);
  return corpusOf([...texts.examples, ...sentences], [...texts.normalised, ...sentences.map((e) => normalisedText(e.text))]);
}

/** The examples normalised (unless their normalised texts are given) and given their portions. */
export function corpusOf(examples: readonly Example[], normalised: readonly string[] = examples.map((e) => normalisedText(e.text))): Corpus {
  const splits = examples.map((e, i): Split => splitOf(e, normalised[i]!));
  const heldOut = new Set(normalised.filter((_, i) => splits[i] !== 'train'));
  const pick = (split: Split) =>
    Int32Array.from(examples.keys()).filter((i) => splits[i] === split && (split !== 'train' || !heldOut.has(normalised[i]!)));
  return { examples, normalised, splits, rows: { train: pick('train'), validation: pick('validation'), test: pick('test') } };
}

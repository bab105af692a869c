import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { corpusOf } from '../../../../scripts/train/corpus.ts';
import { SHIPPED_DESIGN } from '../../../../scripts/train/designs.ts';
import { fitDesign } from '../../../../scripts/train/fit.ts';
import { generatedExamples } from '../../../../scripts/train/generated.ts';
import { sentenceNegatives } from '../../../../scripts/train/sentences.ts';
import { THREAT_POSTS_SOURCE } from '../../../../scripts/train/team-cases.ts';
import { MODEL_CATEGORIES } from '../../../../src/engine/text/model/index.ts';
import { readModelFile } from '../../../../src/engine/text/model/model-file.ts';
import { TextModel } from '../../../../src/engine/text/model/text-model.ts';
import { normalize } from '../../../../src/engine/text/normalize.ts';
import { VOCABULARY } from '../../../../src/engine/text/en/index.ts';

// The shipped design on a small table and one epoch over the generated sentences: the pipeline the
// real training runs, in seconds.
const design = { ...SHIPPED_DESIGN, spec: { ...SHIPPED_DESIGN.spec, bucketBits: 14 }, training: { ...SHIPPED_DESIGN.training, epochs: 1 } };
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What a fit logs (a digest of each stage's output, the loss of each epoch) and the corpus it read. */
function traced(corpus: ReturnType<typeof corpusOf>) {
  const stages = [`corpus ${digest(new TextEncoder().encode(corpus.normalised.join('\n')))}, train rows ${digest(new Uint8Array(corpus.rows.train.buffer))}`];
  const fitted = fitDesign(corpus, design, (line) => stages.push(line));
  return { ...fitted, stages };
}

describe('training', () => {
  const corpus = corpusOf(generatedExamples());
  const first = traced(corpus);

  // Both fits run inside the test, so a retry repeats both. In full test runs on two busy cores the
  // calibration stage has, a few times, given one category another's calibration, weights and all
  // else equal; hundreds of fits alone, in one process or several at once, never have. A second try
  // tells that apart from training that is not deterministic, which fails every try.
  it('gives the same weights, bit for bit, from the same data', { retry: 2 }, () => {
    const one = traced(corpusOf(generatedExamples()));
    const two = traced(corpusOf(generatedExamples()));
    // Stage by stage first, so a difference says where it began.
    expect(two.stages).toEqual(one.stages);
    expect(digest(two.bytes)).toBe(digest(one.bytes));
    expect(one.file.header.version).toMatch(new RegExp(`^${design.name}-[0-9a-f]{12}$`));
  });

  it('gives other weights from another order of the same data', () => {
    const reseeded = fitDesign(corpus, { ...design, training: { ...design.training, seed: 2 } }, () => {});
    expect(digest(reseeded.bytes)).not.toBe(digest(first.bytes));
  });

  it('keeps every text in one portion, and trains on none of the validation texts', () => {
    const train = new Set([...corpus.rows.train].map((i) => corpus.normalised[i]));
    for (const i of corpus.rows.validation) expect(train.has(corpus.normalised[i]!)).toBe(false);
    expect(corpus.rows.test.length).toBe(0);
    expect(corpus.rows.validation.length).toBeGreaterThan(corpus.examples.length * 0.1);
  });

  it('learns what it was shown: a generated threat scores above a generated idiom', () => {
    const model = new TextModel(readModelFile(first.bytes));
    const violence = model.categories.indexOf('violence');
    const score = (text: string) => {
      const shares = model.shares(normalize(text, VOCABULARY).text);
      return model.score(shares, { fromWord: 0, toWord: shares.words }, new Float64Array(model.categories.length))[violence]!;
    };
    expect(score("I know where you live and I'm going to stab you tonight")).toBeGreaterThan(score('how do I kill the process in linux'));
  });

  // Each epoch's order follows from the examples themselves, so an example a category says nothing of
  // (masked) leaves that category exactly as it was, whatever else it teaches.
  it('trains a category on examples labelled for it without moving any other category\'s weights', () => {
    const H = MODEL_CATEGORIES.length;
    const weightsOf = (file: typeof first.file, category: string) => {
      const h = MODEL_CATEGORIES.indexOf(category as (typeof MODEL_CATEGORIES)[number]);
      return digest(Uint8Array.from(file.weights.filter((_, i) => i % H === h)));
    };
    const threats = [
      "i'm going to break your jaw after practice",
      'took two pills for my headache and went to bed',
      "nobody would notice if i was gone tomorrow",
      'i will put you in the loop on the budget',
    ].map((text, i) => ({ text, labels: { violence: i === 0 ? 1 : 0, self_harm: i === 2 ? 1 : 0 } as const, source: THREAT_POSTS_SOURCE }));
    const withThreats = fitDesign(corpusOf([...generatedExamples(), ...threats]), design, () => {}).file;
    for (const category of ['hate', 'harassment', 'sexual']) expect(weightsOf(withThreats, category), category).toBe(weightsOf(first.file, category));
    expect(weightsOf(withThreats, 'violence')).not.toBe(weightsOf(first.file, 'violence'));

    const selfHarm = ['the rope is in the garage and i know what it is for', 'the rope is in the garage for the tow truck'].map((text, i) => ({
      text,
      labels: { self_harm: i === 0 ? 1 : 0 } as const,
      source: 'team-posts-elsewhere',
    }));
    const withSelfHarm = fitDesign(corpusOf([...generatedExamples(), ...threats, ...selfHarm]), design, () => {}).file;
    for (const category of ['hate', 'harassment', 'sexual', 'violence']) expect(weightsOf(withSelfHarm, category), category).toBe(weightsOf(withThreats, category));
    expect(weightsOf(withSelfHarm, 'self_harm')).not.toBe(weightsOf(withThreats, 'self_harm'));
  });
});

describe('the sentences of harmless training texts', () => {
  const examples = [
    { text: 'Lovely walk today. I have been away. Back now!', labels: { hate: 0, violence: 0, self_harm: 0 } as const, source: 'benign/funpedia' },
    { text: 'One sentence only, so the text itself stands for it.', labels: { violence: 0, self_harm: 0 } as const, source: 'benign/funpedia' },
    { text: 'A threat. I will find you.', labels: { violence: 1, self_harm: 0 } as const, source: 'gab-hate-corpus' },
    { text: 'Written by the team. Not harmless by default.', labels: { violence: 0, self_harm: 0 } as const, source: 'team' },
    { text: 'A held-out text. Its sentences are not learned.', labels: { violence: 0, self_harm: 0 } as const, source: 'benign/sst2' },
  ];
  const normalised = examples.map((e) => normalize(e.text, VOCABULARY).text);

  it('takes the short sentences of harmless public training texts only, as harmless for violence and self-harm alone, in training', () => {
    const out = sentenceNegatives(examples, normalised, Int32Array.from([0, 1, 2, 3]));
    expect(out.map((e) => e.text)).toEqual(['lovely walk today', 'i have been away', 'back now']);
    for (const e of out) expect(e).toMatchObject({ labels: { violence: 0, self_harm: 0 }, fixedSplit: 'train' });
    expect(out[0]!.labels).not.toHaveProperty('hate');
  });
});


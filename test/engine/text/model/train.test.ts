import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { corpusOf } from '../../../../scripts/train/corpus.ts';
import { SHIPPED_DESIGN } from '../../../../scripts/train/designs.ts';
import { fitDesign } from '../../../../scripts/train/fit.ts';
import { generatedExamples } from '../../../../scripts/train/generated.ts';
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

  it('gives the same weights, bit for bit, from the same data', () => {
    const second = traced(corpusOf(generatedExamples()));
    // Stage by stage first, so a difference says where it began.
    expect(second.stages).toEqual(first.stages);
    expect(digest(second.bytes)).toBe(digest(first.bytes));
    expect(first.file.header.version).toMatch(new RegExp(`^${design.name}-[0-9a-f]{12}$`));
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
      return model.score(shares, { fromWord: 0, toWord: shares.words }, new Float64Array(5))[violence]!;
    };
    expect(score("I know where you live and I'm going to stab you tonight")).toBeGreaterThan(score('how do I kill the process in linux'));
  });
});

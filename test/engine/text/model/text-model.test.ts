import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT_MODEL_VERSION } from '../../../../src/engine/text/index.ts';
import { committedModel } from '../../../../src/engine/text/model/committed.ts';
import { readModelFile, writeModelFile, ModelFileError } from '../../../../src/engine/text/model/model-file.ts';
import { normalize } from '../../../../src/engine/text/normalize.ts';
import { VOCABULARY } from '../../../../src/engine/text/en/index.ts';

const MODEL = committedModel();
const MODEL_FILE = new URL('../../../../src/engine/text/model/text-model.bin', import.meta.url);
const normalised = (text: string) => normalize(text, VOCABULARY).text;

function scoreWhole(text: string): number[] {
  const shares = MODEL.shares(normalised(text));
  return [...MODEL.score(shares, { fromWord: 0, toWord: shares.words }, new Float64Array(MODEL.categories.length))];
}

describe('the committed text model', () => {
  it('reports the version its file names, which ends in the start of the file header-and-weights digest', () => {
    const bytes = readFileSync(MODEL_FILE);
    const file = readModelFile(bytes);
    expect(TEXT_MODEL_VERSION).toBe(file.header.version);
    expect(TEXT_MODEL_VERSION).toMatch(/^[a-z0-9-]+-[0-9a-f]{12}$/);
    // The digest is taken over the file as written with an empty version.
    const draft = writeModelFile({ ...file, header: { ...file.header, version: '' } });
    expect(TEXT_MODEL_VERSION.endsWith(createHash('sha256').update(draft).digest('hex').slice(0, 12))).toBe(true);
  });

  it('reads back what it writes, byte for byte', () => {
    const bytes = readFileSync(MODEL_FILE);
    expect(Buffer.from(writeModelFile(readModelFile(bytes))).equals(bytes)).toBe(true);
  });

  it('refuses a file that is not a model, is truncated or has extra bytes', () => {
    const bytes = readFileSync(MODEL_FILE);
    expect(() => readModelFile(new TextEncoder().encode('not a model at all'))).toThrow(ModelFileError);
    expect(() => readModelFile(bytes.subarray(0, bytes.length - 1000))).toThrow(ModelFileError);
    expect(() => readModelFile(Buffer.concat([bytes, Buffer.from([0, 0])]))).toThrow(ModelFileError);
  });

  it('scores a run of words inside a text exactly as it scores those words alone', () => {
    const before = 'The weather was lovely and we walked to the harbour.';
    const middle = 'Honestly those people are vermin and should all be thrown out of the country';
    const after = 'Anyway, dinner is at eight.';
    const firstWords = MODEL.shares(normalised(before)).words;
    const middleWords = MODEL.shares(normalised(middle)).words;
    const alone = scoreWhole(middle);
    // The shares are views of the model's buffers: the text of interest is read last.
    const shares = MODEL.shares(normalised(`${before} ${middle} ${after}`));
    const inside = [...MODEL.score(shares, { fromWord: firstWords, toWord: firstWords + middleWords }, new Float64Array(MODEL.categories.length))];
    inside.forEach((p, h) => expect(p).toBeCloseTo(alone[h]!, 9));
  });

  it('gives probabilities between 0 and 1, and none to an empty text', () => {
    for (const text of ['', '...', 'hello there', 'x'.repeat(5000)]) {
      for (const p of scoreWhole(text)) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }
    }
  });

  // The team's posts of hate, which name groups in every post, hateful or not, took the friendly one from 0.08 to 0.25.
  it('scores a plain statement of hate about a group far above a friendly one about the same group', () => {
    const [hateful] = scoreWhole('Muslims are disgusting and should all be kicked out');
    const [friendly] = scoreWhole('Our Muslim neighbours brought food for the whole street');
    expect(hateful!).toBeGreaterThan(0.6);
    expect(friendly!).toBeLessThan(0.3);
  });
});

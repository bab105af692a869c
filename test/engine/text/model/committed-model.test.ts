// @module-tag training-data
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trainingDataDir } from '../../../../bench/public-test-portions.ts';
import { readCorpus } from '../../../../scripts/train/corpus.ts';
import { SHIPPED_DESIGN } from '../../../../scripts/train/designs.ts';
import { fitDesign } from '../../../../scripts/train/fit.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// `npm run train` rebuilds the committed model from the public data and the team's cases. The rules'
// word lists feed the normaliser that reads the training texts too, so a new word in a rule can
// change the model training gives (`w.a.r` read as `war`): this says so before it lands.
describe('the committed text model', () => {
  it('is what training again on the same data gives, bit for bit', () => {
    const committed = readFileSync(new URL('../../../../src/engine/text/model/text-model.bin', import.meta.url));
    const { bytes } = fitDesign(readCorpus(trainingDataDir()), SHIPPED_DESIGN, () => {});
    expect(sha256(bytes)).toBe(sha256(committed));
    // Training alone takes about 90 s; beside the rest of the suite on two cores, up to half again.
  }, 300_000);
});

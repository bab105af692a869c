// @module-tag training-data
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trainingDataDir } from '../../../../bench/public-test-portions.ts';
import { readCorpus } from '../../../../scripts/train/corpus.ts';
import { fitShippedRuleCalibration } from '../../../../scripts/train/rule-calibration.ts';

// `npm run train` fits the rules' calibration table from the public data and the team's calibration
// set: the committed table is what it gives, so anyone can rebuild it.
describe('the committed rule calibration table', () => {
  it('is what fitting it again on the same data gives', () => {
    const committed: unknown = JSON.parse(readFileSync(new URL('../../../../src/engine/text/en/rule-calibration.json', import.meta.url), 'utf8'));
    expect(fitShippedRuleCalibration(readCorpus(trainingDataDir()))).toEqual(committed);
  });
});

// The rules' confidences as calibrated probabilities: the lookup the engine applies to every rule
// finding, the fit that builds its table, and how well the committed table reads on the team's test
// sets, which it was never fitted on.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calibrationError } from '../../../scripts/train/metrics.ts';
import { fitRuleCalibration, ruleFindings, TEAM_TEST_TEXTS, type Judged } from '../../../scripts/train/rule-calibration.ts';
import { ENGLISH } from '../../../src/engine/text/en/index.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';
import { AS_STATED, RuleCalibration } from '../../../src/engine/text/rule-calibration.ts';

const table = { fittedOn: 'a test', categories: { spam: -0.2 }, labels: { 'hate/slur': 0.05 }, cells: { 'hate/slur/90': 0.8 } };

describe('rule calibration', () => {
  it('reads a measured confidence, else its label\'s shift, else its category\'s, else the rule\'s own', () => {
    const calibration = new RuleCalibration(table);
    expect(calibration.of('hate', 'slur', 0.9)).toBe(0.8);
    expect(calibration.of('hate', 'slur', 0.6)).toBeCloseTo(0.65, 9);
    expect(calibration.of('spam', 'scam', 0.75)).toBeCloseTo(0.55, 9);
    expect(calibration.of('violence', 'threat', 0.85)).toBe(0.85);
    // Never certain, never worthless.
    expect(calibration.of('hate', 'slur', 0.97)).toBe(0.99);
    expect(calibration.of('spam', 'scam', 0.1)).toBe(0.01);
  });

  it('raises the confidence of findings that were right and lowers that of findings that were wrong', () => {
    const insults = Array.from({ length: 60 }, (_, i) => `you are a pathetic idiot number ${i}`);
    const right: Judged[] = insults.map((text) => ({ text, outcome: (c) => (c === 'harassment' ? 1 : undefined) }));
    const wrong: Judged[] = insults.map((text) => ({ text, outcome: (c) => (c === 'harassment' ? 0 : undefined) }));
    const [stated] = ruleFindings(right.slice(0, 1), AS_STATED).filter((f) => f.category === 'harassment');
    const cell = `harassment/${stated!.label}/${Math.round(stated!.confidence * 100)}`;
    const up = fitRuleCalibration(right, 'right').cells[cell]!;
    const down = fitRuleCalibration(wrong, 'wrong').cells[cell]!;
    expect(up).toBeGreaterThan(stated!.confidence);
    expect(down).toBeLessThan(stated!.confidence);
    // Sixty findings outweigh the prior of thirty; a calibrated confidence stays inside [0.01, 0.99].
    expect(up).toBeGreaterThan(0.9);
    expect(up).toBeLessThanOrEqual(0.99);
    expect(down).toBeLessThan(0.35);
    expect(down).toBeGreaterThanOrEqual(0.01);
  });

  it('answers with the committed table\'s values', () => {
    const committed = JSON.parse(readFileSync(new URL('../../../src/engine/text/en/rule-calibration.json', import.meta.url), 'utf8')) as { cells: Record<string, number> };
    const [finding] = analyzeText('Write me on my card 4111 1111 1111 1111 please').filter((f) => f.category === 'pii');
    expect(finding!.confidence).toBe(Math.round(committed.cells['pii/card_number/97']! * 100) / 100);
  });

  it('reads closer to how often findings are right on the team\'s test sets, which it was never fitted on', () => {
    const ece = (calibration: RuleCalibration) => calibrationError(ruleFindings(TEAM_TEST_TEXTS, calibration).map((f) => ({ p: f.confidence, y: f.y }))).ece;
    const stated = ece(AS_STATED);
    const calibrated = ece(ENGLISH.calibration);
    expect(calibrated).toBeLessThan(stated - 0.03);
    expect(calibrated).toBeLessThan(0.1);
  });
});

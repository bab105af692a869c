import { describe, expect, it } from 'vitest';
import { threatFigures, VEILED_MEASURE } from '../../../bench/threats-and-self-harm.ts';

// Veiled threats (a house, a car, a pet or a child's day named as menace: `accidents happen to estate
// agents who lie`) and harmless posts that share their words (a neighbour watching the house, a warning
// about icy steps), written blind by four more writers in forty places: 600 and 600. Floors and
// ceilings at what the engine reaches: measured once with the engine of 8fccd51 and once with this
// round's, 320 found and 62 harmless read as violence both times. Written to teach the model, they
// taught it nothing on their validation fifth (74 of 127 found before and after, 12 then 13 of 126
// harmless flagged; the writers' other posts of threats 459 to 452 of 795), so they measure instead;
// never trained or tuned on.
describe('veiled threats written blind by four more writers', () => {
  const figures = threatFigures(VEILED_MEASURE);
  const of = (kind: string) => figures.find((r) => r.kind === kind) ?? expect.unreachable(`no ${kind}`);

  it('finds at least 320 of its 600 veiled threats at medium or higher', () => {
    expect(of('threat_veiled').flagged).toBeGreaterThanOrEqual(320);
  });

  it('reads at most 62 of its 600 harmless look-alikes as violence', () => {
    expect(of('harmless_violent_words').flagged).toBeLessThanOrEqual(62);
  });

  it('holds 600 veiled threats and 600 harmless posts, each text once', () => {
    expect(of('threat_veiled').cases).toBe(600);
    expect(of('harmless_violent_words').cases).toBe(600);
    expect(figures.reduce((n, r) => n + r.cases, 0)).toBe(1200);
    expect(new Set(VEILED_MEASURE.map((c) => c.text)).size).toBe(1200);
  });
});

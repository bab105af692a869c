import { describe, expect, it } from 'vitest';
import { nsfwFindings } from '../../../src/engine/image/nsfw-findings.ts';

const scores = (s: Partial<Record<'Drawing' | 'Hentai' | 'Neutral' | 'Porn' | 'Sexy', number>>) => ({
  Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0, ...s,
});

describe('nsfwFindings', () => {
  it('reports nothing for a neutral picture', () => {
    expect(nsfwFindings(scores({ Neutral: 0.97, Drawing: 0.03 }))).toEqual([]);
  });

  it('reports porn and hentai together as explicit with a severity by probability', () => {
    expect(nsfwFindings(scores({ Porn: 0.5, Hentai: 0.35, Neutral: 0.15 }))).toEqual([
      { category: 'sexual', label: 'explicit', severity: 'high', confidence: 0.85, action: 'block', source: 'image' },
    ]);
    expect(nsfwFindings(scores({ Porn: 0.65 }))[0]).toMatchObject({ severity: 'medium', action: 'review' });
    expect(nsfwFindings(scores({ Hentai: 0.45 }))[0]).toMatchObject({ severity: 'low', action: 'warn' });
  });

  it('needs more certainty for suggestive pictures', () => {
    expect(nsfwFindings(scores({ Sexy: 0.55 }))).toEqual([]);
    expect(nsfwFindings(scores({ Sexy: 0.85 }))).toEqual([
      { category: 'sexual', label: 'suggestive', severity: 'medium', confidence: 0.85, action: 'review', source: 'image' },
    ]);
  });

  it('follows the thresholds it is given', () => {
    const strict = { explicit: { high: 0.3, medium: 0.2, low: 0.1 }, suggestive: { high: 1, medium: 1, low: 1 } };
    expect(nsfwFindings(scores({ Porn: 0.31 }), strict)[0]).toMatchObject({ severity: 'high' });
  });
});

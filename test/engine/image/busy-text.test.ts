import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageModerator, type ImageModerator } from '../../../src/engine/image/index.ts';
import { busyBackground, lightOnDark, meme, testPatternFrame } from './fixtures.ts';

describe('OCR on busy backgrounds', () => {
  let moderator: ImageModerator;
  beforeAll(async () => {
    moderator = createImageModerator({ workers: 2 });
    await moderator.warmUp();
  });
  afterAll(() => moderator.close());

  it.each(['I will kill you', 'WE WILL KILL YOU'])('reads "%s" boxed over the colour-bar test pattern and flags violence', { tags: ['ffmpeg'] }, async (text) => {
    const result = await moderator.moderate(await testPatternFrame(text));
    expect(result.ocrText.toLowerCase()).toContain(text.toLowerCase());
    expect(result.findings.find((f) => f.category === 'violence')).toMatchObject({ source: 'ocr' });
  });

  it('reads an outlined meme caption over a photo-like picture and flags violence', async () => {
    const result = await moderator.moderate(await meme('I will kill you tonight'));
    expect(result.ocrText).toContain('will kill you tonight');
    expect(result.findings.find((f) => f.category === 'violence')).toMatchObject({ source: 'ocr' });
  });

  it('reads light text on a dark strip and flags violence', async () => {
    const result = await moderator.moderate(await lightOnDark('I will kill you tonight'));
    expect(result.ocrText).toContain('will kill you tonight');
    expect(result.findings.find((f) => f.category === 'violence')).toMatchObject({ source: 'ocr' });
  });

  it('reads a harmless caption on a busy picture and reports nothing', async () => {
    const result = await moderator.moderate(await meme('Release notes for version 2.4', 'bottom'));
    expect(result.ocrText).toContain('Release notes for version 2.4');
    expect(result.findings).toEqual([]);
  });

  it('reads no text in a busy picture without any', async () => {
    const result = await moderator.moderate(await busyBackground());
    expect(result.ocrText).toBe('');
    expect(result.findings).toEqual([]);
  });
});

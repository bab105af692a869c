import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findTextRegions, type GreyImage } from '../../../src/engine/image/text-regions.ts';
import { busyBackground, meme, page, testPatternFrame, videoFrame } from './fixtures.ts';

async function grey(bytes: Buffer): Promise<GreyImage> {
  const { data, info } = await sharp(bytes).greyscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

describe('findTextRegions', () => {
  it('finds the boxed line on the colour-bar test pattern and nothing among the bars', { tags: ['ffmpeg'] }, async () => {
    const regions = findTextRegions(await grey(await testPatternFrame('I will kill you')));
    expect(regions).toHaveLength(1);
    const [line] = regions;
    // The box is drawn at (20, 100); the 40 px text fills it to about x=265, y=140.
    expect(line!.left).toBeGreaterThanOrEqual(12);
    expect(line!.left).toBeLessThanOrEqual(30);
    expect(line!.left + line!.width).toBeGreaterThan(250);
    expect(line!.left + line!.width).toBeLessThan(290);
    expect(line!.top).toBeGreaterThanOrEqual(95);
    expect(line!.top + line!.height).toBeLessThanOrEqual(145);
  });

  it('finds nothing in the test pattern without text', { tags: ['ffmpeg'] }, async () => {
    expect(findTextRegions(await grey(await testPatternFrame()))).toEqual([]);
  });

  it('finds nothing in a busy picture without text', async () => {
    expect(findTextRegions(await grey(await busyBackground()))).toEqual([]);
  });

  it('finds the caption of a meme across the top', async () => {
    const regions = findTextRegions(await grey(await meme('I will kill you tonight')));
    expect(regions).toHaveLength(1);
    expect(regions[0]!.top).toBeLessThan(90);
    expect(regions[0]!.width).toBeGreaterThan(500);
  });

  it('finds the words of a small caption as one line', { tags: ['ffmpeg'] }, async () => {
    // Upscaled for OCR, the word spaces of a 24 px caption on a 320x240 frame are wider than the
    // gaps inside words; read alone, "WE" comes back as "Wi".
    const frame = await sharp(await videoFrame({ text: 'WE WILL KILL YOU', size: '320x240', fontSize: 24, look: 'plain' })).resize(600).toBuffer();
    const regions = findTextRegions(await grey(frame));
    expect(regions).toHaveLength(1);
    expect(regions[0]!.width).toBeGreaterThan(380);
  });

  it.each([
    [false, 1],
    [true, 2],
  ])('joins two words across a word space of plain paper, not across a shaded patch (patch: %s)', async (shaded, expected) => {
    // The patch fades in and out without a single edge: only its grey level tells it from paper.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
      <defs><linearGradient id="shade"><stop offset="0" stop-color="#f4f1e8"/><stop offset="0.5" stop-color="#505050"/><stop offset="1" stop-color="#f4f1e8"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="#f4f1e8"/>
      ${shaded ? '<rect x="106" y="0" width="34" height="200" fill="url(#shade)"/>' : ''}
      <text x="20" y="110" font-family="DejaVu Sans" font-size="40" fill="#1d1d1d">KILL</text>
      <text x="142" y="110" font-family="DejaVu Sans" font-size="40" fill="#1d1d1d">NOTES</text></svg>`;
    expect(findTextRegions(await grey(await sharp(Buffer.from(svg)).png().toBuffer()))).toHaveLength(expected);
  });

  it('returns at most maxRegions lines, in reading order', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => `Line number ${i + 1} of the release notes`);
    const all = findTextRegions(await grey(await page(lines)), { maxRegions: 20 });
    expect(all).toHaveLength(12);
    const capped = findTextRegions(await grey(await page(lines)), { maxRegions: 5 });
    expect(capped).toHaveLength(5);
    expect(capped.map((r) => r.top)).toEqual([...capped.map((r) => r.top)].sort((a, b) => a - b));
  });
});

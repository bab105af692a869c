import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageModerator, type ImageModerator } from '../../../src/engine/image/index.ts';
import { videoFrame, type VideoFrameOptions } from './fixtures.ts';

describe('OCR on small video frames', { tags: ['ffmpeg'] }, () => {
  let moderator: ImageModerator;
  beforeAll(async () => {
    moderator = createImageModerator({ workers: 2, nsfw: false });
    await moderator.warmUp();
  });
  afterAll(() => moderator.close());

  it.each<Omit<VideoFrameOptions, 'text'>>([
    { size: '320x240', fontSize: 24, look: 'pattern' },
    { size: '480x270', fontSize: 40, look: 'pattern' },
    { size: '480x270', fontSize: 18, look: 'pattern' },
    { size: '640x360', fontSize: 18, look: 'pattern' },
    { size: '320x240', fontSize: 24, look: 'plain' },
    { size: '320x240', fontSize: 18, look: 'dark' },
  ])('reads "WE WILL KILL YOU" in a $size frame at $fontSize px ($look) and flags violence', async (frame) => {
    const result = await moderator.moderate(await videoFrame({ text: 'WE WILL KILL YOU', ...frame }));
    expect(result.ocrText).toContain('WE WILL KILL YOU');
    expect(result.findings.find((f) => f.category === 'violence')).toMatchObject({ source: 'ocr' });
  });

  it('reads a harmless caption in a 320x240 frame and reports nothing', async () => {
    const result = await moderator.moderate(await videoFrame({ text: 'Release notes for version 2.4', size: '320x240', fontSize: 18, look: 'pattern' }));
    expect(result.ocrText).toContain('Release notes for version 2');
    expect(result.findings).toEqual([]);
  });
});

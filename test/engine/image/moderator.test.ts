import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImageModerator,
  ImageProcessingError,
  ImageTooLargeError,
  InvalidImageError,
  ModeratorClosedError,
  PoolSaturatedError,
  UnsupportedMediaError,
  type ImageModerator,
} from '../../../src/engine/image/index.ts';
import { encode, gif, pixelBomb, scene, textImage } from './fixtures.ts';

describe('createImageModerator', () => {
  let moderator: ImageModerator;
  beforeAll(async () => {
    moderator = createImageModerator({ workers: 2 });
    await moderator.warmUp();
  });
  afterAll(() => moderator.close());

  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('moderates a %s image and finds nothing in a plain scene', async (format) => {
    const result = await moderator.moderate(await encode(await scene(), format));
    expect(result).toMatchObject({ format, width: 640, height: 480, findings: [], ocrText: '' });
    expect(result.timingsMs.totalMs).toBeGreaterThan(0);
  });

  it('reads threatening text in an image and reports it as violence from OCR', async () => {
    const result = await moderator.moderate(await textImage('I will kill you tonight'));
    expect(result.ocrText).toMatch(/will kill you tonight/);
    const violence = result.findings.find((f) => f.category === 'violence');
    expect(violence).toMatchObject({ source: 'ocr' });
    expect(violence?.spans?.[0]?.text.toLowerCase()).toContain('kill');
  });

  it('reads harmless text and reports nothing', async () => {
    const result = await moderator.moderate(await textImage('Release notes for version 2.4'));
    expect(result.ocrText).toBe('Release notes for version 2.4');
    expect(result.findings).toEqual([]);
  });

  it('skips OCR when asked', async () => {
    const result = await moderator.moderate(await textImage('I will kill you tonight'), { ocr: false });
    expect(result.ocrText).toBe('');
    expect(result.timingsMs.ocrMs).toBe(0);
  });

  it('refuses a GIF, naming it', async () => {
    const error = await moderator.moderate(await gif()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedMediaError);
    expect(error).toMatchObject({ code: 'unsupported_media_type', found: 'gif' });
    expect((error as Error).message).toContain('gif');
  });

  it('refuses a pixel bomb from its header in milliseconds', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(1024);
    const started = performance.now();
    const error = await moderator.moderate(bomb).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect(error).toMatchObject({ code: 'payload_too_large', limit: 'pixels' });
  });

  it('refuses an image over the byte limit before decoding it', async () => {
    const small = createImageModerator({ workers: 1, maxBytes: 1000, nsfw: false, ocr: false });
    try {
      const error = await small.moderate(await encode(await scene(), 'png')).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'payload_too_large', limit: 'bytes' });
    } finally {
      await small.close();
    }
  });

  it.each(['jpeg', 'png', 'webp'] as const)('rejects a truncated %s file as invalid', async (format) => {
    const whole = await encode(await scene(), format);
    const error = await moderator.moderate(whole.subarray(0, Math.floor(whole.length / 2))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidImageError);
    expect(error).toMatchObject({ code: 'invalid_request' });
  });

  it('rejects bytes with a valid signature and garbage after it', async () => {
    const junk = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    await expect(moderator.moderate(junk)).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses at once with a Retry-After when the queue is full', async () => {
    const busy = createImageModerator({ workers: 1, maxQueue: 1 });
    try {
      await busy.warmUp();
      const image = await textImage('Release notes for version 2.4');
      const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => busy.moderate(image)));
      const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason as unknown);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(PoolSaturatedError);
        expect((reason as PoolSaturatedError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(reason).toMatchObject({ code: 'overloaded' });
      }
      expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(2);
    } finally {
      await busy.close();
    }
  });
});

describe('the worker pool', () => {
  const workerUrl = new URL('./misbehaving-worker.ts', import.meta.url);

  it('fails the job of a crashed worker and replaces the worker', async () => {
    const moderator = createImageModerator({ workers: 1, workerUrl });
    try {
      const image = await encode(await scene(64, 48), 'png');
      await expect(moderator.moderate(image, { sandbox: true })).rejects.toBeInstanceOf(ImageProcessingError);
      await expect(moderator.moderate(image)).resolves.toMatchObject({ ocrText: 'fine' });
    } finally {
      await moderator.close();
    }
  });

  it('fails a job that overruns its time budget and carries on with a fresh worker', async () => {
    const moderator = createImageModerator({ workers: 1, workerUrl, jobTimeoutMs: 300 });
    try {
      const image = await encode(await scene(64, 48), 'png');
      const error = await moderator.moderate(image, { ocr: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageProcessingError);
      expect(error).toMatchObject({ code: 'processing_failed' });
      await expect(moderator.moderate(image)).resolves.toMatchObject({ ocrText: 'fine' });
    } finally {
      await moderator.close();
    }
  });

  it('refuses work after close', async () => {
    const moderator = createImageModerator({ workers: 1, workerUrl });
    await moderator.close();
    await expect(moderator.moderate(await encode(await scene(64, 48), 'png'))).rejects.toBeInstanceOf(ModeratorClosedError);
  });
});

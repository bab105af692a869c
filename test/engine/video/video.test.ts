import { watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageModerator, UnsupportedMediaError, type ImageModerator } from '../../../src/engine/image/index.ts';
import {
  checkFfmpeg,
  examinedSpan,
  FfmpegUnavailableError,
  InvalidVideoError,
  moderateVideoFile,
  measureStreamLength,
  sampleFrames,
  sniffVideoFile,
  VideoTimeoutError,
  VideoTooLongError,
} from '../../../src/engine/video/index.ts';
import { boxedTextOnTestPattern, flickerVideo, hardCutVideo, lateThreatVideo, plainVideo, smallBoxedText, testPattern, threatVideo, withClaimedLength } from './fixtures.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'video-engine-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('checkFfmpeg', () => {
  it('reports the versions of ffmpeg and ffprobe', { tags: ['ffmpeg'] }, async () => {
    const versions = await checkFfmpeg();
    expect(versions.ffmpeg).toMatch(/^ffmpeg version/);
    expect(versions.ffprobe).toMatch(/^ffprobe version/);
  });

  it('reports a missing binary as media_unavailable', async () => {
    const error = await checkFfmpeg({ ffmpegPath: path.join(dir, 'missing', 'ffmpeg') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegUnavailableError);
    expect(error).toMatchObject({ code: 'media_unavailable' });
  });
});

describe('sniffVideoFile', () => {
  it.each([
    ['mp4', 'mp4'],
    ['mov', 'quicktime'],
    ['webm', 'webm'],
  ] as const)('names the format of a %s file from its bytes', { tags: ['ffmpeg'] }, async (container, format) => {
    expect(await sniffVideoFile(await testPattern(dir, container, 1))).toBe(format);
  });

  it('refuses an image given as a video, naming it', async () => {
    const file = path.join(dir, 'picture.mp4');
    await writeFile(file, await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } }).png().toBuffer());
    await expect(sniffVideoFile(file)).rejects.toMatchObject({ code: 'unsupported_media_type', found: 'png' });
    await expect(sniffVideoFile(file)).rejects.toBeInstanceOf(UnsupportedMediaError);
  });
});

describe('measureStreamLength', { tags: ['ffmpeg'] }, () => {
  it.each(['mp4', 'mov', 'webm'] as const)('reads the length of a %s file from its packets', async (container) => {
    const length = await measureStreamLength(await testPattern(dir, container, 3), { maxSeconds: 600 });
    expect(length).toBeGreaterThanOrEqual(2900);
    expect(length).toBeLessThanOrEqual(3100);
  });

  it('judges a file by its frames, not by the length its header claims', async () => {
    const liar = await withClaimedLength(await plainVideo(dir, 60), 3);
    expect(await measureStreamLength(liar, { maxSeconds: 600 })).toBe(60_000);
  });

  it('refuses a video whose frames run past maxSeconds though its header claims 3 s, reading no further', async () => {
    const liar = await withClaimedLength(await plainVideo(dir, 700), 3);
    const error = await measureStreamLength(liar, { maxSeconds: 600 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoTooLongError);
    expect(error).toMatchObject({ code: 'payload_too_large', message: 'video lasts more than 600 s; the limit is 600 s' });
  });

  it('rejects a truncated mp4 as invalid', async () => {
    const whole = await readFile(await testPattern(dir, 'mp4', 3));
    const file = path.join(dir, 'truncated.mp4');
    await writeFile(file, whole.subarray(0, 400));
    const error = await measureStreamLength(file, { maxSeconds: 600 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidVideoError);
    expect(error).toMatchObject({ code: 'invalid_request' });
  });

  it('reports a missing ffprobe as media_unavailable', async () => {
    const file = await testPattern(dir, 'mp4', 3);
    await expect(measureStreamLength(file, { maxSeconds: 600, ffprobePath: path.join(dir, 'missing', 'ffprobe') })).rejects.toBeInstanceOf(FfmpegUnavailableError);
  });
});

describe('sampleFrames', { tags: ['ffmpeg'] }, () => {
  it('takes at least one frame per second with its timestamp, and cleans up', async () => {
    const file = await testPattern(dir, 'webm', 5);
    // A folder of this test's own: other test files sample videos into the system temp dir at the same time.
    const tempDir = await mkdtemp(path.join(dir, 'frames-'));
    const made: string[] = [];
    const watcher = watch(tempDir, (_event, name) => name && made.push(name));
    const frames = await sampleFrames(file, { tempDir }).finally(() => watcher.close());
    const stamps = frames.map((f) => f.timestampMs);
    expect(stamps[0]).toBe(0);
    for (let second = 1; second < 5; second++) expect(stamps.some((t) => t > (second - 1) * 1000 && t <= second * 1000)).toBe(true);
    for (const frame of frames) expect([...frame.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(made.length).toBeGreaterThan(0);
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('adds a frame at a scene change', async () => {
    const frames = await sampleFrames(await hardCutVideo(dir));
    expect(frames.map((f) => f.timestampMs)).toContain(1500);
  });

  it('spreads the frames over the whole length: ten minutes at 120 frames is one frame every 10 s', async () => {
    const frames = await sampleFrames(await plainVideo(dir, 600));
    expect(frames.map((f) => f.timestampMs)).toEqual(Array.from({ length: 60 }, (_, i) => i * 10_000));
  });

  it('keeps scene changes within the budget and at the pace of the video, so they cannot crowd out its end', async () => {
    const frames = await sampleFrames(await flickerVideo(dir, 120), { maxFrames: 20 });
    const stamps = frames.map((f) => f.timestampMs);
    expect(stamps.length).toBeLessThanOrEqual(20);
    expect(stamps.length).toBeGreaterThan(10); // more than the grid alone: scene changes were taken too
    expect(Math.max(...stamps)).toBeGreaterThanOrEqual(108_000);
  });

  it('decodes the frames its header does not admit to', async () => {
    const frames = await sampleFrames(await withClaimedLength(await plainVideo(dir, 60), 3));
    expect(frames.map((f) => f.timestampMs).at(-1)).toBe(59_000);
  });

  it('takes no more than maxFrames', async () => {
    const frames = await sampleFrames(await testPattern(dir, 'mp4', 5), { fps: 10, maxFrames: 7 });
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.length).toBeLessThanOrEqual(7);
  });

  it('kills ffmpeg when it overruns its time budget', async () => {
    const file = await testPattern(dir, 'mp4', 5);
    await expect(sampleFrames(file, { fps: 10, timeoutMs: 20 })).rejects.toBeInstanceOf(VideoTimeoutError);
  });
});

describe('moderateVideoFile', { tags: ['ffmpeg'] }, () => {
  let moderator: ImageModerator;
  beforeAll(async () => {
    moderator = createImageModerator({ workers: 2 });
    await moderator.warmUp();
  });
  afterAll(() => moderator.close());

  it('reads the threatening text in the frames between 2 s and 3 s', async () => {
    const result = await moderateVideoFile(await threatVideo(dir), moderator);
    expect(result.format).toBe('mp4');
    expect(result.framesAnalysed).toBeGreaterThanOrEqual(5);
    const withText = result.frames.filter((f) => /kill/.test(f.ocrText));
    expect(withText.length).toBeGreaterThanOrEqual(1);
    for (const frame of withText) {
      expect(frame.timestampMs).toBeGreaterThanOrEqual(2000);
      expect(frame.timestampMs).toBeLessThanOrEqual(3000);
    }
    expect(result.frames.find((f) => f.timestampMs === 0)?.ocrText).toBe('');
  });

  it('reports the threat as violence with its frame timestamps', async () => {
    const result = await moderateVideoFile(await threatVideo(dir), moderator);
    const violence = result.findings.find((f) => f.category === 'violence');
    expect(violence).toMatchObject({ source: 'ocr' });
    expect(violence?.frames?.length).toBeGreaterThanOrEqual(1);
    for (const ref of violence?.frames ?? []) expect(ref.timestamp_ms).toBeGreaterThanOrEqual(2000);
  });

  it('reads boxed text over the colour-bar test pattern as violence between 2 s and 3 s', async () => {
    const result = await moderateVideoFile(await boxedTextOnTestPattern(dir, 'I will kill you'), moderator);
    const violence = result.findings.find((f) => f.category === 'violence');
    expect(violence).toMatchObject({ source: 'ocr' });
    expect(violence?.frames?.length).toBeGreaterThanOrEqual(1);
    for (const ref of violence?.frames ?? []) {
      expect(ref.timestamp_ms).toBeGreaterThanOrEqual(2000);
      expect(ref.timestamp_ms).toBeLessThanOrEqual(3000);
    }
    expect(result.frames.filter((f) => f.timestampMs < 2000 || f.timestampMs > 3000).map((f) => f.ocrText)).not.toContainEqual(expect.stringMatching(/kill/));
  });

  it.each([
    ['320x240', 24],
    ['480x270', 40],
  ] as const)('reads boxed text in a small %s video at %i px as violence between 1 s and 2 s', async (size, fontSize) => {
    const result = await moderateVideoFile(await smallBoxedText(dir, size, fontSize, 'WE WILL KILL YOU'), moderator);
    expect(result.frames.filter((f) => f.ocrText.includes('WE WILL KILL YOU')).length).toBeGreaterThanOrEqual(1);
    const violence = result.findings.find((f) => f.category === 'violence');
    expect(violence).toMatchObject({ source: 'ocr' });
    for (const ref of violence?.frames ?? []) {
      expect(ref.timestamp_ms).toBeGreaterThanOrEqual(1000);
      expect(ref.timestamp_ms).toBeLessThanOrEqual(2000);
    }
  });

  it('finds nothing in the test pattern', async () => {
    const result = await moderateVideoFile(await testPattern(dir, 'webm', 3), moderator);
    expect(result.findings).toEqual([]);
    expect(result.durationMs).toBeGreaterThan(2900);
    expect(result.examined).toMatchObject({ start_ms: 0, frames: result.framesAnalysed, duration_ms: result.durationMs });
  });

  it('finds a threat drawn at 400-420 s of a ten-minute video, at those timestamps, and says it examined all of it', async () => {
    const result = await moderateVideoFile(await lateThreatVideo(dir), moderator);
    const violence = result.findings.find((f) => f.category === 'violence');
    expect(violence).toMatchObject({ source: 'ocr' });
    const stamps = violence!.frames!.map((f) => f.timestamp_ms);
    expect(stamps.length).toBeGreaterThanOrEqual(2);
    for (const at of stamps) {
      expect(at).toBeGreaterThanOrEqual(400_000);
      expect(at).toBeLessThanOrEqual(420_000);
    }
    expect(result.examined).toEqual({ start_ms: 0, end_ms: 590_000, duration_ms: 600_000, frames: 60, max_gap_ms: 10_000 });
  }, 120_000);

  it('refuses a video longer than maxSeconds before sampling it', async () => {
    const error = await moderateVideoFile(await testPattern(dir, 'mp4', 5), moderator, { maxSeconds: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoTooLongError);
    expect(error).toMatchObject({ code: 'payload_too_large', maxSeconds: 2 });
  });
});

describe('examinedSpan', () => {
  it('names the first and last frames and the longest stretch no frame shows, ends included', () => {
    expect(examinedSpan([0, 10_000, 30_000], 45_000)).toEqual({ start_ms: 0, end_ms: 30_000, duration_ms: 45_000, frames: 3, max_gap_ms: 20_000 });
    expect(examinedSpan([5_000], 6_000)).toEqual({ start_ms: 5_000, end_ms: 5_000, duration_ms: 6_000, frames: 1, max_gap_ms: 5_000 });
    expect(examinedSpan([], 6_000)).toEqual({ start_ms: 0, end_ms: 0, duration_ms: 6_000, frames: 0, max_gap_ms: 6_000 });
  });
});

import { watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageModerator, UnsupportedMediaError, type ImageModerator } from '../../../src/engine/image/index.ts';
import {
  checkFfmpeg,
  FfmpegUnavailableError,
  InvalidVideoError,
  moderateVideoFile,
  probeVideo,
  sampleFrames,
  VideoTimeoutError,
  VideoTooLongError,
} from '../../../src/engine/video/index.ts';
import { boxedTextOnTestPattern, hardCutVideo, smallBoxedText, testPattern, threatVideo } from './fixtures.ts';

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

describe('probeVideo', () => {
  it.each([
    ['mp4', 'mp4'],
    ['mov', 'quicktime'],
    ['webm', 'webm'],
  ] as const)('reads the duration and size of a %s file', { tags: ['ffmpeg'] }, async (container, format) => {
    const file = await testPattern(dir, container, 3);
    const probe = await probeVideo(file);
    expect(probe).toMatchObject({ format, width: 320, height: 240 });
    expect(probe.durationMs).toBeGreaterThanOrEqual(2900);
    expect(probe.durationMs).toBeLessThanOrEqual(3100);
    expect(probe.sizeBytes).toBeGreaterThan(0);
  });

  it('refuses an image given as a video, naming it', async () => {
    const file = path.join(dir, 'picture.mp4');
    await writeFile(file, await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } }).png().toBuffer());
    await expect(probeVideo(file)).rejects.toMatchObject({ code: 'unsupported_media_type', found: 'png' });
    await expect(probeVideo(file)).rejects.toBeInstanceOf(UnsupportedMediaError);
  });

  it('rejects a truncated mp4 as invalid', { tags: ['ffmpeg'] }, async () => {
    const whole = await readFile(await testPattern(dir, 'mp4', 3));
    const file = path.join(dir, 'truncated.mp4');
    await writeFile(file, whole.subarray(0, 400));
    const error = await probeVideo(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidVideoError);
    expect(error).toMatchObject({ code: 'invalid_request' });
  });

  it('reports a missing ffprobe as media_unavailable', { tags: ['ffmpeg'] }, async () => {
    const file = await testPattern(dir, 'mp4', 3);
    await expect(probeVideo(file, { ffprobePath: path.join(dir, 'missing', 'ffprobe') })).rejects.toBeInstanceOf(FfmpegUnavailableError);
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

  it('stops at maxFrames', async () => {
    const frames = await sampleFrames(await testPattern(dir, 'mp4', 5), { fps: 10, maxFrames: 7 });
    expect(frames).toHaveLength(7);
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
  });

  it('refuses a video longer than maxSeconds before sampling it', async () => {
    const error = await moderateVideoFile(await testPattern(dir, 'mp4', 5), moderator, { maxSeconds: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoTooLongError);
    expect(error).toMatchObject({ code: 'payload_too_large', maxSeconds: 2 });
  });
});

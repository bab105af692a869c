// The parts of the in-process image check that need no bundle: header reading, decoding and
// resizing, and the service's score-to-finding mapping applied to synthetic classifier scores.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaWork } from '../../src/action/collect.ts';
import { deadlineIn } from '../../src/action/deadline.ts';
import { ImageHeaderError, readPictureHeader } from '../../src/action/image-header.ts';
import { moderateImagesInProcess, type NudityLoader } from '../../src/action/in-process-images.ts';
import type { Moderation } from '../../src/action/moderate.ts';
import * as nudity from '../../src/action/nudity/index.ts';
import type { NsfwScores } from '../../src/engine/image/classifier.ts';

const NEUTRAL: NsfwScores = { Drawing: 0.01, Hentai: 0.01, Neutral: 0.96, Porn: 0.01, Sexy: 0.01 };

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

function file(path: string): MediaWork {
  return { where: { kind: 'file', label: path, path }, source: { kind: 'blob', sha: path } };
}

/** A moderation whose files are the given bytes, and a loader whose classifier answers `scores` for every picture. */
function setup(files: Record<string, Uint8Array>, scores: NsfwScores) {
  const loads: string[] = [];
  const m: Moderation = {
    moderator: { kind: 'in-process' },
    deadline: deadlineIn(60_000),
    load: async (source) => {
      const sha = source.kind === 'blob' ? source.sha : source.url;
      loads.push(sha);
      return files[sha] ?? null;
    },
  };
  const seen: Uint8Array[] = [];
  const loader: NudityLoader = async () => ({
    nudity,
    classifier: {
      classify: async (rgb) => {
        seen.push(rgb);
        return scores;
      },
    },
  });
  return { m, loader, loads, seen };
}

describe('readPictureHeader', () => {
  it('reads PNG and JPEG dimensions from the header', async () => {
    expect(readPictureHeader(await solid(300, 17, '#123').png().toBuffer())).toEqual({ format: 'png', width: 300, height: 17 });
    expect(readPictureHeader(await solid(41, 900, '#123').jpeg().toBuffer())).toEqual({ format: 'jpeg', width: 41, height: 900 });
    expect(readPictureHeader(await solid(41, 90, '#123').jpeg({ progressive: true }).toBuffer())).toEqual({ format: 'jpeg', width: 41, height: 90 });
  });

  it('answers null for other files and throws for an unreadable header', async () => {
    expect(readPictureHeader(await solid(8, 8, '#123').webp().toBuffer())).toBeNull();
    expect(readPictureHeader(new TextEncoder().encode('hello'))).toBeNull();
    expect(() => readPictureHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toThrow(ImageHeaderError);
  });
});

describe('toClassifierInput', () => {
  it('resizes to 224x224 RGB, flattening transparency on white', async () => {
    const png = await sharp({ create: { width: 500, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const header = readPictureHeader(png);
    if (!header) throw new Error('no header');
    const rgb = nudity.toClassifierInput(png, header, 40_000_000);
    expect(rgb.byteLength).toBe(224 * 224 * 3);
    expect(new Set(rgb)).toEqual(new Set([255]));
  });

  it('keeps the colours of a JPEG', async () => {
    const jpeg = await solid(64, 48, '#c83214').jpeg({ quality: 95 }).toBuffer();
    const header = readPictureHeader(jpeg);
    if (!header) throw new Error('no header');
    const rgb = nudity.toClassifierInput(jpeg, header, 40_000_000);
    for (const [i, want] of [200, 50, 20].entries()) expect(Math.abs((rgb[i] ?? 0) - want)).toBeLessThan(6);
  });
});

describe('moderateImagesInProcess', () => {
  it('turns explicit scores into the service\'s sexual finding', async () => {
    const png = await solid(32, 32, '#888').png().toBuffer();
    const { m, loader, seen } = setup({ 'a.png': png }, { ...NEUTRAL, Porn: 0.7, Hentai: 0.2, Neutral: 0.08 });
    const [outcome] = await moderateImagesInProcess(m, [file('a.png')], 20, 1_000_000, loader);
    expect(seen[0]?.byteLength).toBe(224 * 224 * 3);
    expect(outcome?.verdict?.findings).toEqual([{ category: 'sexual', label: 'explicit', severity: 'high', confidence: 0.9, action: 'block', source: 'image' }]);
    expect(outcome?.verdict?.safe).toBe(false);
  });

  it('finds nothing in neutral scores, and a medium suggestive finding in high Sexy scores', async () => {
    const jpeg = await solid(32, 32, '#888').jpeg().toBuffer();
    const clean = setup({ 'a.jpg': jpeg }, NEUTRAL);
    expect((await moderateImagesInProcess(clean.m, [file('a.jpg')], 20, 1_000_000, clean.loader))[0]?.verdict?.findings).toEqual([]);
    const sexy = setup({ 'a.jpg': jpeg }, { ...NEUTRAL, Sexy: 0.85, Neutral: 0.12 });
    const [outcome] = await moderateImagesInProcess(sexy.m, [file('a.jpg')], 20, 1_000_000, sexy.loader);
    expect(outcome?.verdict?.findings.map((f) => [f.label, f.severity, f.action])).toEqual([['suggestive', 'medium', 'review']]);
  });

  it('lists linked images and other formats as not checked without loading them, and never loads the engine for them', async () => {
    let loaded = false;
    const { m, loads } = setup({}, NEUTRAL);
    const link: MediaWork = { where: { kind: 'link', label: 'image from img.example', url: 'https://img.example/a.png' }, source: { kind: 'url', url: 'https://img.example/a.png' } };
    const outcomes = await moderateImagesInProcess(m, [file('a.webp'), file('b.gif'), link], 20, 1_000_000, async () => {
      loaded = true;
      throw new Error('not expected');
    });
    expect(outcomes.map((o) => o.notChecked)).toEqual([true, true, true]);
    expect(loads).toEqual([]);
    expect(loaded).toBe(false);
  });

  it('lists a WebP named .png as not checked, skips a text file named .png, and one over max-image-bytes', async () => {
    const webp = await solid(8, 8, '#123').webp().toBuffer();
    const { m, loader } = setup({ 'w.png': webp, 't.png': new TextEncoder().encode('not an image') }, NEUTRAL);
    const outcomes = await moderateImagesInProcess(m, [file('w.png'), file('t.png'), file('missing.png')], 20, 1_000_000, loader);
    expect(outcomes.map((o) => o.notChecked ?? o.skipped)).toEqual([true, 'not a JPEG, PNG, WebP or AVIF image', 'larger than max-image-bytes (1000000)']);
  });

  it('reports an engine that fails to load as an error, not a skip', async () => {
    const png = await solid(8, 8, '#123').png().toBuffer();
    const { m } = setup({ 'a.png': png }, NEUTRAL);
    const [outcome] = await moderateImagesInProcess(m, [file('a.png')], 20, 1_000_000, async () => {
      throw new Error('wasm did not start');
    });
    expect(outcome?.error).toEqual({ code: 'image_engine_failed', message: 'wasm did not start' });
  });
});

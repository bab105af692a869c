// Media engine benchmark: per-image latency by format with and without OCR, pool throughput,
// and video processing speed, each against a baseline measured in the same run.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { createImageModerator, type ImageModerator } from '../src/engine/image/index.ts';
import { moderateVideoFile, sampleFrames } from '../src/engine/video/index.ts';

const ITERATIONS = 15;
const FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed(fn: () => Promise<unknown>, n = ITERATIONS): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return samples;
}

/** A 1-megapixel (1155x866) picture with shapes and a caption, encoded in each format. */
async function images(): Promise<Record<(typeof FORMATS)[number], Buffer>> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1155" height="866">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#e9c46a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="350" cy="350" r="180" fill="#e76f51"/>
    <rect x="640" y="420" width="360" height="260" fill="#264653"/>
    <text x="60" y="800" font-family="DejaVu Sans" font-size="48" fill="#ffffff">Release notes for version 2.4</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return {
    jpeg: await sharp(png).jpeg({ quality: 85 }).toBuffer(),
    png,
    webp: await sharp(png).webp({ quality: 80 }).toBuffer(),
    avif: await sharp(png).avif({ quality: 50, effort: 2 }).toBuffer(),
  };
}

const decodeOnly = (bytes: Buffer) => sharp(bytes).resize(224, 224, { fit: 'fill' }).raw().toBuffer();

async function latency(moderator: ImageModerator, inputs: Record<(typeof FORMATS)[number], Buffer>): Promise<void> {
  console.log('| format | sharp decode p50/p99 (baseline) | moderate, no OCR p50/p99 | moderate, OCR p50/p99 |');
  console.log('|---|---|---|---|');
  for (const format of FORMATS) {
    const bytes = inputs[format];
    const base = await timed(() => decodeOnly(bytes));
    const plain = await timed(() => moderator.moderate(bytes, { ocr: false }));
    const full = await timed(() => moderator.moderate(bytes));
    console.log(
      `| ${format} | ${ms(percentile(base, 50))} / ${ms(percentile(base, 99))} | ${ms(percentile(plain, 50))} / ${ms(percentile(plain, 99))}` +
        ` (x${(percentile(plain, 50) / percentile(base, 50)).toFixed(1)}) | ${ms(percentile(full, 50))} / ${ms(percentile(full, 99))}` +
        ` (x${(percentile(full, 50) / percentile(base, 50)).toFixed(1)}) |`,
    );
  }
}

async function throughput(moderator: ImageModerator, bytes: Buffer): Promise<void> {
  const count = 40;
  let t = performance.now();
  await Promise.all(Array.from({ length: count }, () => decodeOnly(bytes)));
  const baseRate = count / ((performance.now() - t) / 1000);
  t = performance.now();
  await Promise.all(Array.from({ length: count }, () => moderator.moderate(bytes)));
  const rate = count / ((performance.now() - t) / 1000);
  console.log(`\npool full (2 workers, ${count} JPEG images at once, OCR on): ${rate.toFixed(1)} images/s;` +
    ` baseline sharp decode alone ${baseRate.toFixed(1)} images/s (ratio ${(rate / baseRate).toFixed(3)})`);
}

async function models(inputs: Record<(typeof FORMATS)[number], Buffer>): Promise<void> {
  console.log('\nclassifier models (JPEG, OCR off, one worker):');
  for (const model of ['MobileNetV2', 'MobileNetV2Mid'] as const) {
    const moderator = createImageModerator({ workers: 1, ocr: false, model });
    await moderator.warmUp();
    await moderator.moderate(inputs.jpeg);
    const samples: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) samples.push((await moderator.moderate(inputs.jpeg)).timingsMs.classifyMs);
    console.log(`- ${model}: inference p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}`);
    await moderator.close();
  }
}

async function video(moderator: ImageModerator): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'media-bench-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    const seconds = 30;
    await promisify(execFile)('ffmpeg', ['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=1280x720:rate=25`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file]);
    let t = performance.now();
    await sampleFrames(file);
    const sampling = (performance.now() - t) / 1000;
    t = performance.now();
    const result = await moderateVideoFile(file, moderator);
    const total = (performance.now() - t) / 1000;
    console.log(`\nvideo (${seconds} s, 1280x720, ${result.framesAnalysed} frames): ${(total / seconds).toFixed(3)} s of processing per s of video` +
      ` (target <= 0.25); baseline ffmpeg sampling alone ${(sampling / seconds).toFixed(3)} s/s (ratio ${(total / sampling).toFixed(1)})`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const inputs = await images();
  const moderator = createImageModerator({ workers: 2 });
  try {
    await moderator.warmUp();
    await moderator.moderate(inputs.jpeg); // first inference compiles kernels
    await latency(moderator, inputs);
    await throughput(moderator, inputs.jpeg);
    await video(moderator);
  } finally {
    await moderator.close();
  }
  await models(inputs);
}

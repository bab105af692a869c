// Extracts frames with ffmpeg: at least `fps` frames per second plus one at each scene change,
// up to a cap, each with its timestamp read from ffmpeg's `showinfo` filter.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '../../api/index.ts';
import { InvalidVideoError } from './errors.ts';
import { runTool } from './run-tool.ts';
import { resolveTools, type FfmpegTools } from './tools.ts';

export interface SampleOptions extends FfmpegTools {
  /** Minimum frames per second of video. Default 1. */
  readonly fps?: number;
  /** ffmpeg scene score (0..1) above which a frame is also taken. Default 0.3. */
  readonly sceneThreshold?: number;
  /** Most frames taken. Default 120. */
  readonly maxFrames?: number;
  /** Only this much of the video is read, in seconds. Default 600. */
  readonly maxSeconds?: number;
  /** Frames wider or taller than this are scaled down, in pixels. Default 1280. */
  readonly maxSide?: number;
  /** ffmpeg's time budget, in milliseconds. Default 300,000. */
  readonly timeoutMs?: number;
  /** Parent of the temporary frame folder. Default the system temp dir. */
  readonly tempDir?: string;
}

export interface SampledFrame {
  readonly timestampMs: number;
  readonly format: 'jpeg';
  readonly bytes: Uint8Array;
}

const PTS_TIME = /\bn:\s*(\d+)\b.*\bpts_time:\s*(-?[\d.]+)/;

export async function sampleFrames(file: string, options: SampleOptions = {}): Promise<SampledFrame[]> {
  const { ffmpegPath } = resolveTools(options);
  const fps = options.fps ?? 1;
  const maxFrames = options.maxFrames ?? 120;
  const maxSide = options.maxSide ?? 1280;
  const dir = await mkdtemp(path.join(options.tempDir ?? os.tmpdir(), 'content-moderation-frames-'));
  try {
    // The first frame, then any frame 1/fps after the last one taken, or at a scene change.
    const select = `select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,${1 / fps})+gt(scene\\,${options.sceneThreshold ?? 0.3})'`;
    const scale = `scale='min(iw\\,${maxSide})':'min(ih\\,${maxSide})':force_original_aspect_ratio=decrease`;
    const timestamps: number[] = [];
    const run = await runTool(
      ffmpegPath,
      [
        '-nostdin', '-hide_banner', '-loglevel', 'info',
        '-t', String(options.maxSeconds ?? LIMITS.videoMaxSeconds),
        '-i', file,
        '-an', '-sn', '-dn',
        '-vf', `${select},showinfo,${scale}`,
        '-fps_mode', 'vfr',
        '-frames:v', String(maxFrames),
        '-q:v', '3',
        path.join(dir, 'frame-%05d.jpg'),
      ],
      {
        timeoutMs: options.timeoutMs ?? 300_000,
        maxOutputBytes: 64 * 1024,
        onStderrLine(line) {
          if (!line.includes('Parsed_showinfo')) return;
          const match = PTS_TIME.exec(line);
          if (match) timestamps[Number(match[1])] = Math.max(0, Math.round(Number(match[2]) * 1000));
        },
      },
    );
    if (run.exitCode !== 0) throw new InvalidVideoError(`ffmpeg cannot decode the video: ${run.stderr.trim().split('\n').at(-1) ?? ''}`);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.jpg')).sort();
    const frames: SampledFrame[] = [];
    for (const [index, name] of files.entries()) {
      const timestampMs = timestamps[index];
      if (timestampMs === undefined) continue; // no timestamp, no evidence to point at
      frames.push({ timestampMs, format: 'jpeg', bytes: await readFile(path.join(dir, name)) });
    }
    return frames;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Extracts frames with ffmpeg, spread over the whole decoded length of the video: one in each cell
// of a regular grid (at most `fps` per second, at most half the frame budget), plus frames at scene
// changes that may use the rest of the budget while keeping pace with the video, so that a busy
// start cannot crowd out its end. Each frame's timestamp is read from ffmpeg's `showinfo` filter.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '../../api/index.ts';
import { InvalidVideoError } from './errors.ts';
import { runTool } from './run-tool.ts';
import { measureStreamLength } from './stream-length.ts';
import { resolveTools, type FfmpegTools } from './tools.ts';

export interface SampleOptions extends FfmpegTools {
  /** Most frames per second on the regular grid. Default 1. */
  readonly fps?: number;
  /** ffmpeg scene score (0..1) above which a frame is also taken. Default 0.3. */
  readonly sceneThreshold?: number;
  /** Most frames taken. Default 120. */
  readonly maxFrames?: number;
  /** Longer videos are refused (`VideoTooLongError`), in seconds. Default 600. */
  readonly maxSeconds?: number;
  /** The video's decoded length in milliseconds, when already measured (`measureStreamLength`). */
  readonly lengthMs?: number;
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

export interface SamplingPlan {
  /** Seconds between two cells of the regular grid. */
  readonly intervalSeconds: number;
  /** Cells of the grid over the length. */
  readonly cells: number;
}

/** Scene changes closer than this to the last frame taken are skipped, in seconds. */
const MIN_SCENE_GAP_SECONDS = 0.25;

/** The grid for a video `lengthSeconds` long: half of `maxFrames` at most, and at most `fps` a second. */
export function samplingPlan(lengthSeconds: number, fps: number, maxFrames: number): SamplingPlan {
  const cells = Math.max(1, Math.ceil(maxFrames / 2));
  const intervalSeconds = Math.max(1 / fps, lengthSeconds / cells);
  return { intervalSeconds, cells: Math.max(1, Math.ceil(lengthSeconds / intervalSeconds)) };
}

/**
 * ffmpeg's `select` expression for the plan: the first frame of each grid cell, and a frame at a
 * scene change when the frames taken so far (`selected_n`) are behind the budget's pace at `t`
 * and leave room for one frame in each cell still to come.
 */
function selectExpression(plan: SamplingPlan, lengthSeconds: number, maxFrames: number, sceneThreshold: number): string {
  const step = plan.intervalSeconds.toFixed(6);
  const pace = (maxFrames / Math.max(lengthSeconds, plan.intervalSeconds)).toFixed(6);
  const grid = `gt(floor(t/${step}),floor(prev_selected_t/${step}))`;
  const scene = [
    `gt(scene,${sceneThreshold})`,
    `gte(t-prev_selected_t,${MIN_SCENE_GAP_SECONDS})`,
    `lt(selected_n,${pace}*t)`,
    `lt(selected_n+${plan.cells}-floor(t/${step}),${maxFrames})`,
  ].join('*');
  return `isnan(prev_selected_t)+${grid}+${scene}`.replaceAll(',', '\\,');
}

const PTS_TIME = /\bn:\s*(\d+)\b.*\bpts_time:\s*(-?[\d.]+)/;

export async function sampleFrames(file: string, options: SampleOptions = {}): Promise<SampledFrame[]> {
  const { ffmpegPath } = resolveTools(options);
  const maxFrames = options.maxFrames ?? 120;
  const maxSeconds = options.maxSeconds ?? LIMITS.videoMaxSeconds;
  const maxSide = options.maxSide ?? 1280;
  const lengthSeconds = (options.lengthMs ?? (await measureStreamLength(file, { ...options, maxSeconds }))) / 1000;
  const plan = samplingPlan(lengthSeconds, options.fps ?? 1, maxFrames);
  const dir = await mkdtemp(path.join(options.tempDir ?? os.tmpdir(), 'content-moderation-frames-'));
  try {
    const select = `select='${selectExpression(plan, lengthSeconds, maxFrames, options.sceneThreshold ?? 0.3)}'`;
    const scale = `scale='min(iw\\,${maxSide})':'min(ih\\,${maxSide})':force_original_aspect_ratio=decrease`;
    const timestamps: number[] = [];
    const run = await runTool(
      ffmpegPath,
      [
        '-nostdin', '-hide_banner', '-loglevel', 'info',
        // The measured length bounds the decoding too (plus a second for the last frame's own length).
        '-t', String(Math.min(maxSeconds, lengthSeconds + 1)),
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

// Moderates a video file: measure its decoded length, sample frames over all of it, moderate each
// frame with the image moderator, merge the findings with the timestamps where they occur, and say
// which span was examined.
import { setTimeout as sleep } from 'node:timers/promises';
import { LIMITS, type ExaminedSpan, type ModerationResult } from '../../api/index.ts';
import { PoolSaturatedError, type ImageModerator, type VideoFormat } from '../image/index.ts';
import { VideoTimeoutError } from './errors.ts';
import { mergeFrameFindings } from './merge.ts';
import { sniffVideoFile } from './sniff-file.ts';
import { sampleFrames, type SampleOptions } from './sample.ts';
import { measureStreamLength } from './stream-length.ts';

export interface ModerateVideoOptions extends SampleOptions {
  readonly sandbox?: boolean;
  /** Read text in frames. Default true. */
  readonly ocr?: boolean;
  /** Frames moderated at the same time; match the image moderator's workers. Default 2. */
  readonly concurrency?: number;
  /** Budget for the whole video, in milliseconds. Default 600,000. */
  readonly totalTimeoutMs?: number;
}

export interface FrameModeration {
  readonly timestampMs: number;
  readonly findings: ModerationResult[];
  readonly ocrText: string;
}

export interface VideoModeration {
  readonly format: VideoFormat;
  /** One finding per category and label, with `frames` where it occurs. */
  readonly findings: ModerationResult[];
  /** What each analysed frame showed, in time order. */
  readonly frames: FrameModeration[];
  readonly framesAnalysed: number;
  /** The length of the video as decoded (not as its header claims), in milliseconds. */
  readonly durationMs: number;
  /** Which part of the video the frames cover. */
  readonly examined: ExaminedSpan;
  /** Wall time spent on this video, in milliseconds. */
  readonly processingMs: number;
}

/** Longest pause before retrying a frame the image queue refused. */
const MAX_SATURATION_WAIT_MS = 1000;

export async function moderateVideoFile(
  file: string,
  imageModerator: Pick<ImageModerator, 'moderate'>,
  options: ModerateVideoOptions = {},
): Promise<VideoModeration> {
  const started = performance.now();
  const totalTimeoutMs = options.totalTimeoutMs ?? 600_000;
  const deadline = started + totalTimeoutMs;
  const maxSeconds = options.maxSeconds ?? LIMITS.videoMaxSeconds;
  const format = await sniffVideoFile(file);
  // Judged on its packets, not its header: refused here when longer than maxSeconds.
  const lengthMs = await measureStreamLength(file, { ...options, maxSeconds });
  const frames = await sampleFrames(file, { ...options, maxSeconds, lengthMs, timeoutMs: Math.min(options.timeoutMs ?? totalTimeoutMs, totalTimeoutMs) });

  const moderateFrame = async (bytes: Uint8Array) => {
    for (;;) {
      try {
        return await imageModerator.moderate(bytes, { sandbox: options.sandbox ?? false, ocr: options.ocr ?? true });
      } catch (error) {
        // Frames share the queue with live image requests: wait for room rather than fail the video.
        if (!(error instanceof PoolSaturatedError) || performance.now() > deadline) throw error;
        await sleep(Math.min(error.retryAfterSeconds * 1000, MAX_SATURATION_WAIT_MS));
      }
    }
  };

  const results: FrameModeration[] = new Array(frames.length);
  let next = 0;
  const lane = async () => {
    while (next < frames.length) {
      if (performance.now() > deadline) throw new VideoTimeoutError('video moderation', totalTimeoutMs);
      const index = next++;
      const frame = frames[index]!;
      const moderation = await moderateFrame(frame.bytes);
      results[index] = { timestampMs: frame.timestampMs, findings: moderation.findings, ocrText: moderation.ocrText };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, lane));

  return {
    format,
    findings: mergeFrameFindings(results),
    frames: results,
    framesAnalysed: results.length,
    durationMs: lengthMs,
    examined: examinedSpan(results.map((r) => r.timestampMs), lengthMs),
    processingMs: Math.round(performance.now() - started),
  };
}

/** The span the frames at `timestampsMs` cover, and the longest stretch of the video none of them shows. */
export function examinedSpan(timestampsMs: readonly number[], durationMs: number): ExaminedSpan {
  const sorted = [...timestampsMs].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  const last = sorted.at(-1) ?? 0;
  let maxGap = sorted.length ? Math.max(first, durationMs - last) : durationMs;
  for (let i = 1; i < sorted.length; i++) maxGap = Math.max(maxGap, sorted[i]! - sorted[i - 1]!);
  return { start_ms: first, end_ms: last, duration_ms: durationMs, frames: sorted.length, max_gap_ms: Math.max(0, maxGap) };
}

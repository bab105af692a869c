// Video moderation as durable jobs: the submitter keeps the upload and queues the job; the
// processor fetches a URL input if needed, samples the video with ffmpeg and moderates the frames.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dispatcher } from 'undici';
import { identifyMedia, moderateVideoFile, sniffVideoFile, UnsupportedMediaError, VIDEO_FORMATS, type ImageModerator as ImageEngine } from '../engine/index.ts';
import type { Clock, JobStore } from '../store/index.ts';
import { ApiError } from './errors.ts';
import type { JobProcessor } from './jobs/index.ts';
import type { VideoSubmitter } from './media.ts';
import { mediaProblem } from './media-errors.ts';
import { newResultId } from './moderation.ts';
import { fetchLimited, type UrlGuard } from '../net/index.ts';

export interface VideoSubmitterOptions {
  readonly jobs: JobStore;
  /** Where uploads wait for their job; inside DATA_DIR so they survive a restart. */
  readonly uploadsDir: string;
  /** Unfinished jobs past which new videos are refused with 503 `overloaded`. */
  readonly maxUnfinished: number;
  readonly clock: Clock;
  /** Called once a job is queued, e.g. the runner's `wake`. */
  readonly onQueued: () => void;
}

export function videoSubmitterFor(options: VideoSubmitterOptions): VideoSubmitter {
  const { jobs, uploadsDir, maxUnfinished, clock, onQueued } = options;
  return async ({ input, keyId, sandbox }) => {
    let upload = 'file' in input ? input.file : undefined;
    try {
      if ((await jobs.countUnfinished()) >= maxUnfinished) {
        throw new ApiError(503, 'overloaded', `${maxUnfinished} videos are already waiting; retry later.`, { headers: { 'retry-after': '30' } });
      }
      const resultId = newResultId();
      if ('url' in input) {
        const accepted = await jobs.enqueue({ resultId, keyId, sandbox, inputUrl: input.url, now: clock.now() });
        onQueued();
        return accepted;
      }
      const format = await sniffVideoFile(input.file).catch((error: unknown) => {
        throw mediaProblem(error);
      });
      const inputPath = join(uploadsDir, `${resultId}.${format}`);
      await rename(input.file, inputPath);
      upload = inputPath;
      const accepted = await jobs.enqueue({ resultId, keyId, sandbox, inputPath, now: clock.now() });
      upload = undefined; // the job owns it now
      onQueued();
      return accepted;
    } finally {
      if (upload !== undefined) await rm(upload, { force: true });
    }
  };
}

export interface VideoProcessorOptions {
  readonly engine: Pick<ImageEngine, 'moderate'>;
  readonly guard: UrlGuard;
  readonly dispatcher: Dispatcher;
  /** Where videos given by URL are downloaded for the length of their job. */
  readonly uploadsDir: string;
  readonly maxBytes: number;
  readonly maxSeconds: number;
  readonly fetchTimeoutMs: number;
  readonly ffmpegPath: string;
  readonly fps: number;
  readonly maxFrames: number;
  /** Frames moderated at the same time (the image workers). */
  readonly frameConcurrency: number;
}

export function videoProcessorFor(options: VideoProcessorOptions): JobProcessor {
  return async (job) => {
    let file = job.inputPath;
    let downloaded: string | undefined;
    if (file === null) {
      if (job.inputUrl === null) throw new ApiError(500, 'processing_failed', 'The job has no input.');
      const fetched = await fetchLimited(job.inputUrl, {
        maxBytes: options.maxBytes,
        timeoutMs: options.fetchTimeoutMs,
        guard: options.guard,
        dispatcher: options.dispatcher,
        accept: 'video/*',
      });
      const identity = identifyMedia(fetched.bytes);
      if (identity.kind !== 'video') throw new UnsupportedMediaError(identity.format, VIDEO_FORMATS);
      await mkdir(options.uploadsDir, { recursive: true, mode: 0o700 });
      downloaded = join(options.uploadsDir, `${job.resultId}.${randomBytes(4).toString('hex')}.${identity.format}`);
      await writeFile(downloaded, fetched.bytes, { mode: 0o600 });
      file = downloaded;
    }
    try {
      const video = await moderateVideoFile(file, options.engine, {
        sandbox: job.sandbox,
        ffmpegPath: options.ffmpegPath,
        fps: options.fps,
        maxFrames: options.maxFrames,
        maxSeconds: options.maxSeconds,
        concurrency: options.frameConcurrency,
      });
      return { results: video.findings, examined: video.examined };
    } finally {
      if (downloaded) await rm(downloaded, { force: true });
    }
  };
}

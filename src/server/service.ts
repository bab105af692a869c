// Assembles the whole service from its configuration: store, text and media engines, video job runner,
// webhook dispatcher and the HTTP app; the caller listens (runService) and stops it.
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { checkFfmpeg, createImageModerator, createTextAnalyzer } from '../engine/index.ts';
import type { Clock, Store } from '../store/index.ts';
import { createApp, type AppDeps } from './app.ts';
import type { Config } from './config.ts';
import { WebhookDispatcher } from './delivery/index.ts';
import { JobRunner } from './jobs/index.ts';
import { imageModeratorFor } from './media-engines.ts';
import { openConfiguredStore } from './open-store.ts';
import { createGuardedAgent, createUrlGuard } from '../net/index.ts';
import type { BackgroundService } from './service-runner.ts';
import { removeAbandonedUploads, uploadsDirectory } from './upload-spool.ts';
import { usageFlusher } from './usage-flusher.ts';
import { videoProcessorFor, videoSubmitterFor } from './video-jobs.ts';

export interface AssembleOptions {
  readonly logger?: Logger;
  /** Run the real image and video engines; without them media routes answer 501 media_unavailable. Default true. */
  readonly media?: boolean;
  readonly clock?: Clock;
  /** An already open store (tests); default opens DATA_DIR. */
  readonly store?: Store;
  /** Stand-ins that replace the assembled parts (tests). */
  readonly deps?: Partial<AppDeps>;
  /** Milliseconds between looks at the job queue and the outbox. Default 1,000. */
  readonly pollIntervalMs?: number;
}

export interface AssembledService {
  readonly app: FastifyInstance;
  readonly store: Store;
  /** Started after the app listens, stopped in reverse order after it closes. */
  readonly services: BackgroundService[];
  /** Why video moderation is off, when it is. */
  readonly videoUnavailable: string | undefined;
}

/** Seconds to wait for running video jobs, then for webhook attempts, at shutdown. */
const JOB_STOP_MS = 30_000;
const DELIVERY_STOP_MS = 10_000;

export async function assembleService(config: Config, options: AssembleOptions = {}): Promise<AssembledService> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const store =
    options.store ??
    (await openConfiguredStore(config, {
      checkpointInBackground: true,
      onConnectionError: (error) => logger.warn({ err: error }, 'a database connection failed; the pool replaces it'),
      ...(options.clock ? { clock: options.clock } : {}),
    }));
  const clock = options.clock ?? store.clock;
  const urlGuard = createUrlGuard({ policy: config.privateUrls });
  const agent = createGuardedAgent({ policy: config.privateUrls });
  const uploadsDir = uploadsDirectory(config.dataDir);
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;

  const dispatcher = new WebhookDispatcher({
    store: store.deliveries,
    urlGuard,
    dispatcher: agent,
    logger,
    clock,
    scheduleMs: config.webhooks.retryScheduleSeconds.map((s) => s * 1000),
    timeoutMs: config.webhooks.timeoutMs,
    pollIntervalMs,
  });

  // A text analyzer given by the caller (a stand-in) is the caller's to close.
  const ownTextAnalyzer = options.deps?.textAnalyzer === undefined;
  const textAnalyzer =
    options.deps?.textAnalyzer ??
    createTextAnalyzer({
      workers: config.text.workers,
      maxQueue: config.text.queue,
      jobTimeoutMs: config.text.timeoutMs,
      maxCodePoints: config.limits.textMaxChars,
    });
  const closeTextAnalyzer = async () => {
    if (ownTextAnalyzer) await textAnalyzer.close();
  };

  const wantMedia = options.media ?? true;
  const engine = wantMedia
    ? createImageModerator({
        workers: config.images.workers,
        maxQueue: config.images.queue,
        maxBytes: config.limits.imageMaxBytes,
        maxPixels: config.limits.imageMaxPixels,
        ocr: config.images.ocr,
        nsfw: config.images.nsfw,
      })
    : undefined;
  let videoUnavailable: string | undefined = wantMedia ? undefined : 'Video moderation is not enabled on this service.';
  try {
    // Warm before listening, so the first request does not pay the model loads.
    await Promise.all([textAnalyzer.ready(), engine?.warmUp()]);
  } catch (error) {
    await closeTextAnalyzer();
    await engine?.close();
    await agent.close();
    if (!options.store) await store.close();
    throw error;
  }
  if (engine) {
    // Checked after the warm-up, not during it: the warm-up can hold this thread for seconds on a
    // busy host (replicas starting together), and ffmpeg's time budget would then run out unseen,
    // leaving the replica refusing every video for its whole life.
    const missing = await checkFfmpeg({ ffmpegPath: config.video.ffmpegPath }).then(
      () => undefined,
      (error: unknown) => error,
    );
    if (missing !== undefined) {
      videoUnavailable = 'Video moderation is unavailable: ffmpeg could not be run at start-up (install ffmpeg or set FFMPEG_PATH).';
      logger.warn({ ffmpegPath: config.video.ffmpegPath, err: missing }, 'ffmpeg is not available; video requests answer 501 media_unavailable');
    }
  }

  // Uploads cut off by a stop mid-request; none can still be in flight after a request timeout.
  const abandoned = await removeAbandonedUploads(uploadsDir, config.requestTimeoutMs, clock.now());
  if (abandoned > 0) logger.info({ removed: abandoned }, 'abandoned partial uploads removed');

  const runner = new JobRunner({
    store: store.jobs,
    concurrency: config.video.concurrency,
    logger,
    clock,
    pollIntervalMs,
    leaseMs: config.video.leaseMs,
    recoverAllAtStart: store.exclusive,
    process: engine
      ? videoProcessorFor({
          engine,
          guard: urlGuard,
          dispatcher: agent,
          uploadsDir,
          maxBytes: config.limits.videoMaxBytes,
          maxSeconds: config.limits.videoMaxSeconds,
          fetchTimeoutMs: config.fetchTimeoutMs,
          ffmpegPath: config.video.ffmpegPath,
          fps: config.video.fps,
          maxFrames: config.video.maxFrames,
          frameConcurrency: config.images.workers,
        })
      : async () => {
          throw Object.assign(new Error('Video moderation is not available on this service.'), { code: 'media_unavailable' });
        },
    onFinished: () => dispatcher.wake(),
  });

  const app = createApp({
    config,
    store,
    logger,
    clock,
    urlGuard,
    textAnalyzer,
    ...(engine
      ? { imageModerator: imageModeratorFor({ engine, guard: urlGuard, dispatcher: agent, maxBytes: config.limits.imageMaxBytes, fetchTimeoutMs: config.fetchTimeoutMs }) }
      : {}),
    ...(engine && !videoUnavailable
      ? { videoSubmitter: videoSubmitterFor({ jobs: store.jobs, uploadsDir, maxUnfinished: config.video.maxQueued, clock, onQueued: () => runner.wake() }) }
      : {}),
    ...(videoUnavailable ? { videoUnavailable } : {}),
    ...options.deps,
  });

  const services: BackgroundService[] = [
    usageFlusher(store, logger),
    {
      name: 'engines',
      start: () => {},
      stop: async () => {
        await closeTextAnalyzer();
        await engine?.close();
        await agent.close();
      },
    },
    { name: 'webhook dispatcher', start: () => dispatcher.start(), stop: () => dispatcher.stop(DELIVERY_STOP_MS) },
    { name: 'video job runner', start: () => runner.start(), stop: () => runner.stop(JOB_STOP_MS) },
  ];
  return { app, store, services, videoUnavailable };
}

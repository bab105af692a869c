// The service configuration, parsed once from the environment; a bad value names its variable.
import { z } from 'zod';
import { LIMITS } from '../api/index.ts';

const onOff = z.enum(['on', 'off']).transform((v) => v === 'on');
const int = (min: number) => z.coerce.number().int().min(min);
const positive = z.coerce.number().positive();

const schedule = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be comma-separated whole seconds, e.g. 0,5,300')
  .transform((s) => s.split(',').map((part) => Number(part.trim())))
  .refine((list) => list.length <= 20, 'must list at most 20 delays');

const EnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres://user:password@host:port/database URL').optional(),
  DATABASE_POOL_SIZE: int(1).max(1_000).default(10),
  JOB_LEASE_SECONDS: int(1).max(3_600).default(60),
  WEBHOOK_MAX_PER_KEY: int(1).max(10_000).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX_DEMO_KEY: onOff.default(true),
  TEXT_MAX_CHARS: int(1).max(1_000_000).default(LIMITS.textMaxCodePoints),
  BATCH_MAX_ITEMS: int(1).max(10_000).default(LIMITS.batchMaxItems),
  IMAGE_MAX_BYTES: int(1).default(LIMITS.imageMaxBytes),
  IMAGE_MAX_PIXELS: int(1).default(LIMITS.imageMaxPixels),
  VIDEO_MAX_BYTES: int(1).default(LIMITS.videoMaxBytes),
  VIDEO_MAX_SECONDS: int(1).default(LIMITS.videoMaxSeconds),
  JSON_BODY_LIMIT: int(1024).default(1024 * 1024),
  UPLOADS_PER_KEY: int(1).max(10_000).default(8),
  BATCH_BODY_LIMIT: int(1024).default(16 * 1024 * 1024),
  SANDBOX_RATE: positive.default(10),
  SANDBOX_BURST: int(1).default(200),
  LIVE_RATE: positive.default(100),
  LIVE_BURST: int(1).default(200),
  TEXT_WORKERS: int(1).max(64).default(2),
  TEXT_QUEUE: int(0).max(100_000).default(256),
  TEXT_TIMEOUT_MS: int(1).max(600_000).default(2_000),
  IMAGE_WORKERS: int(1).max(64).default(2),
  IMAGE_QUEUE: int(0).max(100_000).default(64),
  OCR: onOff.default(true),
  NSFW: onOff.default(true),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  VIDEO_FPS: positive.max(30).default(1),
  VIDEO_MAX_FRAMES: int(1).max(10_000).default(120),
  VIDEO_CONCURRENCY: int(1).max(64).default(1),
  VIDEO_QUEUE: int(1).max(100_000).default(100),
  MEDIA_FETCH_TIMEOUT_MS: int(1).max(600_000).default(30_000),
  REQUEST_TIMEOUT_MS: int(1000).max(3_600_000).default(120_000),
  WEBHOOK_RETRY_SCHEDULE: schedule.default([0, 5, 300, 1800, 7200, 18000, 36000]),
  WEBHOOK_TIMEOUT_MS: int(1).max(600_000).default(10_000),
  PRIVATE_URLS: z.enum(['none', 'loopback', 'all']).default('loopback'),
});

export interface RateDefaults {
  readonly ratePerSec: number;
  readonly burst: number;
}

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  /** The shared PostgreSQL database of every replica; without it, SQLite in `dataDir`. */
  readonly database: { readonly url: string | undefined; readonly poolSize: number };
  readonly logLevel: string;
  readonly sandboxDemoKey: boolean;
  readonly limits: {
    readonly textMaxChars: number;
    readonly batchMaxItems: number;
    readonly imageMaxBytes: number;
    readonly imageMaxPixels: number;
    readonly videoMaxBytes: number;
    readonly videoMaxSeconds: number;
    /** Bytes of a JSON body, except batch. */
    readonly jsonBodyBytes: number;
    /** Bytes of a batch body, which may carry base64 images. */
    readonly batchBodyBytes: number;
  };
  /** Image and video requests, and batches with bodies over `jsonBodyBytes`, one key may have in flight at once (429 past it). */
  readonly uploadsPerKey: number;
  readonly rates: { readonly sandbox: RateDefaults; readonly live: RateDefaults };
  /** Text worker threads, texts waiting for one (503 past it), and each text's time budget in ms. */
  readonly text: { readonly workers: number; readonly queue: number; readonly timeoutMs: number };
  readonly images: { readonly workers: number; readonly queue: number; readonly ocr: boolean; readonly nsfw: boolean };
  readonly video: {
    readonly ffmpegPath: string;
    readonly fps: number;
    readonly maxFrames: number;
    /** Videos processed at the same time. */
    readonly concurrency: number;
    /** Videos queued or processing past which new ones are refused (503 overloaded). */
    readonly maxQueued: number;
    /** Milliseconds a processing job stays with its replica without being renewed. */
    readonly leaseMs: number;
  };
  /** Milliseconds to download an image or video given by URL. */
  readonly fetchTimeoutMs: number;
  /** Milliseconds a client has to send a whole request (headers and body) before it gets 408. */
  readonly requestTimeoutMs: number;
  readonly webhooks: {
    readonly retryScheduleSeconds: readonly number[];
    readonly timeoutMs: number;
    /** Endpoints one key may register. */
    readonly maxPerKey: number;
  };
  /** Which private destinations fetched URLs may resolve to. */
  readonly privateUrls: 'none' | 'loopback' | 'all';
}

export class ConfigError extends Error {
  readonly code = 'invalid_config';
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. Unset means default. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const present = Object.fromEntries(Object.keys(EnvSchema.shape).flatMap((k) => (env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]])));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      // The value is not echoed: a misplaced secret must not reach the terminal or logs.
      return `${name}: ${issue.message}`;
    });
    throw new ConfigError(`invalid configuration; fix these environment variables:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    logLevel: e.LOG_LEVEL,
    sandboxDemoKey: e.SANDBOX_DEMO_KEY,
    limits: {
      textMaxChars: e.TEXT_MAX_CHARS,
      batchMaxItems: e.BATCH_MAX_ITEMS,
      imageMaxBytes: e.IMAGE_MAX_BYTES,
      imageMaxPixels: e.IMAGE_MAX_PIXELS,
      videoMaxBytes: e.VIDEO_MAX_BYTES,
      videoMaxSeconds: e.VIDEO_MAX_SECONDS,
      jsonBodyBytes: e.JSON_BODY_LIMIT,
      batchBodyBytes: e.BATCH_BODY_LIMIT,
    },
    uploadsPerKey: e.UPLOADS_PER_KEY,
    rates: {
      sandbox: { ratePerSec: e.SANDBOX_RATE, burst: e.SANDBOX_BURST },
      live: { ratePerSec: e.LIVE_RATE, burst: e.LIVE_BURST },
    },
    text: { workers: e.TEXT_WORKERS, queue: e.TEXT_QUEUE, timeoutMs: e.TEXT_TIMEOUT_MS },
    images: { workers: e.IMAGE_WORKERS, queue: e.IMAGE_QUEUE, ocr: e.OCR, nsfw: e.NSFW },
    video: { ffmpegPath: e.FFMPEG_PATH, fps: e.VIDEO_FPS, maxFrames: e.VIDEO_MAX_FRAMES, concurrency: e.VIDEO_CONCURRENCY, maxQueued: e.VIDEO_QUEUE, leaseMs: e.JOB_LEASE_SECONDS * 1000 },
    fetchTimeoutMs: e.MEDIA_FETCH_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    webhooks: { retryScheduleSeconds: e.WEBHOOK_RETRY_SCHEDULE, timeoutMs: e.WEBHOOK_TIMEOUT_MS, maxPerKey: e.WEBHOOK_MAX_PER_KEY },
    privateUrls: e.PRIVATE_URLS,
  };
}

// The image moderator the service holds: checks each image in the calling thread (format,
// bytes, pixels), then moderates it on the worker pool.
import { LIMITS, type ModerationResult } from '../../api/index.ts';
import type { ClassifierModel } from './classifier.ts';
import { createWorkerPool, type PoolErrors } from '../worker-pool/index.ts';
import { ImageProcessingError, InvalidImageError, MediaError, ModeratorClosedError, PoolSaturatedError } from './errors.ts';
import { inspectImage } from './inspect.ts';
import { DEFAULT_NSFW_THRESHOLDS, type NsfwThresholds } from './nsfw-findings.ts';
import type { JobOutput, JobRequest, JobTimings, WorkerSettings } from './protocol.ts';
import type { ImageFormat } from './sniff.ts';

export interface ImageModeratorOptions {
  /** Worker threads, each with its own classifier and OCR reader. Default 2. */
  readonly workers?: number;
  /** Images allowed to wait for a worker before `PoolSaturatedError`. Default 64. */
  readonly maxQueue?: number;
  /** Largest width x height, in pixels. Default 40,000,000. */
  readonly maxPixels?: number;
  /** Largest file, in bytes. Default 10 MB. */
  readonly maxBytes?: number;
  /** Read text inside images. Default true. */
  readonly ocr?: boolean;
  /** Classify nudity. Default true. */
  readonly nsfw?: boolean;
  /** Default for `moderate`'s `sandbox` option. Default false. */
  readonly sandbox?: boolean;
  /** Default `MobileNetV2`. */
  readonly model?: ClassifierModel;
  readonly thresholds?: NsfwThresholds;
  /** Per-image time budget, in milliseconds; the worker is replaced when it is exceeded. Default 30,000. */
  readonly jobTimeoutMs?: number;
  /** Decode time budget, in seconds. Default 10. */
  readonly decodeTimeoutSeconds?: number;
  /** Where the OCR model is unpacked; default a folder under the system temp dir. */
  readonly ocrCachePath?: string;
  /** The worker script; only tests change it. */
  readonly workerUrl?: URL;
}

export interface ImageModeration {
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
  readonly findings: ModerationResult[];
  /** Text read in the image (empty when OCR is off or found nothing). */
  readonly ocrText: string;
  /** Milliseconds per stage; `totalMs` includes waiting in the queue. */
  readonly timingsMs: JobTimings & { readonly inspectMs: number; readonly totalMs: number };
}

export interface ModerateImageOptions {
  readonly sandbox?: boolean;
  /** Turn OCR off for this image (it cannot be turned on when the moderator has it off). */
  readonly ocr?: boolean;
}

export interface ImageModerator {
  /**
   * Moderates one image. Rejects with `UnsupportedMediaError`, `ImageTooLargeError`,
   * `InvalidImageError`, `PoolSaturatedError`, `ImageProcessingError` or `ModeratorClosedError`.
   */
  moderate(bytes: Uint8Array, options?: ModerateImageOptions): Promise<ImageModeration>;
  /** Resolves once every worker has loaded its models; call it at start-up. */
  warmUp(): Promise<void>;
  /** Refuses new images, fails waiting ones, stops the workers. */
  close(): Promise<void>;
}

const IMAGE_POOL_ERRORS: PoolErrors = {
  saturated: (retryAfterSeconds) => new PoolSaturatedError(retryAfterSeconds),
  failed: (message, cause) => new ImageProcessingError(message, { cause }),
  timedOut: (message) => new ImageProcessingError(message),
  closed: () => new ModeratorClosedError(),
  revive(error) {
    if (error.code === 'invalid_request') return new InvalidImageError(error.message);
    if (error.code === 'processing_failed') return new ImageProcessingError(error.message);
    return new MediaError(error.code, error.message);
  },
};

export function createImageModerator(options: ImageModeratorOptions = {}): ImageModerator {
  const limits = { maxBytes: options.maxBytes ?? LIMITS.imageMaxBytes, maxPixels: options.maxPixels ?? LIMITS.imageMaxPixels };
  const ocrEnabled = options.ocr ?? true;
  const pool = createWorkerPool<JobRequest, JobOutput, WorkerSettings>({
    name: 'image',
    workers: options.workers ?? 2,
    maxQueue: options.maxQueue ?? 64,
    jobTimeoutMs: options.jobTimeoutMs ?? 30_000,
    expectedJobMs: 500,
    workerUrl: options.workerUrl ?? new URL('./worker.ts', import.meta.url),
    errors: IMAGE_POOL_ERRORS,
    settings: {
      nsfw: options.nsfw ?? true,
      ocr: ocrEnabled,
      model: options.model ?? 'MobileNetV2',
      thresholds: options.thresholds ?? DEFAULT_NSFW_THRESHOLDS,
      maxPixels: limits.maxPixels,
      decodeTimeoutSeconds: options.decodeTimeoutSeconds ?? 10,
      ...(options.ocrCachePath ? { ocrCachePath: options.ocrCachePath } : {}),
    },
  });
  return {
    async moderate(bytes, moderateOptions = {}) {
      const started = performance.now();
      const header = await inspectImage(bytes, limits);
      const inspected = performance.now();
      const output = await pool.run({
        bytes,
        format: header.format,
        sandbox: moderateOptions.sandbox ?? options.sandbox ?? false,
        ocr: ocrEnabled && (moderateOptions.ocr ?? true),
      });
      return {
        ...header,
        findings: output.findings,
        ocrText: output.ocrText,
        timingsMs: {
          ...output.timingsMs,
          inspectMs: Math.round(inspected - started),
          totalMs: Math.round(performance.now() - started),
        },
      };
    },
    warmUp: () => pool.ready(),
    close: () => pool.close(),
  };
}

// The text analyzer the service holds: the text engine on a pool of worker threads, so that no
// text, however hostile, holds the event loop; each text has a time budget and the queue a bound.
import { LIMITS, type ModerationResult } from '../../api/index.ts';
import { createWorkerPool, type PoolErrors } from '../worker-pool/index.ts';
import { TextAnalysisFailedError, TextAnalysisTimeoutError, TextAnalyzerClosedError, TextQueueFullError, TextTooLongError } from './errors.ts';
import type { TextJob, TextJobOutput, TextWorkerSettings } from './protocol.ts';
import { WARM_UP_ROUNDS } from './warm-up.ts';

export interface TextAnalyzerOptions {
  /** Worker threads, each with its own copy of the engine. Default 2. */
  readonly workers?: number;
  /** Texts allowed to wait for a worker before `TextQueueFullError`. Default 256. */
  readonly maxQueue?: number;
  /** Per-text time budget, in milliseconds; the worker is replaced when it is exceeded. Default 2,000. */
  readonly jobTimeoutMs?: number;
  /** Most code points of a text once Unicode NFKC normalised. Default 10,000. */
  readonly maxCodePoints?: number;
  /** Rounds of warm-up texts each worker runs before it is ready. Default 30 (about 0.3 s). */
  readonly warmUpRounds?: number;
  /** The worker script; only tests change it. */
  readonly workerUrl?: URL;
}

export interface AnalyzeOptions {
  /** Sandbox keys: `[[moderation:<category>:<severity>]]` triggers yield exactly those findings. */
  readonly sandbox?: boolean;
}

export interface TextAnalyzer {
  /**
   * The engine's findings for one text. Rejects with `TextTooLongError`, `TextQueueFullError`,
   * `TextAnalysisTimeoutError`, `TextAnalysisFailedError` or `TextAnalyzerClosedError`.
   */
  analyze(text: string, options?: AnalyzeOptions): Promise<ModerationResult[]>;
  /** Resolves once every worker has loaded and warmed the engine; call it at start-up. */
  ready(): Promise<void>;
  /** Refuses new texts, fails waiting ones, stops the workers. */
  close(): Promise<void>;
}

const TEXT_POOL_ERRORS: PoolErrors = {
  saturated: (retryAfterSeconds) => new TextQueueFullError(retryAfterSeconds),
  failed: (message, cause) => new TextAnalysisFailedError(message, { cause }),
  timedOut: (message) => new TextAnalysisTimeoutError(message),
  closed: () => new TextAnalyzerClosedError(),
  revive: (error) => (error.code === 'invalid_request' ? new TextTooLongError(error.message) : new TextAnalysisFailedError(error.message)),
};

export function createTextAnalyzer(options: TextAnalyzerOptions = {}): TextAnalyzer {
  const pool = createWorkerPool<TextJob, TextJobOutput, TextWorkerSettings>({
    name: 'text',
    workers: options.workers ?? 2,
    maxQueue: options.maxQueue ?? 256,
    jobTimeoutMs: options.jobTimeoutMs ?? 2_000,
    expectedJobMs: 1,
    workerUrl: options.workerUrl ?? new URL('./worker.ts', import.meta.url),
    errors: TEXT_POOL_ERRORS,
    settings: { maxCodePoints: options.maxCodePoints ?? LIMITS.textMaxCodePoints, warmUpRounds: options.warmUpRounds ?? WARM_UP_ROUNDS },
  });
  return {
    analyze: (text, analyzeOptions = {}) => pool.run({ text, sandbox: analyzeOptions.sandbox ?? false }),
    ready: () => pool.ready(),
    close: () => pool.close(),
  };
}

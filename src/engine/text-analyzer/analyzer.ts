// The text analyzer the service holds. No text, however hostile, holds the event loop: a short
// text (at most 1,000 code points once normalised, a couple of milliseconds whatever it holds) is
// analysed on the calling thread in a turn of its own, every longer one on a pool of worker
// threads, with a time budget per text and a bound on the queue.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LIMITS, type ModerationResult } from '../../api/index.ts';
import { analyzeText } from '../text/index.ts';
import { createWorkerPool, type PoolErrors } from '../worker-pool/index.ts';
import { TextAnalysisFailedError, TextAnalysisTimeoutError, TextAnalyzerClosedError, TextQueueFullError, TextTooLongError } from './errors.ts';
import type { TextJob, TextJobOutput, TextWorkerSettings } from './protocol.ts';
import { normalisedLength } from './normalised-length.ts';
import { WARM_UP_ROUNDS, warmTextEngine } from './warm-up.ts';

export interface TextAnalyzerOptions {
  /** Worker threads, each with its own copy of the engine. Default 2. */
  readonly workers?: number;
  /** Texts allowed to wait for a worker before `TextQueueFullError`. Default 256. */
  readonly maxQueue?: number;
  /** Per-text time budget, in milliseconds; the worker is replaced when it is exceeded. Default 2,000. */
  readonly jobTimeoutMs?: number;
  /** Most code points of a text once Unicode NFKC normalised. Default 10,000. */
  readonly maxCodePoints?: number;
  /**
   * Texts at most this long once normalised are analysed on the calling thread, without the cost
   * of a message to a worker; 0 sends every text to the workers. Default 1,000.
   */
  readonly inlineMaxCodePoints?: number;
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
  /** Resolves once the engine is loaded and warmed, here and in every worker; call it at start-up. */
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

/** The default of `inlineMaxCodePoints`: the engine's slowest inputs cost it about 2.6 µs a character. */
const INLINE_MAX_CODE_POINTS = 1_000;

export function createTextAnalyzer(options: TextAnalyzerOptions = {}): TextAnalyzer {
  const maxCodePoints = options.maxCodePoints ?? LIMITS.textMaxCodePoints;
  const inlineMax = Math.min(options.inlineMaxCodePoints ?? INLINE_MAX_CODE_POINTS, maxCodePoints);
  const warmUpRounds = options.warmUpRounds ?? WARM_UP_ROUNDS;
  let closed = false;
  const pool = createWorkerPool<TextJob, TextJobOutput, TextWorkerSettings>({
    name: 'text',
    workers: options.workers ?? 2,
    maxQueue: options.maxQueue ?? 256,
    jobTimeoutMs: options.jobTimeoutMs ?? 2_000,
    expectedJobMs: 1,
    workerUrl: options.workerUrl ?? new URL('./worker.ts', import.meta.url),
    errors: TEXT_POOL_ERRORS,
    settings: { maxCodePoints, warmUpRounds },
  });
  return {
    async analyze(text, analyzeOptions = {}) {
      const sandbox = analyzeOptions.sandbox ?? false;
      // UTF-16 units are never fewer than code points: a longer text cannot be short once normalised.
      if (text.length > inlineMax) return pool.run({ text, sandbox });
      const length = normalisedLength(text);
      if (length > inlineMax) return pool.run({ text, sandbox });
      // A turn of its own, so the items of a batch let other requests through between them.
      await nextTurn();
      if (closed) throw new TextAnalyzerClosedError();
      return analyzeText(text, { sandbox });
    },
    async ready() {
      if (inlineMax > 0) await warmTextEngine(warmUpRounds);
      await pool.ready();
    },
    close() {
      closed = true;
      return pool.close();
    },
  };
}

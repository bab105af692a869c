// Runs queued jobs with bounded concurrency. Every state change goes through the JobStore, so a
// process killed at any moment loses nothing: jobs it left `processing` are requeued at start.
import { rm } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { CompletedResult, FailedResult, ModerationResult } from '../../api/index.ts';
import { systemClock, type Clock } from '../../store/clock.ts';
import type { FinishedJob, JobRecord, JobStore } from '../../store/jobs.ts';
import { WorkLoop } from '../work-loop.ts';
import { problemForJobError, processingFailed } from './job-problem.ts';

/** Moderates one job's input; `signal` aborts when the runner stops before it is done. */
export type JobProcessor = (job: JobRecord, signal: AbortSignal) => Promise<ModerationResult[]>;

export interface JobRunnerOptions {
  readonly store: JobStore;
  readonly process: JobProcessor;
  /** Jobs processed at the same time. */
  readonly concurrency: number;
  readonly clock?: Clock;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Milliseconds between looks at the queue when not woken. Default 1,000. */
  readonly pollIntervalMs?: number;
  /** Times a job may be taken up before an interrupted one is failed instead of requeued. Default 3. */
  readonly maxAttempts?: number;
  /** Called after a job ends either way, e.g. to wake the webhook dispatcher. */
  readonly onFinished?: (finished: FinishedJob<CompletedResult | FailedResult>) => void;
}

export class JobRunner {
  readonly #store: JobStore;
  readonly #process: JobProcessor;
  readonly #clock: Clock;
  readonly #logger: JobRunnerOptions['logger'];
  readonly #maxAttempts: number;
  readonly #onFinished: JobRunnerOptions['onFinished'];
  readonly #loop: WorkLoop;
  #started = false;

  constructor(options: JobRunnerOptions) {
    this.#store = options.store;
    this.#process = options.process;
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger;
    this.#maxAttempts = options.maxAttempts ?? 3;
    this.#onFinished = options.onFinished;
    this.#loop = new WorkLoop({
      concurrency: options.concurrency,
      pollMs: options.pollIntervalMs ?? 1_000,
      take: (free, signal) => this.#take(free, signal),
      onError: (error) => this.#logger.error({ err: error }, 'job queue could not be read'),
    });
  }

  /** Requeues jobs a previous process left unfinished, removes leftover uploads, then runs. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const recovery = this.#store.requeueInterrupted(
      this.#clock.now(),
      this.#maxAttempts,
      processingFailed(`The job was interrupted ${this.#maxAttempts} times and is not retried.`),
    );
    if (recovery.requeued > 0 || recovery.failed.length > 0) {
      this.#logger.info({ requeued: recovery.requeued, failed: recovery.failed.length }, 'interrupted jobs recovered');
    }
    for (const finished of recovery.failed) this.#notify(finished);
    for (const { resultId, inputPath } of this.#store.endedInputs()) await this.#removeInput(resultId, inputPath);
    this.#loop.start();
  }

  /** Looks at the queue now; call it right after enqueueing. */
  wake(): void {
    this.#loop.wake();
  }

  /**
   * Stops taking jobs and waits up to `timeoutMs` for running ones; any still running are
   * aborted and stay `processing`, to be requeued at the next start.
   */
  async stop(timeoutMs = 30_000): Promise<void> {
    this.#started = false;
    await this.#loop.stop(timeoutMs);
  }

  #take(free: number, signal: AbortSignal): Promise<void>[] {
    const running: Promise<void>[] = [];
    while (running.length < free) {
      const job = this.#store.claimNext(this.#clock.now());
      if (!job) break;
      running.push(this.#run(job, signal));
    }
    return running;
  }

  async #run(job: JobRecord, signal: AbortSignal): Promise<void> {
    const started = performance.now();
    let finished: FinishedJob<CompletedResult | FailedResult>;
    try {
      const results = await this.#process(job, signal);
      if (signal.aborted) return;
      finished = this.#store.complete(job.resultId, { results, latency_ms: Math.round(performance.now() - started) }, this.#clock.now());
    } catch (error) {
      // Stopped mid-way: the job stays `processing` and its input stays, for the next start.
      if (signal.aborted) return;
      this.#logger.warn({ resultId: job.resultId, attempt: job.attempts, err: error }, 'job failed');
      try {
        finished = this.#store.fail(job.resultId, problemForJobError(error), this.#clock.now());
      } catch (storeError) {
        this.#logger.error({ resultId: job.resultId, err: storeError }, 'job failure could not be recorded');
        return;
      }
    }
    if (job.inputPath !== null) await this.#removeInput(job.resultId, job.inputPath);
    this.#notify(finished);
  }

  async #removeInput(resultId: string, inputPath: string): Promise<void> {
    try {
      await rm(inputPath, { force: true });
      this.#store.clearInput(resultId);
    } catch (error) {
      this.#logger.error({ resultId, err: error }, 'job input could not be removed');
    }
  }

  #notify(finished: FinishedJob<CompletedResult | FailedResult>): void {
    try {
      this.#onFinished?.(finished);
    } catch (error) {
      this.#logger.error({ resultId: finished.resource.id, err: error }, 'onFinished failed');
    }
  }
}

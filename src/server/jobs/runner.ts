// Runs queued jobs with bounded concurrency. Every state change goes through the JobStore, so a
// process killed at any moment loses nothing: a job is leased to the process running it, which
// renews the lease while it works; a job whose lease runs out (its process stopped) is queued
// again, by any replica.
import { rm } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { CompletedResult, ExaminedSpan, FailedResult, ModerationResult } from '../../api/index.ts';
import { TEXT_MODEL_VERSION } from '../../engine/index.ts';
import { systemClock, type Clock } from '../../store/clock.ts';
import { ClaimLostError, type FinishedJob, type JobRecord, type JobStore } from '../../store/jobs.ts';
import { WorkLoop } from '../work-loop.ts';
import { problemForJobError, processingFailed } from './job-problem.ts';

/** What a job found, and for a video which span of it was examined. */
export interface JobFindings {
  readonly results: ModerationResult[];
  readonly examined?: ExaminedSpan;
}

/** Moderates one job's input; `signal` aborts when the runner stops before it is done. */
export type JobProcessor = (job: JobRecord, signal: AbortSignal) => Promise<JobFindings>;

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
  /** Milliseconds a job stays leased to this runner without a renewal. Default 60,000. */
  readonly leaseMs?: number;
  /**
   * Requeue every processing job at start, leased or not: only when no other process runs jobs
   * from the store (SQLite), so a restart need not wait for the leases of its own jobs.
   */
  readonly recoverAllAtStart?: boolean;
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
  readonly #leaseMs: number;
  readonly #recoverAllAtStart: boolean;
  /** Jobs this runner holds, whose leases it renews. */
  readonly #held = new Set<JobRecord>();
  #heartbeat: NodeJS.Timeout | undefined;
  #lastRecoveryAt = -Infinity;
  #started = false;

  constructor(options: JobRunnerOptions) {
    this.#store = options.store;
    this.#process = options.process;
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger;
    this.#maxAttempts = options.maxAttempts ?? 3;
    this.#onFinished = options.onFinished;
    this.#leaseMs = options.leaseMs ?? 60_000;
    this.#recoverAllAtStart = options.recoverAllAtStart ?? false;
    this.#loop = new WorkLoop({
      concurrency: options.concurrency,
      pollMs: options.pollIntervalMs ?? 1_000,
      take: (free, signal) => this.#take(free, signal),
      onError: (error) => this.#logger.error({ err: error }, 'job queue could not be read'),
    });
  }

  /** Requeues jobs a stopped process left unfinished, removes leftover uploads, then runs. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    await this.#recover(this.#recoverAllAtStart);
    for (const { resultId, inputPath } of await this.#store.endedInputs()) await this.#removeInput(resultId, inputPath);
    this.#heartbeat = setInterval(() => void this.#renewLeases(), this.#leaseMs / 3).unref();
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
    clearInterval(this.#heartbeat);
  }

  /** Queues again (or fails) jobs whose lease ran out; `all`: every processing job. */
  async #recover(all: boolean): Promise<void> {
    this.#lastRecoveryAt = this.#clock.now();
    const recovery = await this.#store.recoverInterrupted(this.#clock.now(), {
      maxAttempts: this.#maxAttempts,
      problem: processingFailed(`The job was interrupted ${this.#maxAttempts} times and is not retried.`),
      ignoreLeases: all,
    });
    if (recovery.requeued > 0 || recovery.failed.length > 0) {
      this.#logger.info({ requeued: recovery.requeued, failed: recovery.failed.length }, 'interrupted jobs recovered');
    }
    for (const finished of recovery.failed) this.#notify(finished);
  }

  async #renewLeases(): Promise<void> {
    if (this.#held.size === 0) return;
    try {
      await this.#store.renewLeases([...this.#held], this.#clock.now() + this.#leaseMs);
    } catch (error) {
      this.#logger.error({ err: error }, 'job leases could not be renewed');
    }
  }

  async #take(free: number, signal: AbortSignal): Promise<Promise<void>[]> {
    // Leases run out only as fast as their length: looking for them a few times per lease suffices.
    if (this.#clock.now() - this.#lastRecoveryAt >= this.#leaseMs / 4) await this.#recover(false);
    const running: Promise<void>[] = [];
    while (running.length < free) {
      const job = await this.#store.claimNext(this.#clock.now(), this.#leaseMs);
      if (!job) break;
      this.#held.add(job);
      running.push(this.#run(job, signal).finally(() => this.#held.delete(job)));
    }
    return running;
  }

  async #run(job: JobRecord, signal: AbortSignal): Promise<void> {
    const started = performance.now();
    let finished: FinishedJob<CompletedResult | FailedResult>;
    try {
      const found = await this.#process(job, signal);
      if (signal.aborted) return;
      finished = await this.#store.complete(job, { ...found, latency_ms: Math.round(performance.now() - started), model_version: TEXT_MODEL_VERSION }, this.#clock.now());
    } catch (error) {
      // Stopped mid-way: the job stays `processing` and its input stays, for the next start.
      if (signal.aborted) return;
      // Taken up again elsewhere after this runner's lease ran out: that run ends it, with the input.
      if (error instanceof ClaimLostError) {
        this.#logger.warn({ resultId: job.resultId, attempt: job.attempts }, 'job lease ran out; another run ends the job');
        return;
      }
      this.#logger.warn({ resultId: job.resultId, attempt: job.attempts, err: error }, 'job failed');
      try {
        finished = await this.#store.fail(job, problemForJobError(error), this.#clock.now());
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
      await this.#store.clearInput(resultId);
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

// A bounded pool of worker threads: a fixed number of workers, a bounded queue that refuses at
// once when full, a time budget per job, and a fresh worker for any that dies or overruns.
import { Worker, type Transferable } from 'node:worker_threads';
import type { ParentMessage, SerializedError, WorkerMessage } from './protocol.ts';
import { keepWasmWrappersGeneric } from './wasm-wrappers.ts';

/** The typed errors the pool's owner answers with; the pool only decides when each applies. */
export interface PoolErrors {
  /** The queue is full; a job may fit after about `retryAfterSeconds`. */
  saturated(retryAfterSeconds: number): Error;
  /** A worker stopped while running a job, or the workers cannot start. */
  failed(message: string, cause?: unknown): Error;
  /** A job overran its time budget; its worker has been replaced. */
  timedOut(message: string): Error;
  /** The pool was closed. */
  closed(): Error;
  /** The error a worker reported for a job. */
  revive(error: SerializedError): Error;
}

export interface WorkerPoolOptions<Settings> {
  /** Names the workers in error messages, e.g. `image`. */
  readonly name: string;
  readonly workers: number;
  /** Jobs allowed to wait for a worker; one more is refused with `errors.saturated`. */
  readonly maxQueue: number;
  /** A job running longer than this kills its worker and fails, in milliseconds. */
  readonly jobTimeoutMs: number;
  /** A typical job's duration, in milliseconds, until jobs have been measured (for Retry-After). */
  readonly expectedJobMs: number;
  /** Given to every worker as `workerData`. */
  readonly settings: Settings;
  readonly workerUrl: URL;
  readonly errors: PoolErrors;
}

export interface WorkerPool<Job, Output> {
  /** Runs `job` on a worker; `transfer` lists buffers the job moves to the worker instead of copying. */
  run(job: Job, transfer?: readonly Transferable[]): Promise<Output>;
  /** Resolves once every worker has loaded what it needs and said it is ready. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface PendingJob<Job, Output> {
  readonly id: number;
  readonly job: Job;
  readonly transfer: readonly Transferable[];
  readonly resolve: (output: Output) => void;
  readonly reject: (error: Error) => void;
}

interface Slot<Job, Output> {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  job: PendingJob<Job, Output> | undefined;
  startedAt: number;
  timer: NodeJS.Timeout | undefined;
}

/** Consecutive workers dying before they are ready: beyond this the pool stops respawning. */
const MAX_STARTUP_FAILURES = 3;
const CLOSE_GRACE_MS = 3000;

export function createWorkerPool<Job, Output, Settings>(options: WorkerPoolOptions<Settings>): WorkerPool<Job, Output> {
  keepWasmWrappersGeneric();
  const { errors, name } = options;
  const queue: PendingJob<Job, Output>[] = [];
  const slots: Slot<Job, Output>[] = [];
  let nextId = 1;
  let closed = false;
  let startupFailures = 0;
  let brokenReason: Error | undefined;
  /** Running mean of job durations, for the Retry-After estimate. */
  let meanJobMs = options.expectedJobMs;

  function spawn(): Slot<Job, Output> {
    const worker = new Worker(options.workerUrl, { workerData: options.settings });
    let markReady: () => void = () => {};
    let markFailed: (error: Error) => void = () => {};
    const slot: Slot<Job, Output> = {
      worker,
      ready: new Promise<void>((resolve, reject) => {
        markReady = resolve;
        markFailed = reject;
      }),
      isReady: false,
      job: undefined,
      startedAt: 0,
      timer: undefined,
    };
    slot.ready.catch(() => {}); // observed through ready(); an unobserved rejection must not crash
    worker.on('message', (message: WorkerMessage<Output>) => {
      if (message.type === 'ready') {
        slot.isReady = true;
        startupFailures = 0;
        markReady();
        dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      meanJobMs = meanJobMs * 0.8 + (performance.now() - slot.startedAt) * 0.2;
      finish(slot);
      if (message.type === 'result') job.resolve(message.output);
      else job.reject(errors.revive(message.error));
      dispatch();
    });
    let lastError: Error | undefined;
    worker.on('error', (error) => {
      lastError = error;
    });
    worker.on('exit', (exitCode) => {
      const index = slots.indexOf(slot);
      if (index < 0) return; // retired on purpose (timeout or close)
      slots.splice(index, 1);
      const reason = errors.failed(`a ${name} worker stopped (exit code ${exitCode})`, lastError);
      markFailed(reason);
      const job = slot.job;
      finish(slot);
      job?.reject(reason);
      if (closed) return;
      if (!slot.isReady && ++startupFailures >= MAX_STARTUP_FAILURES) {
        brokenReason = errors.failed(`${name} workers fail to start`, lastError);
        for (const waiting of queue.splice(0)) waiting.reject(brokenReason);
        return;
      }
      slots.push(spawn());
    });
    return slot;
  }

  function finish(slot: Slot<Job, Output>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
  }

  function retire(slot: Slot<Job, Output>): void {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    void slot.worker.terminate();
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (!slot.isReady || slot.job) continue;
      const pending = queue.shift();
      if (!pending) return;
      slot.job = pending;
      slot.startedAt = performance.now();
      slot.timer = setTimeout(() => {
        const running = slot.job;
        finish(slot);
        retire(slot);
        running?.reject(errors.timedOut(`${name} processing took longer than ${options.jobTimeoutMs} ms`));
        if (!closed) slots.push(spawn());
        dispatch();
      }, options.jobTimeoutMs);
      slot.worker.postMessage({ type: 'job', id: pending.id, job: pending.job } satisfies ParentMessage<Job>, [...pending.transfer]);
    }
  }

  for (let i = 0; i < options.workers; i++) slots.push(spawn());

  return {
    run(job, transfer = []) {
      if (closed) return Promise.reject(errors.closed());
      if (brokenReason) return Promise.reject(brokenReason);
      const idle = slots.some((s) => s.isReady && !s.job);
      if (!idle && queue.length >= options.maxQueue) {
        const waitMs = ((queue.length + slots.length) * meanJobMs) / Math.max(1, slots.length);
        return Promise.reject(errors.saturated(Math.max(1, Math.ceil(waitMs / 1000))));
      }
      return new Promise<Output>((resolve, reject) => {
        queue.push({ id: nextId++, job, transfer, resolve, reject });
        dispatch();
      });
    },
    async ready() {
      if (brokenReason) throw brokenReason;
      // A worker replaced during start-up has its own promise: wait until the current set is ready.
      for (;;) {
        const current = [...slots];
        await Promise.allSettled(current.map((s) => s.ready));
        if (current.every((s) => slots.includes(s))) return;
        if (brokenReason) throw brokenReason;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(errors.closed());
      await Promise.all(
        slots.splice(0).map(async (slot) => {
          slot.job?.reject(errors.closed());
          finish(slot);
          const exited = new Promise<void>((resolve) => slot.worker.once('exit', () => resolve()));
          slot.worker.postMessage({ type: 'close' } satisfies ParentMessage<Job>);
          const grace = setTimeout(() => void slot.worker.terminate(), CLOSE_GRACE_MS);
          await exited;
          clearTimeout(grace);
        }),
      );
    },
  };
}

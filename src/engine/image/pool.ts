// A bounded pool of image worker threads: a fixed number of workers, a bounded queue that
// refuses at once when full, a time budget per job, and a fresh worker for any that dies.
import { Worker } from 'node:worker_threads';
import { ImageProcessingError, InvalidImageError, MediaError, ModeratorClosedError, PoolSaturatedError } from './errors.ts';
import type { JobOutput, JobRequest, ParentMessage, SerializedError, WorkerMessage, WorkerSettings } from './protocol.ts';

export interface WorkerPoolOptions {
  readonly workers: number;
  /** Jobs allowed to wait for a worker; one more is refused with `PoolSaturatedError`. */
  readonly maxQueue: number;
  /** A job running longer than this kills its worker and fails, in milliseconds. */
  readonly jobTimeoutMs: number;
  readonly settings: WorkerSettings;
  /** The worker script; tests may substitute one that misbehaves on purpose. */
  readonly workerUrl?: URL;
}

export interface WorkerPool {
  run(job: Omit<JobRequest, 'id'>): Promise<JobOutput>;
  /** Resolves once every worker has loaded its models. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface PendingJob {
  readonly request: JobRequest;
  readonly resolve: (output: JobOutput) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  job: PendingJob | undefined;
  startedAt: number;
  timer: NodeJS.Timeout | undefined;
}

/** Consecutive workers dying before they are ready: beyond this the pool stops respawning. */
const MAX_STARTUP_FAILURES = 3;
const CLOSE_GRACE_MS = 3000;

function revive(error: SerializedError): Error {
  if (error.code === 'invalid_request') return new InvalidImageError(error.message);
  if (error.code === 'processing_failed') return new ImageProcessingError(error.message);
  return new MediaError(error.code, error.message);
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const workerUrl = options.workerUrl ?? new URL('./worker.ts', import.meta.url);
  const queue: PendingJob[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  let startupFailures = 0;
  let brokenReason: Error | undefined;
  /** Running mean of job durations, for the Retry-After estimate. */
  let meanJobMs = 500;

  function spawn(): Slot {
    const worker = new Worker(workerUrl, { workerData: options.settings });
    let markReady: () => void = () => {};
    let markFailed: (error: Error) => void = () => {};
    const slot: Slot = {
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
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        slot.isReady = true;
        startupFailures = 0;
        markReady();
        dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.request.id !== message.id) return;
      meanJobMs = meanJobMs * 0.8 + (performance.now() - slot.startedAt) * 0.2;
      finish(slot);
      if (message.type === 'result') job.resolve(message.output);
      else job.reject(revive(message.error));
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
      const reason = new ImageProcessingError(`an image worker stopped (exit code ${exitCode})`, { cause: lastError });
      markFailed(reason);
      const job = slot.job;
      finish(slot);
      job?.reject(reason);
      if (closed) return;
      if (!slot.isReady && ++startupFailures >= MAX_STARTUP_FAILURES) {
        brokenReason = new ImageProcessingError('image workers fail to start', { cause: lastError });
        for (const waiting of queue.splice(0)) waiting.reject(brokenReason);
        return;
      }
      slots.push(spawn());
    });
    return slot;
  }

  function finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
  }

  function retire(slot: Slot): void {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    void slot.worker.terminate();
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (!slot.isReady || slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      slot.startedAt = performance.now();
      slot.timer = setTimeout(() => {
        const running = slot.job;
        finish(slot);
        retire(slot);
        running?.reject(new ImageProcessingError(`image processing took longer than ${options.jobTimeoutMs} ms`));
        if (!closed) slots.push(spawn());
        dispatch();
      }, options.jobTimeoutMs);
      slot.worker.postMessage({ type: 'job', job: job.request } satisfies ParentMessage);
    }
  }

  for (let i = 0; i < options.workers; i++) slots.push(spawn());

  return {
    run(request) {
      if (closed) return Promise.reject(new ModeratorClosedError());
      if (brokenReason) return Promise.reject(brokenReason);
      const idle = slots.some((s) => s.isReady && !s.job);
      if (!idle && queue.length >= options.maxQueue) {
        const waitMs = ((queue.length + slots.length) * meanJobMs) / Math.max(1, slots.length);
        return Promise.reject(new PoolSaturatedError(Math.max(1, Math.ceil(waitMs / 1000))));
      }
      return new Promise<JobOutput>((resolve, reject) => {
        queue.push({ request: { ...request, id: nextId++ }, resolve, reject });
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
      for (const waiting of queue.splice(0)) waiting.reject(new ModeratorClosedError());
      await Promise.all(
        slots.splice(0).map(async (slot) => {
          slot.job?.reject(new ModeratorClosedError());
          finish(slot);
          const exited = new Promise<void>((resolve) => slot.worker.once('exit', () => resolve()));
          slot.worker.postMessage({ type: 'close' } satisfies ParentMessage);
          const grace = setTimeout(() => void slot.worker.terminate(), CLOSE_GRACE_MS);
          await exited;
          clearTimeout(grace);
        }),
      );
    },
  };
}

// Runs moderation work after Slack has been acknowledged: bounded concurrency, a bounded backlog,
// and a way to wait for everything in flight on shutdown.
import type { Logger } from 'pino';

export class WorkQueue {
  readonly #concurrency: number;
  readonly #capacity: number;
  readonly #log: Logger;
  readonly #waiting: { name: string; run: () => Promise<void> }[] = [];
  #running = 0;
  #idle: (() => void)[] = [];

  constructor(options: { concurrency: number; capacity: number; logger: Logger }) {
    this.#concurrency = options.concurrency;
    this.#capacity = options.capacity;
    this.#log = options.logger;
  }

  /** Queues a job; false (and a warning) when the backlog is full. */
  push(name: string, run: () => Promise<void>): boolean {
    if (this.#waiting.length >= this.#capacity) {
      this.#log.warn({ job: name, capacity: this.#capacity }, 'moderation backlog full; job dropped');
      return false;
    }
    this.#waiting.push({ name, run });
    this.#next();
    return true;
  }

  /** Resolves when nothing is queued or running. */
  drain(): Promise<void> {
    if (this.#running === 0 && this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #next(): void {
    while (this.#running < this.#concurrency) {
      const job = this.#waiting.shift();
      if (!job) break;
      this.#running++;
      job
        .run()
        .catch((error: unknown) => this.#log.error({ err: error, job: job.name }, 'moderation job failed'))
        .finally(() => {
          this.#running--;
          this.#next();
          if (this.#running === 0 && this.#waiting.length === 0) for (const resolve of this.#idle.splice(0)) resolve();
        });
    }
  }
}

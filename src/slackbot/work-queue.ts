// Runs moderation work after Slack has been acknowledged: bounded concurrency, a bounded backlog,
// work for the same key (one Slack message) in order, and a way to wait for everything on shutdown.
import type { Logger } from 'pino';

export class WorkQueue {
  readonly #concurrency: number;
  readonly #capacity: number;
  readonly #log: Logger;
  readonly #waiting: { key: string; run: () => Promise<void> }[] = [];
  /** Keys with a job running: their next job waits, so an edit never overtakes its original message. */
  readonly #busy = new Set<string>();
  #idle: (() => void)[] = [];

  constructor(options: { concurrency: number; capacity: number; logger: Logger }) {
    this.#concurrency = options.concurrency;
    this.#capacity = options.capacity;
    this.#log = options.logger;
  }

  /**
   * Queues a job; false (and a warning) when the backlog is full. Jobs pushed under the same key
   * run one after another, in the order pushed; jobs of other keys run alongside.
   */
  push(key: string, run: () => Promise<void>): boolean {
    if (this.#waiting.length >= this.#capacity) {
      this.#log.warn({ job: key, capacity: this.#capacity }, 'moderation backlog full; job dropped');
      return false;
    }
    this.#waiting.push({ key, run });
    this.#next();
    return true;
  }

  /** Resolves when nothing is queued or running. */
  drain(): Promise<void> {
    if (this.#busy.size === 0 && this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #next(): void {
    for (let i = 0; i < this.#waiting.length && this.#busy.size < this.#concurrency; ) {
      const job = this.#waiting[i];
      if (!job || this.#busy.has(job.key)) {
        i++;
        continue;
      }
      this.#waiting.splice(i, 1);
      this.#busy.add(job.key);
      job
        .run()
        .catch((error: unknown) => this.#log.error({ err: error, job: job.key }, 'moderation job failed'))
        .finally(() => {
          this.#busy.delete(job.key);
          this.#next();
          if (this.#busy.size === 0 && this.#waiting.length === 0) for (const resolve of this.#idle.splice(0)) resolve();
        });
    }
  }
}

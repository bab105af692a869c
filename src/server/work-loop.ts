// The loop the video job runner and the webhook dispatcher share: start due work while below a
// bound, look again when woken or after a pause, and on stop give work in flight time to finish.

export interface WorkLoopOptions {
  /** Pieces of work in flight at once. */
  readonly concurrency: number;
  /** Milliseconds between looks when not woken. */
  readonly pollMs: number;
  /**
   * Starts up to `free` pieces of due work and returns them. `signal` aborts when `stop()` stops
   * waiting for them.
   */
  readonly take: (free: number, signal: AbortSignal) => Promise<Promise<void>[]>;
  /** Milliseconds until more work falls due, when the source knows: the loop looks no later. */
  readonly nextDueInMs?: () => Promise<number | undefined>;
  /** Called when looking for work throws (e.g. the store cannot be read); the loop looks again later. */
  readonly onError: (error: unknown) => void;
}

/** Never sleep less than this, so work falling due in a burst is taken together. */
const MIN_SLEEP_MS = 5;

export class WorkLoop {
  readonly #options: WorkLoopOptions;
  readonly #inFlight = new Set<Promise<void>>();
  #abort = new AbortController();
  #running = false;
  #timer: NodeJS.Timeout | undefined;
  #wakeQueued = false;
  /** A look is under way (taking work is asynchronous); a wake meanwhile asks for another. */
  #looking = false;
  #lookAgain = false;
  #current: Promise<void> | undefined;

  constructor(options: WorkLoopOptions) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new RangeError('concurrency must be a positive integer');
    this.#options = options;
  }

  /** Pieces of work in flight now. */
  get inFlight(): number {
    return this.#inFlight.size;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#abort = new AbortController();
    this.#look();
  }

  /** Looks for work now (once per turn of the event loop however often it is called). */
  wake(): void {
    if (!this.#running || this.#wakeQueued) return;
    this.#wakeQueued = true;
    setImmediate(() => {
      this.#wakeQueued = false;
      this.#look();
    });
  }

  /** Stops taking work and waits up to `timeoutMs` for work in flight, then aborts what is left. */
  async stop(timeoutMs: number): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    // Work a look under way is taking joins what is waited for.
    await this.#current;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...this.#inFlight]), timedOut]);
    clearTimeout(timer);
    this.#abort.abort();
  }

  #look(): void {
    clearTimeout(this.#timer);
    if (!this.#running) return;
    if (this.#looking) {
      this.#lookAgain = true;
      return;
    }
    this.#looking = true;
    this.#current = this.#lookOnce();
  }

  async #lookOnce(): Promise<void> {
    let sleep = this.#options.pollMs;
    try {
      const free = this.#options.concurrency - this.#inFlight.size;
      if (free > 0) {
        for (const work of await this.#options.take(free, this.#abort.signal)) {
          const tracked: Promise<void> = work.finally(() => {
            this.#inFlight.delete(tracked);
            this.wake();
          });
          this.#inFlight.add(tracked);
        }
      }
      const due = await this.#options.nextDueInMs?.();
      if (due !== undefined) sleep = Math.min(sleep, Math.max(MIN_SLEEP_MS, due));
    } catch (error) {
      this.#options.onError(error);
    } finally {
      this.#looking = false;
    }
    if (!this.#running) return;
    if (this.#lookAgain) {
      this.#lookAgain = false;
      sleep = 0;
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#look(), sleep).unref();
  }
}

// The run's deadlines: a moment and a signal that aborts then. Moderation has one that ends early
// enough to leave time for the report, comment and label; the whole run has another.

export interface Deadline {
  /** Epoch milliseconds. */
  readonly at: number;
  /** Aborts at `at` with an `AbortError`. */
  readonly signal: AbortSignal;
}

/**
 * A deadline `ms` from now. The signal aborts with a plain `AbortError` rather than the
 * `TimeoutError` of `AbortSignal.timeout`: Octokit ends a request at once on the former but
 * takes the latter for a network failure and retries it.
 */
export function deadlineIn(ms: number): Deadline {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms).unref();
  return { at: Date.now() + ms, signal: controller.signal };
}

/** Milliseconds left, never negative. */
export function remainingMs(deadline: Deadline): number {
  return Math.max(0, deadline.at - Date.now());
}

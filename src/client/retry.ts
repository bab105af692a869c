// When to retry a failed attempt and how long to wait first: two pure functions, so the policy
// is tested without a network or a clock.

/** What went wrong with an attempt: an HTTP status, or no answer at all (reset, refused, timeout). */
export type AttemptFailure = { status: number } | { connection: true };

/** Statuses worth another attempt: the request may succeed unchanged. 400/401/404 never do, nor 501 (not offered by this service). */
const RETRYABLE_STATUSES = new Set([408, 409, 429]);

/**
 * Whether to try again after a failed attempt. `attempt` counts from 0 (the first try), so at
 * most `maxRetries` retries follow the first try.
 */
export function shouldRetry(failure: AttemptFailure, attempt: number, maxRetries: number): boolean {
  if (attempt >= maxRetries) return false;
  if ('connection' in failure) return true;
  return RETRYABLE_STATUSES.has(failure.status) || (failure.status >= 500 && failure.status !== 501);
}

/** Backoff before the first retry, in milliseconds; doubles on each retry. */
export const INITIAL_RETRY_DELAY_MS = 500;
/** Ceiling of the exponential backoff (not of `Retry-After`), in milliseconds. */
export const MAX_BACKOFF_MS = 8_000;

/**
 * Parses `Retry-After` (delay in seconds, or an HTTP date) into milliseconds from `nowMs`.
 * Returns undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

export interface RetryDelayInput {
  /** The attempt that just failed, counting from 0. */
  attempt: number;
  /** The `Retry-After` header of the failed answer, if any. */
  retryAfter?: string | string[] | undefined;
  /** Upper bound of any wait, in milliseconds. */
  maxRetryDelayMs: number;
  /** A number in [0, 1); `Math.random` in production. */
  random: () => number;
  /** Current time in epoch milliseconds, to read HTTP-date `Retry-After` values. */
  nowMs: number;
}

/**
 * Milliseconds to wait before the next attempt: what `Retry-After` asks, else exponential
 * backoff (500 ms, 1 s, 2 s ... up to 8 s) reduced by up to 25% of random jitter so that many
 * clients do not retry in step; always capped by `maxRetryDelayMs`.
 */
export function retryDelay(input: RetryDelayInput): number {
  const asked = parseRetryAfter(input.retryAfter, input.nowMs);
  if (asked !== undefined) return Math.min(asked, input.maxRetryDelayMs);
  const backoff = Math.min(INITIAL_RETRY_DELAY_MS * 2 ** input.attempt, MAX_BACKOFF_MS);
  const jittered = backoff * (1 - 0.25 * input.random());
  return Math.round(Math.min(jittered, input.maxRetryDelayMs));
}

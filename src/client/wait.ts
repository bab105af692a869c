// Polls a result until it finishes, backing off between polls and yielding to the service's
// Retry-After when rate limited, within a deadline.
import { setTimeout as sleep } from 'node:timers/promises';
import { RESPONSE_HEADERS } from '../api/index.ts';
import { APIConnectionError, APIError, WaitTimeoutError } from './errors.ts';
import { parseRetryAfter, shouldRetry } from './retry.ts';
import type { ResultState } from './result-state.ts';
import type { RequestOptions } from './transport.ts';

export interface WaitOptions {
  /** Deadline for the whole wait, in milliseconds. Default 600000 (the longest video takes minutes). */
  timeoutMs?: number;
  /** First pause between polls, in milliseconds; grows by half each poll up to 10 s. Default 1000. */
  intervalMs?: number;
  signal?: AbortSignal;
}

export const MAX_POLL_INTERVAL_MS = 10_000;

export async function pollUntilDone(
  id: string,
  fetchResult: (id: string, opts: RequestOptions) => Promise<ResultState>,
  opts: WaitOptions = {},
): Promise<ResultState> {
  const timeoutMs = opts.timeoutMs ?? 600_000;
  const deadline = Date.now() + timeoutMs;
  let interval = Math.max(1, opts.intervalMs ?? 1000);
  let lastStatus: string | undefined;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new WaitTimeoutError(id, timeoutMs, lastStatus);
    let pause = interval;
    try {
      // No request outlives the deadline; transient failures are retried by this loop, which
      // knows the deadline, rather than by the transport.
      const state = await fetchResult(id, { timeoutMs: remaining, maxRetries: 0, ...(opts.signal ? { signal: opts.signal } : {}) });
      lastStatus = state.status;
      if (state.status === 'completed' || state.status === 'failed') return state;
      interval = Math.min(interval * 1.5, MAX_POLL_INTERVAL_MS);
    } catch (error) {
      if (error instanceof APIError && shouldRetry({ status: error.status }, 0, 1)) {
        pause = parseRetryAfter(error.headers[RESPONSE_HEADERS.retryAfter], Date.now()) ?? interval;
      } else if (!(error instanceof APIConnectionError)) throw error;
    }
    const left = deadline - Date.now();
    if (left <= 0) throw new WaitTimeoutError(id, timeoutMs, lastStatus);
    await sleep(Math.min(pause, left), undefined, opts.signal ? { signal: opts.signal } : undefined);
  }
}

import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryDelay, shouldRetry } from '../../src/client/index.ts';

describe('shouldRetry', () => {
  it('retries 408, 409, 429 and 5xx while retries remain', () => {
    for (const status of [408, 409, 429, 500, 502, 503, 504]) expect(shouldRetry({ status }, 0, 2)).toBe(true);
    expect(shouldRetry({ connection: true }, 1, 2)).toBe(true);
  });

  it('never retries 400, 401, 403, 404 or 413', () => {
    for (const status of [400, 401, 403, 404, 413, 422]) expect(shouldRetry({ status }, 0, 5)).toBe(false);
  });

  it('never retries 501, which says the service does not offer the operation at all', () => {
    expect(shouldRetry({ status: 501 }, 0, 5)).toBe(false);
  });

  it('stops after maxRetries', () => {
    expect(shouldRetry({ status: 503 }, 2, 2)).toBe(false);
    expect(shouldRetry({ connection: true }, 0, 0)).toBe(false);
  });
});

describe('retryDelay', () => {
  const base = { maxRetryDelayMs: 60_000, nowMs: Date.parse('2026-11-22T10:00:00Z') };

  it('honours Retry-After in seconds', () => {
    expect(retryDelay({ ...base, attempt: 0, retryAfter: '3', random: () => 0.5 })).toBe(3000);
  });

  it('honours Retry-After as an HTTP date', () => {
    expect(retryDelay({ ...base, attempt: 0, retryAfter: 'Sun, 22 Nov 2026 10:00:05 GMT', random: () => 0.5 })).toBe(5000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:59:00 GMT', base.nowMs)).toBe(0);
  });

  it('caps Retry-After by maxRetryDelayMs', () => {
    expect(retryDelay({ ...base, maxRetryDelayMs: 10_000, attempt: 0, retryAfter: '3600', random: () => 0 })).toBe(10_000);
  });

  it('backs off exponentially with jitter when no Retry-After is given', () => {
    expect(retryDelay({ ...base, attempt: 0, random: () => 0 })).toBe(500);
    expect(retryDelay({ ...base, attempt: 1, random: () => 0 })).toBe(1000);
    expect(retryDelay({ ...base, attempt: 2, random: () => 0 })).toBe(2000);
    expect(retryDelay({ ...base, attempt: 2, random: () => 0.999 })).toBeCloseTo(1500, -1);
    expect(retryDelay({ ...base, attempt: 10, random: () => 0 })).toBe(8000);
  });

  it('ignores an unreadable Retry-After', () => {
    expect(retryDelay({ ...base, attempt: 0, retryAfter: 'soon', random: () => 0 })).toBe(500);
  });
});

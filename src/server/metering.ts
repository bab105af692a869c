// What each key uses per calendar month (UTC), and the monthly item quota that bounds it.
import type { ApiKeyRecord, Store } from '../store/index.ts';
import { RateLimitedError } from './errors.ts';

export interface Period {
  /** 'YYYY-MM' */
  readonly key: string;
  readonly start: Date;
  /** Exclusive. */
  readonly end: Date;
}

// Every request counts into the current month: the period is computed once per month, not per call.
let current: Period | undefined;

export function monthOf(nowMs: number): Period {
  if (current && nowMs >= current.start.getTime() && nowMs < current.end.getTime()) return current;
  current = periodOf(nowMs);
  return current;
}

function periodOf(nowMs: number): Period {
  const now = new Date(nowMs);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: start.toISOString().slice(0, 7), start, end };
}

export interface ItemCounts {
  text?: number;
  image?: number;
  video?: number;
  flagged?: number;
}

/** Refuses `items` more moderations when they would pass the key's monthly quota. */
export function assertQuota(store: Store, key: ApiKeyRecord, items: number, nowMs: number): void {
  if (key.monthlyQuota === null) return;
  const period = monthOf(nowMs);
  const used = store.usage.items(key.id, period.key);
  if (used + items > key.monthlyQuota) {
    throw new RateLimitedError(
      'quota_exceeded',
      `This key may moderate ${key.monthlyQuota} items a month and has used ${used}; the quota renews at ${period.end.toISOString()}.`,
      (period.end.getTime() - nowMs) / 1000,
    );
  }
}

export function recordItems(store: Store, keyId: string, nowMs: number, counts: ItemCounts): void {
  store.usage.increment(keyId, monthOf(nowMs).key, {
    'items.text': counts.text ?? 0,
    'items.image': counts.image ?? 0,
    'items.video': counts.video ?? 0,
    flagged: counts.flagged ?? 0,
  });
}

export function recordRequest(store: Store, keyId: string, nowMs: number, operation: string): void {
  store.usage.increment(keyId, monthOf(nowMs).key, { [`requests.${operation}`]: 1 });
}

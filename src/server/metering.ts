// What each key uses per calendar month (UTC), and the monthly item quota that bounds it.
import { FLAGGED_METRIC, itemMetric, periodOf, requestMetric, type ApiKeyRecord, type CounterIncrement, type Store } from '../store/index.ts';
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
  const now = new Date(nowMs);
  current = {
    key: periodOf(nowMs),
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
  return current;
}

export interface ItemCounts {
  text?: number;
  image?: number;
  video?: number;
  flagged?: number;
}

/** Items of the monthly quota held by one request until it knows how many it moderated. */
export interface QuotaHold {
  readonly keyId: string;
  readonly period: string;
  readonly items: number;
}

/**
 * Reserves `items` of the key's monthly quota (atomically, so concurrent requests on any replica
 * cannot pass it together); throws `quota_exceeded` when they do not fit. Undefined for a key
 * without a quota.
 */
export async function reserveQuota(store: Store, key: ApiKeyRecord, items: number, nowMs: number): Promise<QuotaHold | undefined> {
  if (key.monthlyQuota === null) return undefined;
  const period = monthOf(nowMs);
  const reservation = await store.usage.reserveQuota(key.id, period.key, items, key.monthlyQuota);
  if (!reservation.reserved) {
    throw new RateLimitedError(
      'quota_exceeded',
      `This key may moderate ${key.monthlyQuota} items a month and has used ${reservation.used}; the quota renews at ${period.end.toISOString()}.`,
      (period.end.getTime() - nowMs) / 1000,
    );
  }
  return { keyId: key.id, period: period.key, items };
}

/** Gives back the reserved items that were not moderated (`moderated` of `hold.items`). */
export async function settleQuota(store: Store, hold: QuotaHold | undefined, moderated: number): Promise<void> {
  if (hold && moderated < hold.items) await store.usage.releaseQuota(hold.keyId, hold.period, hold.items - moderated);
}

/** Runs `work` under a quota hold of `items`; a failure gives them all back. */
export async function withQuota<T>(store: Store, key: ApiKeyRecord, items: number, nowMs: number, work: () => Promise<T>): Promise<T> {
  const hold = await reserveQuota(store, key, items, nowMs);
  try {
    return await work();
  } catch (error) {
    await settleQuota(store, hold, 0);
    throw error;
  }
}

/** The counters of moderated items, written with the results they count. */
export function itemCounts(keyId: string, nowMs: number, counts: ItemCounts): CounterIncrement {
  return {
    keyId,
    period: monthOf(nowMs).key,
    amounts: {
      [itemMetric('text')]: counts.text ?? 0,
      [itemMetric('image')]: counts.image ?? 0,
      [itemMetric('video')]: counts.video ?? 0,
      [FLAGGED_METRIC]: counts.flagged ?? 0,
    },
  };
}

export function recordRequest(store: Store, keyId: string, nowMs: number, operation: string): void {
  store.usage.increment(keyId, monthOf(nowMs).key, { [requestMetric(operation)]: 1 });
}

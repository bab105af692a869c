// Monthly usage counters per key: requests by operation, items by media, flagged items, and the
// monthly item quota. Items and flagged counts are written in the transaction that stores what
// they count (`addCounts`), so they match the stored results exactly, across crashes and replicas.
// Request counts are summed in memory and written by `flush()` (the service calls it every second
// and at shutdown): one write per request was the largest avoidable cost of a moderation request.
// Reads add what this process still holds, so its callers see their own counts at once.
import type { SqlClient, SqlDatabase } from './sql.ts';

/** The counter a key's monthly quota is checked against: items reserved or moderated. */
export const QUOTA_METRIC = 'quota.items';
export const FLAGGED_METRIC = 'flagged';
export const itemMetric = (media: 'text' | 'image' | 'video') => `items.${media}`;
export const requestMetric = (operation: string) => `requests.${operation}`;

/** The usage period of an instant: its calendar month in UTC, 'YYYY-MM'. */
export function periodOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 7);
}

/** Amounts to add to counters of one key in one period; zero amounts are skipped. */
export interface CounterIncrement {
  readonly keyId: string;
  readonly period: string;
  readonly amounts: Readonly<Record<string, number>>;
}

const UPSERT =
  'INSERT INTO usage_counters (key_id, period, metric, count) VALUES (?, ?, ?, ?) ON CONFLICT (key_id, period, metric) DO UPDATE SET count = usage_counters.count + excluded.count';

/** The increments summed per counter; zero sums are left out. */
export function sumCounts(increments: readonly CounterIncrement[]): { keyId: string; period: string; metric: string; n: number }[] {
  const sums = new Map<string, { keyId: string; period: string; metric: string; n: number }>();
  for (const { keyId, period, amounts } of increments) {
    for (const [metric, n] of Object.entries(amounts)) {
      if (n === 0) continue;
      const id = `${keyId}\u0000${period}\u0000${metric}`;
      const sum = sums.get(id);
      if (sum) sum.n += n;
      else sums.set(id, { keyId, period, metric, n });
    }
  }
  return [...sums.values()].filter((sum) => sum.n !== 0);
}

/** Adds the increments inside the caller's transaction, one statement per counter. */
export async function addCounts(tx: SqlClient, increments: readonly CounterIncrement[]): Promise<void> {
  for (const { keyId, period, metric, n } of sumCounts(increments)) await tx.run(UPSERT, [keyId, period, metric, n]);
}

export type QuotaReservation = { readonly reserved: true } | { readonly reserved: false; readonly used: number };

export class UsageStore {
  readonly #db: SqlDatabase;
  /** Where quota reservations are written: the same database, maybe committing without a flush. */
  readonly #quota: SqlDatabase;
  /** keyId -> period -> metric -> amount not yet written. */
  #pending = new Map<string, Map<string, Map<string, number>>>();

  constructor(db: SqlDatabase, quota: SqlDatabase = db) {
    this.#db = db;
    this.#quota = quota;
  }

  /** Adds to counters of `period` ('YYYY-MM') at the next `flush()`; zero amounts are skipped. */
  increment(keyId: string, period: string, amounts: Readonly<Record<string, number>>): void {
    for (const [metric, n] of Object.entries(amounts)) {
      if (n === 0) continue;
      let periods = this.#pending.get(keyId);
      if (!periods) this.#pending.set(keyId, (periods = new Map()));
      let metrics = periods.get(period);
      if (!metrics) periods.set(period, (metrics = new Map()));
      metrics.set(metric, (metrics.get(metric) ?? 0) + n);
    }
  }

  /** Writes every pending increment in one transaction; on failure they stay pending. */
  async flush(): Promise<void> {
    if (this.#pending.size === 0) return;
    const pending = this.#pending;
    this.#pending = new Map();
    const increments: CounterIncrement[] = [];
    for (const [keyId, periods] of pending) for (const [period, metrics] of periods) increments.push({ keyId, period, amounts: Object.fromEntries(metrics) });
    try {
      await this.#db.transaction((tx) => addCounts(tx, increments));
    } catch (error) {
      for (const { keyId, period, amounts } of increments) this.increment(keyId, period, amounts);
      throw error;
    }
  }

  async read(keyId: string, period: string): Promise<Record<string, number>> {
    const rows = await this.#db.all<{ metric: string; count: number }>('SELECT metric, count FROM usage_counters WHERE key_id = ? AND period = ?', [keyId, period]);
    const counts: Record<string, number> = Object.fromEntries(rows.map((r) => [r.metric, r.count]));
    for (const [metric, n] of this.#pending.get(keyId)?.get(period) ?? []) counts[metric] = (counts[metric] ?? 0) + n;
    return counts;
  }

  /**
   * Reserves `items` of the key's monthly quota in one statement, so concurrent requests (on any
   * replica) cannot together pass it. The counter starts from the items already counted this period.
   */
  async reserveQuota(keyId: string, period: string, items: number, quota: number): Promise<QuotaReservation> {
    const row = await this.#quota.get<{ count: number }>(
      `INSERT INTO usage_counters (key_id, period, metric, count)
       SELECT ?, ?, ?, COALESCE(SUM(count), 0) + ? FROM usage_counters WHERE key_id = ? AND period = ? AND metric LIKE 'items.%'
       ON CONFLICT (key_id, period, metric) DO UPDATE SET count = usage_counters.count + ? WHERE usage_counters.count + ? <= ?
       RETURNING count`,
      [keyId, period, QUOTA_METRIC, items, keyId, period, items, items, quota],
    );
    if (row && row.count <= quota) return { reserved: true };
    if (row) await this.releaseQuota(keyId, period, items);
    const used = await this.#quota.get<{ count: number }>('SELECT count FROM usage_counters WHERE key_id = ? AND period = ? AND metric = ?', [keyId, period, QUOTA_METRIC]);
    return { reserved: false, used: Math.min(quota, used?.count ?? 0) };
  }

  /** Gives back reserved items that were not moderated (refused or failed). */
  async releaseQuota(keyId: string, period: string, items: number): Promise<void> {
    if (items <= 0) return;
    await this.#quota.run('UPDATE usage_counters SET count = count - ? WHERE key_id = ? AND period = ? AND metric = ?', [items, keyId, period, QUOTA_METRIC]);
  }
}

// Monthly usage counters per key: requests by operation, items by media, flagged items.
// Increments are summed in memory and written in one transaction by `flush()` (the service calls
// it every second and at shutdown): one SQLite write per request was the largest avoidable cost
// of a moderation request. Reads add what is still pending, so callers always see exact counts.
import { transaction, type Database } from './database.ts';

export class UsageStore {
  readonly #db: Database;
  readonly #increment;
  readonly #read;
  readonly #sum;
  /** keyId -> period -> metric -> amount not yet written. */
  #pending = new Map<string, Map<string, Map<string, number>>>();

  constructor(db: Database) {
    this.#db = db;
    this.#increment = db.prepare(
      'INSERT INTO usage_counters (key_id, period, metric, count) VALUES (?, ?, ?, ?) ON CONFLICT (key_id, period, metric) DO UPDATE SET count = count + excluded.count',
    );
    this.#read = db.prepare('SELECT metric, count FROM usage_counters WHERE key_id = ? AND period = ?');
    this.#sum = db.prepare("SELECT COALESCE(SUM(count), 0) AS n FROM usage_counters WHERE key_id = ? AND period = ? AND metric LIKE 'items.%'");
  }

  /** Adds to counters of `period` ('YYYY-MM'); zero amounts are skipped. Written at the next `flush()`. */
  increment(keyId: string, period: string, amounts: Readonly<Record<string, number>>): void {
    for (const [metric, n] of Object.entries(amounts)) {
      if (!(n > 0)) continue;
      let periods = this.#pending.get(keyId);
      if (!periods) this.#pending.set(keyId, (periods = new Map()));
      let metrics = periods.get(period);
      if (!metrics) periods.set(period, (metrics = new Map()));
      metrics.set(metric, (metrics.get(metric) ?? 0) + n);
    }
  }

  /** Writes every pending increment in one transaction; on failure they stay pending. */
  flush(): void {
    if (this.#pending.size === 0) return;
    const pending = this.#pending;
    this.#pending = new Map();
    try {
      transaction(this.#db, () => {
        for (const [keyId, periods] of pending) {
          for (const [period, metrics] of periods) for (const [metric, n] of metrics) this.#increment.run(keyId, period, metric, n);
        }
      });
    } catch (error) {
      for (const [keyId, periods] of pending) for (const [period, metrics] of periods) this.increment(keyId, period, Object.fromEntries(metrics));
      throw error;
    }
  }

  read(keyId: string, period: string): Record<string, number> {
    const rows = this.#read.all(keyId, period) as { metric: string; count: number }[];
    const counts: Record<string, number> = Object.fromEntries(rows.map((r) => [r.metric, r.count]));
    for (const [metric, n] of this.#pendingOf(keyId, period)) counts[metric] = (counts[metric] ?? 0) + n;
    return counts;
  }

  /** Items moderated in the period, all media together: what the monthly quota counts. */
  items(keyId: string, period: string): number {
    let pending = 0;
    for (const [metric, n] of this.#pendingOf(keyId, period)) if (metric.startsWith('items.')) pending += n;
    return (this.#sum.get(keyId, period) as { n: number }).n + pending;
  }

  #pendingOf(keyId: string, period: string): Map<string, number> {
    return this.#pending.get(keyId)?.get(period) ?? new Map();
  }
}

// Monthly usage counters per key: requests by operation, items by media, flagged items.
import type { Database } from './database.ts';

export class UsageStore {
  readonly #increment;
  readonly #read;
  readonly #sum;

  constructor(db: Database) {
    this.#increment = db.prepare(
      'INSERT INTO usage_counters (key_id, period, metric, count) VALUES (?, ?, ?, ?) ON CONFLICT (key_id, period, metric) DO UPDATE SET count = count + excluded.count',
    );
    this.#read = db.prepare('SELECT metric, count FROM usage_counters WHERE key_id = ? AND period = ?');
    this.#sum = db.prepare("SELECT COALESCE(SUM(count), 0) AS n FROM usage_counters WHERE key_id = ? AND period = ? AND metric LIKE 'items.%'");
  }

  /** Adds to counters of `period` ('YYYY-MM'); zero amounts are skipped. */
  increment(keyId: string, period: string, amounts: Readonly<Record<string, number>>): void {
    for (const [metric, n] of Object.entries(amounts)) if (n > 0) this.#increment.run(keyId, period, metric, n);
  }

  read(keyId: string, period: string): Record<string, number> {
    const rows = this.#read.all(keyId, period) as { metric: string; count: number }[];
    return Object.fromEntries(rows.map((r) => [r.metric, r.count]));
  }

  /** Items moderated in the period, all media together: what the monthly quota counts. */
  items(keyId: string, period: string): number {
    return (this.#sum.get(keyId, period) as { n: number }).n;
  }
}

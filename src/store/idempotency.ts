// Stored first answers of creates, so a retry with the same Idempotency-Key replays them.
import type { Database } from './database.ts';

export interface StoredAnswer {
  readonly status: number;
  readonly body: string;
  readonly createdAt: string;
}

export class IdempotencyStore {
  readonly #find;
  readonly #save;

  constructor(db: Database) {
    this.#find = db.prepare('SELECT status, body, created_at FROM idempotency WHERE key_id = ? AND operation = ? AND idem_key = ?');
    // An expired entry is replaced; a live one is kept so the first answer wins a race.
    this.#save = db.prepare(
      `INSERT INTO idempotency (key_id, operation, idem_key, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (key_id, operation, idem_key) DO UPDATE SET status = excluded.status, body = excluded.body, created_at = excluded.created_at
       WHERE idempotency.created_at < ?`,
    );
  }

  /** The answer stored at or after `notBefore` (an ISO time), if any. */
  find(keyId: string, operation: string, key: string, notBefore: string): StoredAnswer | undefined {
    const row = this.#find.get(keyId, operation, key) as { status: number; body: string; created_at: string } | undefined;
    if (!row || row.created_at < notBefore) return undefined;
    return { status: row.status, body: row.body, createdAt: row.created_at };
  }

  save(keyId: string, operation: string, key: string, answer: { status: number; body: string; at: string }, replaceBefore: string): void {
    this.#save.run(keyId, operation, key, answer.status, answer.body, answer.at, replaceBefore);
  }
}

// Idempotency-Key reservations and the first answers of creates. A key is reserved atomically
// before its request runs, so a second request with it (on any replica) never acts a second time:
// it gets the stored answer, or learns that the first is still running.
import type { SqlDatabase } from './sql.ts';

export interface StoredAnswer {
  readonly status: number;
  readonly body: string;
  readonly createdAt: string;
}

/** Status of a reservation whose answer is not given yet. */
const RESERVED = 0;
/** Times a reservation is tried when the row it met vanished meanwhile (its request gave up). */
const TRIES = 3;

export type Reservation =
  /** The caller holds the key: run the request, then `complete` or `release` with `owner`. */
  | { readonly kind: 'reserved'; readonly owner: string }
  /** The first request's answer, to replay. */
  | { readonly kind: 'answered'; readonly answer: StoredAnswer }
  /** Another request holds the key and has not answered yet. */
  | { readonly kind: 'in_progress' };

export interface ReserveInput {
  readonly keyId: string;
  readonly operation: string;
  readonly key: string;
  /** A random token naming this request. */
  readonly owner: string;
  readonly now: number;
  /** Answers stored before this (epoch ms) have expired and no longer replay. */
  readonly answeredAfter: number;
  /** Milliseconds after which an unanswered reservation lapses (its request or process stopped). */
  readonly leaseMs: number;
}

interface Row {
  status: number;
  body: string;
  created_at: string;
  lease_until: number | null;
}

export class IdempotencyStore {
  readonly #db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  async reserve(input: ReserveInput): Promise<Reservation> {
    const { keyId, operation, key, owner, now } = input;
    const expiredBefore = new Date(input.answeredAfter).toISOString();
    for (let attempt = 0; attempt < TRIES; attempt++) {
      // Inserted, or taking over an expired answer or a lapsed reservation; else no row comes back.
      const taken = await this.#db.get(
        `INSERT INTO idempotency (key_id, operation, idem_key, status, body, created_at, owner, lease_until) VALUES (?, ?, ?, ${RESERVED}, '', ?, ?, ?)
         ON CONFLICT (key_id, operation, idem_key) DO UPDATE SET status = excluded.status, body = excluded.body,
           created_at = excluded.created_at, owner = excluded.owner, lease_until = excluded.lease_until
         WHERE (idempotency.status <> ${RESERVED} AND idempotency.created_at < ?) OR (idempotency.status = ${RESERVED} AND idempotency.lease_until < ?)
         RETURNING owner`,
        [keyId, operation, key, new Date(now).toISOString(), owner, now + input.leaseMs, expiredBefore, now],
      );
      if (taken) return { kind: 'reserved', owner };
      const row = await this.#db.get<Row>(
        'SELECT status, body, created_at, lease_until FROM idempotency WHERE key_id = ? AND operation = ? AND idem_key = ?',
        [keyId, operation, key],
      );
      if (!row) continue;
      if (row.status === RESERVED) return { kind: 'in_progress' };
      return { kind: 'answered', answer: { status: row.status, body: row.body, createdAt: row.created_at } };
    }
    return { kind: 'in_progress' };
  }

  /** Replaces the caller's reservation with its answer. */
  async complete(keyId: string, operation: string, key: string, owner: string, answer: { status: number; body: string; at: string }): Promise<void> {
    await this.#db.run(
      `UPDATE idempotency SET status = ?, body = ?, created_at = ?, owner = NULL, lease_until = NULL
       WHERE key_id = ? AND operation = ? AND idem_key = ? AND owner = ? AND status = ${RESERVED}`,
      [answer.status, answer.body, answer.at, keyId, operation, key, owner],
    );
  }

  /** Gives the key up without an answer (the request failed in a way a retry may fix). */
  async release(keyId: string, operation: string, key: string, owner: string): Promise<void> {
    await this.#db.run(`DELETE FROM idempotency WHERE key_id = ? AND operation = ? AND idem_key = ? AND owner = ? AND status = ${RESERVED}`, [
      keyId,
      operation,
      key,
      owner,
    ]);
  }
}

// Moderation results of every type, read back by `GET /results/{id}` and scoped to their key.
import { transaction, type Database } from './database.ts';

export type StoredResultType = 'text' | 'image' | 'video' | 'batch';
export type StoredResultStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface ResultRecord {
  readonly id: string;
  readonly keyId: string;
  readonly type: StoredResultType;
  readonly status: StoredResultStatus;
  readonly sandbox: boolean;
  /** The moderation fields once completed. */
  readonly body: unknown;
  /** The problem object once failed. */
  readonly error: unknown;
  readonly createdAt: string;
  readonly completedAt: string | null;
}

export interface CompletedResultInput {
  readonly id: string;
  readonly keyId: string;
  readonly type: StoredResultType;
  readonly sandbox: boolean;
  readonly body: unknown;
  readonly createdAt: string;
  readonly completedAt: string;
}

interface Row {
  id: string;
  key_id: string;
  type: StoredResultType;
  status: StoredResultStatus;
  sandbox: number;
  body: string | null;
  error: string | null;
  created_at: string;
  completed_at: string | null;
}

/**
 * Queued results are committed at most this often: under load one commit (its WAL pages and its
 * share of checkpoints) serves every answer of the interval; a lone answer is committed at once.
 */
const COMMIT_INTERVAL_MS = 2;

interface QueuedInsert {
  readonly result: CompletedResultInput;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export class ResultStore {
  readonly #db: Database;
  #queued: QueuedInsert[] = [];
  #lastCommitAt = -Infinity;
  readonly #insert;
  readonly #get;
  readonly #exists;

  constructor(db: Database) {
    this.#db = db;
    this.#insert = db.prepare(
      "INSERT INTO results (id, key_id, type, status, sandbox, body, created_at, completed_at) VALUES (?, ?, ?, 'completed', ?, ?, ?, ?)",
    );
    this.#get = db.prepare('SELECT * FROM results WHERE id = ? AND key_id = ?');
    this.#exists = db.prepare('SELECT 1 AS found FROM results WHERE id = ? AND key_id = ?');
  }

  /** Stores a moderation that finished at once (text, image, batch and its items). */
  insertCompleted(result: CompletedResultInput): void {
    this.#insert.run(result.id, result.keyId, result.type, result.sandbox ? 1 : 0, JSON.stringify(result.body), result.createdAt, result.completedAt);
  }

  /**
   * Stores a completed result in one transaction with the others queued meanwhile (group commit):
   * at the end of this turn of the event loop, or once COMMIT_INTERVAL_MS have passed since the
   * last commit. Resolves once the result is committed, so an answer is never sent for a result a
   * crash could lose.
   */
  insertCompletedSoon(result: CompletedResultInput): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.#queued.push({ result, resolve, reject }) > 1) return;
      const wait = this.#lastCommitAt + COMMIT_INTERVAL_MS - performance.now();
      if (wait <= 0) setImmediate(() => this.#commitQueued());
      else setTimeout(() => this.#commitQueued(), wait);
    });
  }

  #commitQueued(): void {
    this.#lastCommitAt = performance.now();
    const queued = this.#queued;
    this.#queued = [];
    try {
      transaction(this.#db, () => {
        for (const { result } of queued) this.insertCompleted(result);
      });
    } catch {
      // One bad row must not fail the others: fall back to one commit each.
      for (const { result, resolve, reject } of queued) {
        try {
          this.insertCompleted(result);
          resolve();
        } catch (error) {
          reject(error);
        }
      }
      return;
    }
    for (const { resolve } of queued) resolve();
  }

  /** The result if it belongs to `keyId`; another key's result is as unknown as a missing one. */
  get(id: string, keyId: string): ResultRecord | undefined {
    const row = this.#get.get(id, keyId) as Row | undefined;
    if (!row) return undefined;
    return {
      id: row.id,
      keyId: row.key_id,
      type: row.type,
      status: row.status,
      sandbox: row.sandbox === 1,
      body: row.body === null ? null : JSON.parse(row.body),
      error: row.error === null ? null : JSON.parse(row.error),
      createdAt: row.created_at,
      completedAt: row.completed_at,
    };
  }

  exists(id: string, keyId: string): boolean {
    return this.#exists.get(id, keyId) !== undefined;
  }
}

// Moderation results of every type, read back by `GET /results/{id}` and scoped to their key.
import type { SqlClient, SqlDatabase } from './sql.ts';
import { addCounts, sumCounts, type CounterIncrement } from './usage.ts';

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

/** Results stored together, with the usage counts that count them: all of it or none. */
export interface ResultWrite {
  readonly results: readonly CompletedResultInput[];
  readonly counts?: CounterIncrement;
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
 * Queued writes are committed at most this often: under load one commit (its WAL pages and its
 * share of checkpoints, or its round trips to PostgreSQL) serves every answer of the interval; a
 * lone answer is committed at once.
 */
const COMMIT_INTERVAL_MS = 2;

const INSERT = "INSERT INTO results (id, key_id, type, status, sandbox, body, created_at, completed_at) VALUES (?, ?, ?, 'completed', ?, ?, ?, ?)";
/**
 * PostgreSQL: the results and their counts in one statement, one array per column. A statement is
 * atomic by itself, and the counter rows (one per key, updated by every answer) stay locked only
 * while it runs, never across a round trip to a busy service.
 */
const INSERT_MANY_POSTGRES = `WITH stored AS (
    INSERT INTO results (id, key_id, type, status, sandbox, body, created_at, completed_at)
    SELECT id, key_id, type, 'completed', sandbox, body, created_at, completed_at
    FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[]) AS r (id, key_id, type, sandbox, body, created_at, completed_at)
  )
  INSERT INTO usage_counters (key_id, period, metric, count)
  SELECT * FROM unnest($8::text[], $9::text[], $10::text[], $11::bigint[])
  ON CONFLICT (key_id, period, metric) DO UPDATE SET count = usage_counters.count + excluded.count`;

interface QueuedWrite {
  readonly write: ResultWrite;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export class ResultStore {
  readonly #db: SqlDatabase;
  #queued: QueuedWrite[] = [];
  #lastCommitAt = -Infinity;

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  /** Stores moderations that finished at once (text, image, batch and its items) in one transaction. */
  insert(write: ResultWrite): Promise<void> {
    return this.#writeAll([write]);
  }

  /**
   * Stores a write in one transaction with the others queued meanwhile (group commit): at the end
   * of this turn of the event loop, or once COMMIT_INTERVAL_MS have passed since the last commit.
   * Resolves once committed, so an answer is never sent for a result a crash could lose.
   */
  insertSoon(write: ResultWrite): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.#queued.push({ write, resolve, reject }) > 1) return;
      const wait = this.#lastCommitAt + COMMIT_INTERVAL_MS - performance.now();
      if (wait <= 0) setImmediate(() => void this.#commitQueued());
      else setTimeout(() => void this.#commitQueued(), wait);
    });
  }

  async #commitQueued(): Promise<void> {
    this.#lastCommitAt = performance.now();
    const queued = this.#queued;
    this.#queued = [];
    try {
      await this.#writeAll(queued.map((q) => q.write));
    } catch {
      // One bad row must not fail the others: fall back to one commit each.
      for (const { write, resolve, reject } of queued) await this.insert(write).then(resolve, reject);
      return;
    }
    for (const { resolve } of queued) resolve();
  }

  #writeAll(writes: readonly ResultWrite[]): Promise<void> {
    if (this.#db.dialect.name === 'sqlite') return this.#db.transaction((tx) => writeAllSqlite(tx, writes));
    const counts = sumCounts(writes.flatMap((w) => (w.counts ? [w.counts] : []))).map((c) => [c.keyId, c.period, c.metric, c.n]);
    return this.#db.run(INSERT_MANY_POSTGRES, [...columns(rowsOf(writes), 7), ...columns(counts, 4)]).then(() => undefined);
  }

  /** The result if it belongs to `keyId`; another key's result is as unknown as a missing one. */
  async get(id: string, keyId: string): Promise<ResultRecord | undefined> {
    const row = await this.#db.get<Row>('SELECT * FROM results WHERE id = ? AND key_id = ?', [id, keyId]);
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

  async exists(id: string, keyId: string): Promise<boolean> {
    return (await this.#db.get('SELECT 1 AS found FROM results WHERE id = ? AND key_id = ?', [id, keyId])) !== undefined;
  }
}

function rowsOf(writes: readonly ResultWrite[]): (string | number)[][] {
  return writes.flatMap((w) => w.results.map((r) => [r.id, r.keyId, r.type, r.sandbox ? 1 : 0, JSON.stringify(r.body), r.createdAt, r.completedAt]));
}

const columns = <T>(rows: readonly (readonly T[])[], width: number): T[][] => Array.from({ length: width }, (_, i) => rows.map((row) => row[i]!));

async function writeAllSqlite(tx: SqlClient, writes: readonly ResultWrite[]): Promise<void> {
  for (const row of rowsOf(writes)) await tx.run(INSERT, row);
  await addCounts(
    tx,
    writes.flatMap((w) => (w.counts ? [w.counts] : [])),
  );
}

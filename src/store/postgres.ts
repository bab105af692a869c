// The shared database: PostgreSQL through a pool of node-postgres connections, behind the same
// SqlDatabase interface as SQLite. Statements are prepared once per connection (named after their
// text) and `?` placeholders become `$1, $2, ...`.
import pg from 'pg';
import { UniqueViolationError, type Dialect, type SqlClient, type SqlDatabase, type SqlValue } from './sql.ts';

const UNIQUE_VIOLATION = '23505';
/** Serialization failure and deadlock: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const TRANSACTION_TRIES = 3;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export const postgresDialect: Dialect = {
  name: 'postgres',
  lockRows: (tables) => ` FOR UPDATE OF ${tables} SKIP LOCKED`,
  lockName: 'SELECT pg_advisory_xact_lock(hashtext(?))',
  jsonArrayHas: (column, param) => `(${column})::jsonb @> jsonb_build_array(${param}::text)`,
  least: (a, b) => `LEAST(${a}, ${b})`,
  greatest: (a, b) => `GREATEST(${a}, ${b})`,
};

// Counts and epoch milliseconds are BIGINT (their sums NUMERIC); they stay far below 2^53, so they
// are read as numbers.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID ? Number : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  /** Connections the pool opens at most. */
  readonly poolSize: number;
  /** Called when an idle connection fails (e.g. the server restarts); the pool replaces it. */
  readonly onConnectionError?: (error: Error) => void;
  /**
   * Commit without waiting for the server to flush its log. For counters that every request
   * updates (one row per key): a flush per update would make each wait for the disk in turn.
   * Only a crash of the PostgreSQL server itself can lose such a commit, and only its last moments.
   */
  readonly asynchronousCommit?: boolean;
}

interface Prepared {
  readonly name: string;
  readonly text: string;
}

type Queryable = pg.Pool | pg.PoolClient;

export class PostgresDatabase implements SqlDatabase {
  readonly dialect = postgresDialect;
  readonly #pool: pg.Pool;
  readonly #prepared = new Map<string, Prepared>();

  constructor(url: string, options: PostgresOptions) {
    this.#pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize,
      types,
      ...(options.asynchronousCommit ? { options: '-c synchronous_commit=off' } : {}),
    });
    this.#pool.on('error', (error) => options.onConnectionError?.(error));
  }

  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return this.#query<T>(this.#pool, sql, params);
  }

  async get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return (await this.#query<T>(this.#pool, sql, params))[0];
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return (await this.#result(this.#pool, sql, params)).rowCount ?? 0;
  }

  async exec(script: string): Promise<void> {
    await this.#pool.query(script);
  }

  async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#transactionOnce(work);
      } catch (error) {
        if (attempt >= TRANSACTION_TRIES || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
      }
    }
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }

  async #transactionOnce<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const tx: SqlClient = {
        dialect: postgresDialect,
        all: <T>(sql: string, params?: readonly SqlValue[]) => this.#query<T>(client, sql, params),
        get: async <T>(sql: string, params?: readonly SqlValue[]) => (await this.#query<T>(client, sql, params))[0],
        run: async (sql, params) => (await this.#result(client, sql, params)).rowCount ?? 0,
        exec: async (script) => {
          await client.query(script);
        },
      };
      try {
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      }
    } finally {
      client.release(broken);
    }
  }

  async #query<T>(on: Queryable, sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return (await this.#result(on, sql, params)).rows as T[];
  }

  async #result(on: Queryable, sql: string, params: readonly SqlValue[] = []): Promise<pg.QueryResult> {
    const prepared = this.#prepare(sql);
    try {
      return await on.query({ name: prepared.name, text: prepared.text, values: params as SqlValue[] });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new UniqueViolationError(error);
      throw error;
    }
  }

  #prepare(sql: string): Prepared {
    let prepared = this.#prepared.get(sql);
    if (!prepared) {
      prepared = { name: `s${this.#prepared.size}`, text: numberPlaceholders(sql) };
      this.#prepared.set(sql, prepared);
    }
    return prepared;
  }
}

/** `?` placeholders in order become `$1, $2, ...`; SQL already written with `$n` is left as it is. */
export function numberPlaceholders(sql: string): string {
  if (/\$\d/.test(sql)) return sql;
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

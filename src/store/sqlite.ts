// The embedded database: one SQLite file (node:sqlite, WAL) behind the asynchronous SqlDatabase
// interface. node:sqlite answers synchronously, so every call resolves at once; a transaction
// holds the one connection until it ends, and other calls wait for it rather than land inside it.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { openSqliteFile } from './database.ts';
import { UniqueViolationError, type Dialect, type SqlClient, type SqlDatabase, type SqlValue } from './sql.ts';

const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  lockRows: () => '',
  lockName: undefined,
  jsonArrayHas: (column, param) => `EXISTS (SELECT 1 FROM json_each(${column}) WHERE value = ${param})`,
  least: (a, b) => `MIN(${a}, ${b})`,
  greatest: (a, b) => `MAX(${a}, ${b})`,
};

export class SqliteDatabase implements SqlDatabase {
  readonly dialect = sqliteDialect;
  readonly file: string;
  readonly raw: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  /** Settles when the open transaction ends; undefined when none is open. */
  #open: Promise<void> | undefined;
  readonly #inside: SqlClient;

  constructor(file: string) {
    this.file = file;
    this.raw = openSqliteFile(file);
    this.#inside = {
      dialect: sqliteDialect,
      all: async (sql, params) => this.#all(sql, params),
      get: async (sql, params) => this.#get(sql, params),
      run: async (sql, params) => this.#run(sql, params),
      exec: async (script) => this.raw.exec(script),
    };
  }

  get isOpen(): boolean {
    return this.raw.isOpen;
  }

  async all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    while (this.#open) await this.#open;
    return this.#all(sql, params);
  }

  async get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    while (this.#open) await this.#open;
    return this.#get(sql, params);
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    while (this.#open) await this.#open;
    return this.#run(sql, params);
  }

  async exec(script: string): Promise<void> {
    while (this.#open) await this.#open;
    this.raw.exec(script);
  }

  async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    while (this.#open) await this.#open;
    let end!: () => void;
    this.#open = new Promise((resolve) => (end = resolve));
    try {
      this.raw.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this.#inside);
        this.raw.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.raw.isTransaction) this.raw.exec('ROLLBACK');
        throw error;
      }
    } finally {
      this.#open = undefined;
      end();
    }
  }

  async close(): Promise<void> {
    while (this.#open) await this.#open;
    if (this.raw.isOpen) this.raw.close();
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) this.#statements.set(sql, (statement = this.raw.prepare(sql)));
    return statement;
  }

  #all<T>(sql: string, params: readonly SqlValue[] = []): T[] {
    return guard(() => this.#statement(sql).all(...(params as SQLInputValue[])) as T[]);
  }

  #get<T>(sql: string, params: readonly SqlValue[] = []): T | undefined {
    return guard(() => this.#statement(sql).get(...(params as SQLInputValue[])) as T | undefined);
  }

  #run(sql: string, params: readonly SqlValue[] = []): number {
    return guard(() => Number(this.#statement(sql).run(...(params as SQLInputValue[])).changes));
  }
}

function guard<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    const errcode = (error as { errcode?: number }).errcode;
    if (errcode === SQLITE_CONSTRAINT_UNIQUE || errcode === SQLITE_CONSTRAINT_PRIMARYKEY) throw new UniqueViolationError(error);
    throw error;
  }
}

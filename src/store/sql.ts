// The one way the repositories reach a database: SQL text with `?` placeholders, run by SQLite
// (embedded) or PostgreSQL (shared by replicas). What the two engines spell differently is named
// in `Dialect`; everything else is the same SQL.

/** A parameter; arrays are for PostgreSQL only (`unnest($1::text[])`). */
export type SqlValue = string | number | null | readonly (string | number | null)[];

export interface SqlClient {
  readonly dialect: Dialect;
  /** Every row of a query. */
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row, if any. */
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; resolves with the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface SqlDatabase extends SqlClient {
  /**
   * Runs `work` in one transaction on one connection; commits when it resolves, rolls back when
   * it throws. Statements of `work` go through the client it is given, never through this one.
   */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  /**
   * Appended to a SELECT that takes rows for this process only: PostgreSQL locks them and skips
   * rows another replica holds; SQLite needs nothing, its write transaction excludes every other.
   * Name every joined table the WHERE reads: a row locked after waiting is checked again only
   * against the fresh versions of the tables named.
   */
  readonly lockRows: (tables: string) => string;
  /**
   * A statement holding, until its transaction ends, a lock named by the parameter's value
   * (PostgreSQL's advisory locks); undefined for SQLite, whose write transactions already exclude
   * each other.
   */
  readonly lockName: string | undefined;
  /** Whether `column` (a JSON array of strings, stored as text) holds the value of `param`. */
  readonly jsonArrayHas: (column: string, param: string) => string;
  /** The smaller / larger of two numeric expressions. */
  readonly least: (a: string, b: string) => string;
  readonly greatest: (a: string, b: string) => string;
}

/** A row with the same unique key exists already (a race another writer won). */
export class UniqueViolationError extends Error {
  readonly code = 'unique_violation';
  constructor(cause: unknown) {
    super('A row with the same unique key exists.', { cause });
    this.name = 'UniqueViolationError';
  }
}

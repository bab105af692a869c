// Opens an embedded SQLite file (node:sqlite, WAL), readable by its owner only, synchronously:
// the store wraps it (sqlite.ts); the Slack app keeps its own small file with it.
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type Database = DatabaseSync;

/** A schema change of a synchronously opened file; append, never edit one that has shipped. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** WAL pages between automatic checkpoints. */
export const CHECKPOINT_PAGES = 256;

/** Opens (creating if needed) the database file and applies pending migrations in order. */
export function openDatabase(file: string, migrations: readonly Migration[] = []): Database {
  const db = openSqliteFile(file);
  migrate(db, migrations);
  return db;
}

/** Opens (creating if needed) the database file with the store's settings. */
export function openSqliteFile(file: string): Database {
  if (file !== ':memory:') createPrivately(file);
  const db = new DatabaseSync(file);
  // The busy timeout comes first: another connection (a stopping service, the keys CLI) may hold
  // a lock while the journal mode is read.
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  // A checkpoint stalls the writer while it syncs every WAL byte written since the last one; at
  // SQLite's default of 1,000 pages (about 4 MB) that stall is ~15 ms, at 256 pages it is ~4 ms.
  db.exec(`PRAGMA wal_autocheckpoint = ${CHECKPOINT_PAGES}`);
  return db;
}

/**
 * Creates the folder (0700) and the file (0600) before SQLite does, so neither is ever readable by
 * other users; SQLite gives its -wal and -shm files the database file's permissions. An existing
 * file readable by others is narrowed to its owner.
 */
function createPrivately(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) chmodSync(file, mode & 0o700);
}

function migrate(db: Database, migrations: readonly Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
  );
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    transaction(db, () => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    });
  }
}

/** Runs `work` in one IMMEDIATE transaction; rolls back if it throws. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

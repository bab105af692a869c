// Opens the embedded SQLite database (node:sqlite, WAL) and brings its schema up to date.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS, type Migration } from './migrations.ts';

export type Database = DatabaseSync;

/** WAL pages between automatic checkpoints. */
export const CHECKPOINT_PAGES = 256;

/** Opens (creating if needed) the database file and applies pending migrations in order. */
export function openDatabase(file: string, migrations: readonly Migration[] = MIGRATIONS): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  // The busy timeout comes first: another connection (a stopping service, the keys CLI) may hold
  // a lock while the journal mode is read.
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  // A checkpoint stalls the writer while it syncs every WAL byte written since the last one; at
  // SQLite's default of 1,000 pages (about 4 MB) that stall is ~15 ms, at 256 pages it is ~4 ms.
  db.exec(`PRAGMA wal_autocheckpoint = ${CHECKPOINT_PAGES}`);
  migrate(db, migrations);
  return db;
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

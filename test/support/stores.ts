// Both kinds of store for one suite: each repository test runs on a SQLite file and on a
// PostgreSQL database of its own (skipped with a line saying what to install when PostgreSQL is
// missing outside CI).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, it } from 'vitest';
import { DATABASE_FILE, openStore, type Clock, type Store } from '../../src/store/index.ts';
import { PostgresDatabase } from '../../src/store/postgres.ts';
import type { SqlDatabase } from '../../src/store/sql.ts';
import { SqliteDatabase } from '../../src/store/sqlite.ts';
import { postgresMissing, testDatabase } from './postgres.ts';

export interface StoreFixture {
  readonly store: Store;
  /** A connection of its own to the same data, for what the repositories do not offer. */
  readonly sql: SqlDatabase;
  /** Another store on the same data: a restarted service, or a second replica. */
  openAgain(options?: { clock?: Clock }): Promise<Store>;
  /** Closes every store and connection opened here and removes the data. */
  close(): Promise<void>;
}

export interface StoreKind {
  readonly name: 'SQLite' | 'PostgreSQL';
  /** Why this kind cannot run here; its tests are skipped. */
  readonly missing: string | undefined;
  open(options?: { clock?: Clock }): Promise<StoreFixture>;
}

const sqlite: StoreKind = {
  name: 'SQLite',
  missing: undefined,
  async open(options = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'moderation-store-'));
    const open = (o: { clock?: Clock }) => openStore({ dataDir: dir, ...o });
    return fixture(await open(options), new SqliteDatabase(join(dir, DATABASE_FILE)), open, async () => rmSync(dir, { recursive: true, force: true }));
  },
};

const postgres: StoreKind = {
  name: 'PostgreSQL',
  get missing() {
    return postgresMissing();
  },
  async open(options = {}) {
    const database = await testDatabase();
    const open = (o: { clock?: Clock }) => openStore({ dataDir: '', databaseUrl: database.url, poolSize: 4, ...o });
    return fixture(await open(options), new PostgresDatabase(database.url, { poolSize: 2 }), open, () => database.drop());
  },
};

async function fixture(store: Store, sql: SqlDatabase, open: (o: { clock?: Clock }) => Promise<Store>, remove: () => Promise<void>): Promise<StoreFixture> {
  const opened = [store];
  return {
    store,
    sql,
    async openAgain(options = {}) {
      const again = await open(options);
      opened.push(again);
      return again;
    },
    async close() {
      for (const s of opened) await s.close();
      await sql.close();
      await remove();
    },
  };
}

export const STORE_KINDS: readonly StoreKind[] = [sqlite, postgres];

/**
 * Gives each test of the current suite a fresh store of `kind`, closed and removed after it.
 * Undefined when the kind cannot run here: one skipped test then notes what to install.
 */
export function storePerTest(kind: StoreKind): (() => StoreFixture) | undefined {
  const missing = kind.missing;
  if (missing) {
    // The run's last lines gather these notes: one line saying what to install.
    it(`runs on ${kind.name}`, (ctx) => ctx.skip(missing));
    return undefined;
  }
  let current: StoreFixture | undefined;
  beforeEach(async () => {
    current = await kind.open();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => current!;
}

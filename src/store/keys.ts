// API keys: only SHA-256 hashes are stored; the key itself is shown once when created.
import type { Database } from './database.ts';

export interface ApiKeyRecord {
  readonly id: string;
  readonly prefix: string;
  readonly name: string | null;
  readonly sandbox: boolean;
  readonly ratePerSec: number;
  readonly burst: number;
  readonly monthlyQuota: number | null;
  readonly createdAt: string;
  readonly revokedAt: string | null;
}

/** What creating a key stores: the record as it starts, and the hash of the key. */
export type NewApiKey = Omit<ApiKeyRecord, 'revokedAt'> & { readonly hash: string };

interface Row {
  id: string;
  prefix: string;
  name: string | null;
  sandbox: number;
  rate_per_sec: number;
  burst: number;
  monthly_quota: number | null;
  created_at: string;
  revoked_at: string | null;
}

const COLUMNS = 'id, prefix, name, sandbox, rate_per_sec, burst, monthly_quota, created_at, revoked_at';

function toRecord(row: Row): ApiKeyRecord {
  return {
    id: row.id,
    prefix: row.prefix,
    name: row.name,
    sandbox: row.sandbox === 1,
    ratePerSec: row.rate_per_sec,
    burst: row.burst,
    monthlyQuota: row.monthly_quota,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

export class KeyStore {
  readonly #db: Database;
  readonly #byHash;

  constructor(db: Database) {
    this.#db = db;
    this.#byHash = db.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE hash = ?`);
  }

  create(key: NewApiKey): ApiKeyRecord {
    this.#db
      .prepare(
        'INSERT INTO api_keys (id, hash, prefix, name, sandbox, rate_per_sec, burst, monthly_quota, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(key.id, key.hash, key.prefix, key.name, key.sandbox ? 1 : 0, key.ratePerSec, key.burst, key.monthlyQuota, key.createdAt);
    return { ...this.get(key.id)! };
  }

  /** Inserts or refreshes a key whose hash is fixed (the documented demo key). */
  upsert(key: NewApiKey): ApiKeyRecord {
    this.#db
      .prepare(
        `INSERT INTO api_keys (id, hash, prefix, name, sandbox, rate_per_sec, burst, monthly_quota, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, sandbox = excluded.sandbox, rate_per_sec = excluded.rate_per_sec,
           burst = excluded.burst, monthly_quota = excluded.monthly_quota, revoked_at = NULL`,
      )
      .run(key.id, key.hash, key.prefix, key.name, key.sandbox ? 1 : 0, key.ratePerSec, key.burst, key.monthlyQuota, key.createdAt);
    return this.get(key.id)!;
  }

  get(id: string): ApiKeyRecord | undefined {
    const row = this.#db.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE id = ?`).get(id) as Row | undefined;
    return row && toRecord(row);
  }

  findByHash(hash: string): ApiKeyRecord | undefined {
    const row = this.#byHash.get(hash) as Row | undefined;
    return row && toRecord(row);
  }

  list(): ApiKeyRecord[] {
    return (this.#db.prepare(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`).all() as unknown as Row[]).map(toRecord);
  }

  /** Marks the key revoked; false when no such key exists or it already was. */
  revoke(id: string, at: string): boolean {
    return this.#db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at, id).changes > 0;
  }
}

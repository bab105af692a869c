// API keys: only SHA-256 hashes are stored; the key itself is shown once when created.
import type { SqlClient } from './sql.ts';

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

function values(key: NewApiKey) {
  return [key.id, key.hash, key.prefix, key.name, key.sandbox ? 1 : 0, key.ratePerSec, key.burst, key.monthlyQuota, key.createdAt];
}

const INSERT = 'INSERT INTO api_keys (id, hash, prefix, name, sandbox, rate_per_sec, burst, monthly_quota, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';

export class KeyStore {
  readonly #db: SqlClient;

  constructor(db: SqlClient) {
    this.#db = db;
  }

  async create(key: NewApiKey): Promise<ApiKeyRecord> {
    await this.#db.run(INSERT, values(key));
    return (await this.get(key.id))!;
  }

  /** Inserts or refreshes a key whose hash is fixed (the documented demo key). */
  async upsert(key: NewApiKey): Promise<ApiKeyRecord> {
    await this.#db.run(
      `${INSERT} ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, sandbox = excluded.sandbox, rate_per_sec = excluded.rate_per_sec,
         burst = excluded.burst, monthly_quota = excluded.monthly_quota, revoked_at = NULL`,
      values(key),
    );
    return (await this.get(key.id))!;
  }

  async get(id: string): Promise<ApiKeyRecord | undefined> {
    const row = await this.#db.get<Row>(`SELECT ${COLUMNS} FROM api_keys WHERE id = ?`, [id]);
    return row && toRecord(row);
  }

  async findByHash(hash: string): Promise<ApiKeyRecord | undefined> {
    const row = await this.#db.get<Row>(`SELECT ${COLUMNS} FROM api_keys WHERE hash = ?`, [hash]);
    return row && toRecord(row);
  }

  async list(): Promise<ApiKeyRecord[]> {
    return (await this.#db.all<Row>(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`)).map(toRecord);
  }

  /** Marks the key revoked; false when no such key exists or it already was. */
  async revoke(id: string, at: string): Promise<boolean> {
    return (await this.#db.run('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [at, id])) > 0;
  }
}

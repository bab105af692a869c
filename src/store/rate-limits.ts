// Per-key token buckets of the rate limits, kept in the store so that a restart does not refill
// them and replicas share them. With SQLite (one process) the buckets live in memory and are
// written every second and at shutdown; with PostgreSQL each take is one atomic statement.
import type { SqlDatabase } from './sql.ts';

export interface BucketSettings {
  /** Tokens added per second. */
  readonly ratePerSec: number;
  /** Tokens the bucket holds at most. */
  readonly burst: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the bucket is full again. */
  readonly resetSeconds: number;
  /** Seconds until the tokens asked for are available; 0 when allowed. */
  readonly retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Takes `cost` tokens from the key's bucket if it has that many; otherwise takes none. */
  take(keyId: string, settings: BucketSettings, cost: number, now: number): Promise<RateDecision>;
  /** The bucket's state without taking a token. */
  peek(keyId: string, settings: BucketSettings, now: number): Promise<RateDecision>;
  /** Writes buckets held in memory. */
  flush(): Promise<void>;
}

interface BucketRow {
  tokens: number;
  updated_at: number;
}

/** The tokens of a bucket last written at `updatedAt`, refilled up to `now`. */
function refilled(row: BucketRow | undefined, settings: BucketSettings, now: number): number {
  if (!row) return settings.burst;
  return Math.min(settings.burst, row.tokens + (Math.max(0, now - row.updated_at) / 1000) * settings.ratePerSec);
}

function decide(tokens: number, settings: BucketSettings, allowed: boolean, cost: number): RateDecision {
  const { burst, ratePerSec } = settings;
  return {
    allowed,
    limit: burst,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: Math.max(0, Math.ceil((burst - tokens) / ratePerSec)),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((cost - tokens) / ratePerSec)),
  };
}

const SELECT = 'SELECT tokens, updated_at FROM rate_buckets WHERE key_id = ?';

/** Buckets untouched this long are full again and can be forgotten. */
const IDLE_MS = 10 * 60 * 1000;
const MAX_BUCKETS = 100_000;

interface Bucket extends BucketRow {
  dirty: boolean;
}

/** Buckets in memory, read from the database on first use and written by `flush()`. */
export class MemoryRateLimits implements RateLimitStore {
  readonly #db: SqlDatabase;
  readonly #buckets = new Map<string, Bucket>();
  readonly #loading = new Map<string, Promise<Bucket>>();

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  async take(keyId: string, settings: BucketSettings, cost: number, now: number): Promise<RateDecision> {
    const bucket = this.#buckets.get(keyId) ?? (await this.#load(keyId, now));
    const tokens = refilled(bucket, settings, now);
    const allowed = tokens >= cost;
    bucket.tokens = allowed ? tokens - cost : tokens;
    bucket.updated_at = Math.max(bucket.updated_at, now);
    bucket.dirty = true;
    return decide(bucket.tokens, settings, allowed, cost);
  }

  async peek(keyId: string, settings: BucketSettings, now: number): Promise<RateDecision> {
    const bucket = this.#buckets.get(keyId) ?? (await this.#load(keyId, now));
    return decide(refilled(bucket, settings, now), settings, true, 1);
  }

  async flush(): Promise<void> {
    const dirty = [...this.#buckets].filter(([, bucket]) => bucket.dirty);
    if (dirty.length === 0) return;
    for (const [, bucket] of dirty) bucket.dirty = false;
    try {
      await this.#db.transaction(async (tx) => {
        for (const [keyId, { tokens, updated_at }] of dirty) {
          await tx.run(
            'INSERT INTO rate_buckets (key_id, tokens, updated_at) VALUES (?, ?, ?) ON CONFLICT (key_id) DO UPDATE SET tokens = excluded.tokens, updated_at = excluded.updated_at',
            [keyId, tokens, updated_at],
          );
        }
      });
    } catch (error) {
      for (const [, bucket] of dirty) bucket.dirty = true;
      throw error;
    }
  }

  /** One read per key however many requests ask at once. */
  #load(keyId: string, now: number): Promise<Bucket> {
    let loading = this.#loading.get(keyId);
    if (!loading) {
      loading = this.#db.get<BucketRow>(SELECT, [keyId]).then((row) => {
        this.#loading.delete(keyId);
        if (this.#buckets.size >= MAX_BUCKETS) this.#evictIdle(now);
        // A missing row is a full bucket: `refilled` of a row written long ago.
        const bucket: Bucket = { tokens: row?.tokens ?? Number.MAX_SAFE_INTEGER, updated_at: row?.updated_at ?? now, dirty: false };
        this.#buckets.set(keyId, bucket);
        return bucket;
      });
      this.#loading.set(keyId, loading);
    }
    return loading;
  }

  #evictIdle(now: number): void {
    for (const [id, bucket] of this.#buckets) if (!bucket.dirty && now - bucket.updated_at > IDLE_MS) this.#buckets.delete(id);
    // Still full: drop the oldest clean one rather than grow without bound.
    if (this.#buckets.size >= MAX_BUCKETS) {
      for (const [id, bucket] of this.#buckets) {
        if (bucket.dirty) continue;
        this.#buckets.delete(id);
        break;
      }
    }
  }
}

/** The refilled tokens of row `b`; $2 rate per second, $3 burst, $4 now (epoch ms), $5 cost. */
const REFILLED = 'LEAST($3::float8, b.tokens + GREATEST(0, $4::bigint - b.updated_at) * $2::float8 / 1000.0)';

/** Buckets in the shared database: every take is one atomic statement, so replicas share them. */
export class SharedRateLimits implements RateLimitStore {
  readonly #db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  async take(keyId: string, settings: BucketSettings, cost: number, now: number): Promise<RateDecision> {
    const row = (await this.#db.get<{ tokens: number; taken: number }>(
      `INSERT INTO rate_buckets AS b (key_id, tokens, updated_at, taken)
       VALUES ($1, CASE WHEN $3::float8 >= $5::float8 THEN $3::float8 - $5::float8 ELSE $3::float8 END, $4::bigint,
               CASE WHEN $3::float8 >= $5::float8 THEN $5::float8 ELSE 0 END)
       ON CONFLICT (key_id) DO UPDATE SET
         tokens = CASE WHEN ${REFILLED} >= $5::float8 THEN ${REFILLED} - $5::float8 ELSE ${REFILLED} END,
         taken = CASE WHEN ${REFILLED} >= $5::float8 THEN $5::float8 ELSE 0 END,
         updated_at = GREATEST(b.updated_at, $4::bigint)
       RETURNING tokens, taken`,
      [keyId, settings.ratePerSec, settings.burst, now, cost],
    ))!;
    return decide(row.tokens, settings, row.taken > 0, cost);
  }

  async peek(keyId: string, settings: BucketSettings, now: number): Promise<RateDecision> {
    return decide(refilled(await this.#db.get<BucketRow>(SELECT, [keyId]), settings, now), settings, true, 1);
  }

  async flush(): Promise<void> {}
}

// The store: one SQLite file in the data directory (embedded, the default) or a PostgreSQL
// database that several replicas share, reached through the same narrow repositories.
import { join } from 'node:path';
import { startBackgroundCheckpoints } from './background-checkpoints.ts';
import { systemClock, type Clock } from './clock.ts';
import { DeliveryStore } from './deliveries.ts';
import { FeedbackStore } from './feedback.ts';
import { IdempotencyStore } from './idempotency.ts';
import { JobStore } from './jobs.ts';
import { KeyStore } from './keys.ts';
import { migrate } from './migrate.ts';
import { PostgresDatabase } from './postgres.ts';
import { MemoryRateLimits, SharedRateLimits, type RateLimitStore } from './rate-limits.ts';
import { ResultStore } from './results.ts';
import type { SqlDatabase } from './sql.ts';
import { SqliteDatabase } from './sqlite.ts';
import { UsageStore } from './usage.ts';
import { WebhookStore } from './webhooks.ts';

export interface Store {
  readonly clock: Clock;
  /**
   * True when this process is the only one using the store (SQLite): whatever is left
   * `processing` at start-up was left by this service. False when replicas share it.
   */
  readonly exclusive: boolean;
  readonly keys: KeyStore;
  readonly results: ResultStore;
  readonly feedback: FeedbackStore;
  readonly usage: UsageStore;
  readonly rateLimits: RateLimitStore;
  readonly webhooks: WebhookStore;
  readonly idempotency: IdempotencyStore;
  readonly jobs: JobStore;
  readonly deliveries: DeliveryStore;
  /** Writes what is held in memory (request counts, SQLite's rate buckets). */
  flush(): Promise<void>;
  /** Flushes, then closes the database. */
  close(): Promise<void>;
}

export const DATABASE_FILE = 'moderation.db';

export interface OpenStoreOptions {
  /** Where the SQLite file lives (without `databaseUrl`). */
  readonly dataDir: string;
  /** `postgres://...`: use this PostgreSQL database instead of the SQLite file. */
  readonly databaseUrl?: string;
  /** PostgreSQL connections at most, plus half as many for rate buckets and quotas. Default 10. */
  readonly poolSize?: number;
  readonly clock?: Clock;
  /** Checkpoint SQLite's write-ahead log on a worker thread (the service), not on commit. */
  readonly checkpointInBackground?: boolean;
  /** Told about failures of idle PostgreSQL connections (which the pool replaces). */
  readonly onConnectionError?: (error: Error) => void;
}

/** Opens the store and brings its schema up to date. */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  if (options.databaseUrl) {
    const onConnectionError = options.onConnectionError ? { onConnectionError: options.onConnectionError } : {};
    const db = new PostgresDatabase(options.databaseUrl, { poolSize: options.poolSize ?? 10, ...onConnectionError });
    // Rate buckets and quota reservations change on every request, one row per key.
    const counters = new PostgresDatabase(options.databaseUrl, { poolSize: Math.max(1, Math.ceil((options.poolSize ?? 10) / 2)), asynchronousCommit: true, ...onConnectionError });
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      await counters.close();
      throw error;
    }
    return assemble(db, counters, new SharedRateLimits(counters), false, options.clock, async () => {
      await db.close();
      await counters.close();
    });
  }
  const file = join(options.dataDir, DATABASE_FILE);
  const db = new SqliteDatabase(file);
  await migrate(db);
  const checkpoints = options.checkpointInBackground ? startBackgroundCheckpoints(db.raw, file) : undefined;
  return assemble(db, db, new MemoryRateLimits(db), true, options.clock, async () => {
    checkpoints?.stop();
    await db.close();
  });
}

function assemble(
  db: SqlDatabase,
  counters: SqlDatabase,
  rateLimits: RateLimitStore,
  exclusive: boolean,
  clock: Clock | undefined,
  closeDb: () => Promise<void>,
): Store {
  const usage = new UsageStore(db, counters);
  let closing: Promise<void> | undefined;
  const flush = async () => {
    await usage.flush();
    await rateLimits.flush();
  };
  return {
    clock: clock ?? systemClock,
    exclusive,
    keys: new KeyStore(db),
    results: new ResultStore(db),
    feedback: new FeedbackStore(db),
    usage,
    rateLimits,
    webhooks: new WebhookStore(db),
    idempotency: new IdempotencyStore(db),
    jobs: new JobStore(db),
    deliveries: new DeliveryStore(db),
    flush,
    close: () =>
      (closing ??= (async () => {
        try {
          await flush();
        } finally {
          await closeDb();
        }
      })()),
  };
}

export { systemClock, type Clock } from './clock.ts';
export type { ApiKeyRecord, NewApiKey } from './keys.ts';
export type { ResultRecord, CompletedResultInput, ResultWrite, StoredResultType, StoredResultStatus } from './results.ts';
export type { FeedbackRecord, FeedbackInput, Verdict } from './feedback.ts';
export type { WebhookRecord, NewWebhook, WebhookChanges, CreateOutcome } from './webhooks.ts';
export type { StoredAnswer, Reservation } from './idempotency.ts';
export type { BucketSettings, RateDecision, RateLimitStore } from './rate-limits.ts';
export type { JobClaim, JobRecord, FinishedJob } from './jobs.ts';
export { ClaimLostError } from './jobs.ts';
export { UniqueViolationError } from './sql.ts';
export { periodOf, itemMetric, requestMetric, FLAGGED_METRIC, QUOTA_METRIC, type CounterIncrement } from './usage.ts';
export { KeyStore, ResultStore, FeedbackStore, UsageStore, WebhookStore, IdempotencyStore, JobStore, DeliveryStore };

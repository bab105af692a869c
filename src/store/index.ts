// The embedded store: one SQLite file in the data directory, reached through narrow repositories.
import { join } from 'node:path';
import { startBackgroundCheckpoints } from './background-checkpoints.ts';
import { openDatabase, transaction, type Database } from './database.ts';
import { systemClock, type Clock } from './clock.ts';
import { DeliveryStore } from './deliveries.ts';
import { FeedbackStore } from './feedback.ts';
import { IdempotencyStore } from './idempotency.ts';
import { JobStore } from './jobs.ts';
import { KeyStore } from './keys.ts';
import { ResultStore } from './results.ts';
import { UsageStore } from './usage.ts';
import { WebhookStore } from './webhooks.ts';

export interface Store {
  readonly clock: Clock;
  readonly keys: KeyStore;
  readonly results: ResultStore;
  readonly feedback: FeedbackStore;
  readonly usage: UsageStore;
  readonly webhooks: WebhookStore;
  readonly idempotency: IdempotencyStore;
  readonly jobs: JobStore;
  readonly deliveries: DeliveryStore;
  /** Runs `work` atomically across repositories. */
  atomically<T>(work: () => T): T;
  close(): void;
}

export const DATABASE_FILE = 'moderation.db';

export interface OpenStoreOptions {
  readonly clock?: Clock;
  /** Checkpoint the write-ahead log on a worker thread (the service), not on commit. */
  readonly checkpointInBackground?: boolean;
}

/** Opens (creating if needed) `<dataDir>/moderation.db` and brings its schema up to date. */
export function openStore(dataDir: string, options: OpenStoreOptions = {}): Store {
  const file = join(dataDir, DATABASE_FILE);
  const db: Database = openDatabase(file);
  const checkpoints = options.checkpointInBackground ? startBackgroundCheckpoints(db, file) : undefined;
  const usage = new UsageStore(db);
  return {
    clock: options.clock ?? systemClock,
    keys: new KeyStore(db),
    results: new ResultStore(db),
    feedback: new FeedbackStore(db),
    usage,
    webhooks: new WebhookStore(db),
    idempotency: new IdempotencyStore(db),
    jobs: new JobStore(db),
    deliveries: new DeliveryStore(db),
    atomically: (work) => transaction(db, work),
    close: () => {
      if (!db.isOpen) return;
      // Usage counters are buffered in memory; the last ones are written before closing.
      checkpoints?.stop();
      try {
        usage.flush();
      } finally {
        db.close();
      }
    },
  };
}

export { systemClock, type Clock } from './clock.ts';
export type { ApiKeyRecord, NewApiKey } from './keys.ts';
export type { ResultRecord, CompletedResultInput, StoredResultType, StoredResultStatus } from './results.ts';
export type { FeedbackRecord, FeedbackInput, Verdict } from './feedback.ts';
export type { WebhookRecord, NewWebhook, WebhookChanges } from './webhooks.ts';
export type { StoredAnswer } from './idempotency.ts';
export { KeyStore, ResultStore, FeedbackStore, UsageStore, WebhookStore, IdempotencyStore, JobStore, DeliveryStore };

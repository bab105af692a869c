// Versioned schema of the store, written once in SQLite's words (PostgreSQL gets them translated
// by `migrate.ts`). Append a migration; never edit one that has shipped.
import type { Migration } from './database.ts';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE api_keys (
        id            TEXT PRIMARY KEY,
        hash          TEXT NOT NULL UNIQUE,      -- SHA-256 of the key, hex; the key itself is never stored
        prefix        TEXT NOT NULL,             -- first characters, to tell keys apart in listings
        name          TEXT,
        sandbox       INTEGER NOT NULL,
        rate_per_sec  REAL NOT NULL,             -- token bucket refill
        burst         INTEGER NOT NULL,          -- token bucket size
        monthly_quota INTEGER,                   -- items per month; NULL = unlimited
        created_at    TEXT NOT NULL,
        revoked_at    TEXT
      );

      CREATE TABLE results (
        id           TEXT PRIMARY KEY,
        key_id       TEXT NOT NULL,
        type         TEXT NOT NULL CHECK (type IN ('text', 'image', 'video', 'batch')),
        status       TEXT NOT NULL CHECK (status IN ('queued', 'processing', 'completed', 'failed')),
        sandbox      INTEGER NOT NULL,
        body         TEXT,                       -- JSON moderation fields once completed
        error        TEXT,                       -- JSON problem once failed
        created_at   TEXT NOT NULL,
        completed_at TEXT
      );
      CREATE INDEX results_by_key ON results (key_id, created_at);

      CREATE TABLE feedback (
        id         TEXT PRIMARY KEY,
        result_id  TEXT NOT NULL REFERENCES results (id),
        key_id     TEXT NOT NULL,
        reviewer   TEXT NOT NULL DEFAULT '',     -- '' when the caller names no reviewer
        verdict    TEXT NOT NULL,
        category   TEXT,
        comment    TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (result_id, reviewer)
      );

      CREATE TABLE usage_counters (
        key_id TEXT NOT NULL,
        period TEXT NOT NULL,                    -- 'YYYY-MM' in UTC
        metric TEXT NOT NULL,                    -- e.g. 'requests.moderateText', 'items.image', 'flagged'
        count  INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (key_id, period, metric)
      );

      CREATE TABLE webhooks (
        id              TEXT PRIMARY KEY,
        key_id          TEXT NOT NULL,
        url             TEXT NOT NULL,
        secret          TEXT NOT NULL,           -- whsec_...; needed to sign, so kept
        events          TEXT NOT NULL,           -- JSON array of event types
        description     TEXT,
        enabled         INTEGER NOT NULL,
        disabled_reason TEXT,
        created_at      TEXT NOT NULL,
        updated_at      TEXT NOT NULL,
        UNIQUE (key_id, url)
      );

      CREATE TABLE idempotency (
        key_id     TEXT NOT NULL,
        operation  TEXT NOT NULL,
        idem_key   TEXT NOT NULL,
        status     INTEGER NOT NULL,
        body       TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (key_id, operation, idem_key)
      );

      -- Asynchronous jobs; their state is results.status.
      CREATE TABLE jobs (
        result_id  TEXT PRIMARY KEY REFERENCES results (id),
        key_id     TEXT NOT NULL,
        input_path TEXT,                         -- upload inside DATA_DIR, deleted when done
        input_url  TEXT,
        attempts   INTEGER NOT NULL DEFAULT 0,
        queued_at  TEXT NOT NULL,
        started_at TEXT
      );

      -- Outbox: an event is written in the same transaction that ends its job.
      CREATE TABLE events (
        id         TEXT PRIMARY KEY,             -- the webhook-id, the same on every retry
        key_id     TEXT NOT NULL,
        type       TEXT NOT NULL,
        payload    TEXT NOT NULL,                -- the exact JSON body that is signed and sent
        created_at TEXT NOT NULL
      );

      CREATE TABLE deliveries (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id        TEXT NOT NULL REFERENCES events (id),
        webhook_id      TEXT NOT NULL REFERENCES webhooks (id),
        status          TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,        -- epoch milliseconds
        last_status     INTEGER,
        last_error      TEXT,
        updated_at      TEXT NOT NULL,
        UNIQUE (event_id, webhook_id)
      );
      CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);

      CREATE TABLE delivery_attempts (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        delivery_id  INTEGER NOT NULL REFERENCES deliveries (id),
        attempted_at TEXT NOT NULL,
        http_status  INTEGER,
        duration_ms  INTEGER NOT NULL,
        error        TEXT
      );
    `,
  },
  {
    version: 2,
    name: 'index of unfinished results',
    // Queued and processing results are few; without this index, taking the next video job and
    // counting the queue read every result ever stored. Only unfinished rows are in the index,
    // so storing a completed text result costs nothing more.
    sql: `CREATE INDEX results_unfinished ON results (status) WHERE status IN ('queued', 'processing');`,
  },
  {
    version: 3,
    name: 'leases and shared limits',
    sql: `
      -- Epoch milliseconds after which a processing job is taken up again: the process holding it
      -- renews the lease while it works, so only a stopped one lets it run out.
      ALTER TABLE jobs ADD COLUMN lease_until INTEGER;

      -- An Idempotency-Key is reserved (status 0, no body) before its request runs; the answer
      -- replaces the reservation. A reservation whose owner stopped lapses after lease_until.
      ALTER TABLE idempotency ADD COLUMN owner TEXT;
      ALTER TABLE idempotency ADD COLUMN lease_until INTEGER;

      -- Token buckets of the rate limits, so neither a restart nor a second replica refills them.
      CREATE TABLE rate_buckets (
        key_id     TEXT PRIMARY KEY,
        tokens     REAL NOT NULL,
        updated_at INTEGER NOT NULL,             -- epoch milliseconds
        taken      REAL NOT NULL DEFAULT 0       -- tokens the last request took (0: refused)
      );
    `,
  },
];

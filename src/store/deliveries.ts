// The webhook outbox: events, one delivery per subscribed endpoint, and every attempt to send it.
// Events are written in the transaction that produces them, so nothing is sent that was not stored.
import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookEventType } from '../api/index.ts';
import { transaction, type Database } from './database.ts';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface NewEvent {
  readonly keyId: string;
  /** The exact body; serialised once here and sent byte for byte on every attempt. */
  readonly event: WebhookEvent;
  /** Epoch milliseconds; also when the first attempt falls due. */
  readonly now: number;
}

export interface RecordedEvent {
  /** The `webhook-id`, the same on every retry. */
  readonly id: string;
  readonly deliveries: number;
}

/** A delivery ready to be sent, with everything the sender needs. */
export interface DueDelivery {
  readonly id: number;
  readonly eventId: string;
  readonly webhookId: string;
  readonly url: string;
  readonly secret: string;
  readonly payload: string;
  /** Attempts made before this one. */
  readonly attempts: number;
}

export interface DeliveryRecord {
  readonly id: number;
  readonly eventId: string;
  readonly webhookId: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly lastStatus: number | null;
  readonly lastError: string | null;
}

export interface AttemptRecord {
  readonly attemptedAt: string;
  readonly httpStatus: number | null;
  readonly durationMs: number;
  readonly error: string | null;
}

/** What one attempt led to. `gone`: the endpoint answered 410, so it is disabled. */
export type AttemptOutcome =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'retry'; readonly nextAttemptAt: number }
  | { readonly kind: 'failed' }
  | { readonly kind: 'gone' };

const ERROR_TEXT_MAX = 500;
export const GONE_REASON = 'The endpoint answered 410 Gone.';

/**
 * Writes an event and one pending delivery per enabled endpoint of the key subscribed to its
 * type. Call it inside the caller's transaction so the event exists exactly when its cause does.
 */
export function recordEvent(db: Database, { keyId, event, now }: NewEvent): RecordedEvent {
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  db.prepare('INSERT INTO events (id, key_id, type, payload, created_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    keyId,
    event.type,
    JSON.stringify(event),
    new Date(now).toISOString(),
  );
  const inserted = db
    .prepare(
      `INSERT INTO deliveries (event_id, webhook_id, status, attempts, next_attempt_at, updated_at)
       SELECT ?, w.id, 'pending', 0, ?, ? FROM webhooks w
       WHERE w.key_id = ? AND w.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(w.events) WHERE value = ?)`,
    )
    .run(id, now, new Date(now).toISOString(), keyId, event.type satisfies WebhookEventType);
  return { id, deliveries: Number(inserted.changes) };
}

interface DueRow {
  id: number;
  event_id: string;
  webhook_id: string;
  url: string;
  secret: string;
  payload: string;
  attempts: number;
}

interface DeliveryRow {
  id: number;
  event_id: string;
  webhook_id: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  last_status: number | null;
  last_error: string | null;
}

export class DeliveryStore {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Records an event outside any other transaction (e.g. an event with no job behind it). */
  publish(event: NewEvent): RecordedEvent {
    return transaction(this.db, () => recordEvent(this.db, event));
  }

  /**
   * Takes up to `limit` due deliveries and leases them for `leaseMs`: another sender (or this
   * one after a crash) sees them again only when the lease runs out, so none is lost or doubled.
   * Deliveries whose endpoint has been disabled meanwhile are cancelled instead.
   */
  claimDue(now: number, limit: number, leaseMs: number): DueDelivery[] {
    return transaction(this.db, () => {
      const updatedAt = new Date(now).toISOString();
      this.db
        .prepare(
          `UPDATE deliveries SET status = 'cancelled', last_error = 'The endpoint is disabled.', updated_at = ?
           WHERE status = 'pending' AND next_attempt_at <= ?
             AND webhook_id IN (SELECT id FROM webhooks WHERE enabled = 0)`,
        )
        .run(updatedAt, now);
      const rows = this.db
        .prepare(
          `SELECT d.id, d.event_id, d.webhook_id, w.url, w.secret, e.payload, d.attempts
           FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id JOIN events e ON e.id = d.event_id
           WHERE d.status = 'pending' AND d.next_attempt_at <= ?
           ORDER BY d.next_attempt_at, d.id LIMIT ?`,
        )
        .all(now, limit) as unknown as DueRow[];
      const lease = this.db.prepare('UPDATE deliveries SET next_attempt_at = ?, updated_at = ? WHERE id = ?');
      for (const row of rows) lease.run(now + leaseMs, updatedAt, row.id);
      return rows.map((r) => ({
        id: r.id,
        eventId: r.event_id,
        webhookId: r.webhook_id,
        url: r.url,
        secret: r.secret,
        payload: r.payload,
        attempts: r.attempts,
      }));
    });
  }

  /** Records one attempt and moves the delivery on; `gone` also disables the endpoint. */
  recordAttempt(deliveryId: number, attempt: AttemptRecord, outcome: AttemptOutcome): void {
    const error = attempt.error === null ? null : attempt.error.slice(0, ERROR_TEXT_MAX);
    transaction(this.db, () => {
      this.db
        .prepare('INSERT INTO delivery_attempts (delivery_id, attempted_at, http_status, duration_ms, error) VALUES (?, ?, ?, ?, ?)')
        .run(deliveryId, attempt.attemptedAt, attempt.httpStatus, Math.max(0, Math.round(attempt.durationMs)), error);
      const status: DeliveryStatus = outcome.kind === 'delivered' ? 'delivered' : outcome.kind === 'retry' ? 'pending' : 'failed';
      const next = outcome.kind === 'retry' ? outcome.nextAttemptAt : null;
      this.db
        .prepare(
          `UPDATE deliveries SET status = ?, attempts = attempts + 1, next_attempt_at = COALESCE(?, next_attempt_at),
             last_status = ?, last_error = ?, updated_at = ? WHERE id = ? AND status = 'pending'`,
        )
        .run(status, next, attempt.httpStatus, error, attempt.attemptedAt, deliveryId);
      if (outcome.kind === 'gone') {
        const row = this.db.prepare('SELECT webhook_id FROM deliveries WHERE id = ?').get(deliveryId) as { webhook_id: string } | undefined;
        if (!row) return;
        this.db
          .prepare('UPDATE webhooks SET enabled = 0, disabled_reason = ?, updated_at = ? WHERE id = ?')
          .run(GONE_REASON, attempt.attemptedAt, row.webhook_id);
        this.db
          .prepare(`UPDATE deliveries SET status = 'cancelled', last_error = ?, updated_at = ? WHERE webhook_id = ? AND status = 'pending'`)
          .run(GONE_REASON, attempt.attemptedAt, row.webhook_id);
      }
    });
  }

  /** Epoch milliseconds of the earliest pending delivery, to sleep until then. */
  nextDueAt(): number | undefined {
    const row = this.db.prepare("SELECT MIN(next_attempt_at) AS due FROM deliveries WHERE status = 'pending'").get() as
      | { due: number | null }
      | undefined;
    return row?.due ?? undefined;
  }

  get(deliveryId: number): DeliveryRecord | undefined {
    const row = this.db.prepare('SELECT * FROM deliveries WHERE id = ?').get(deliveryId) as DeliveryRow | undefined;
    return row && toRecord(row);
  }

  listForEvent(eventId: string): DeliveryRecord[] {
    return (this.db.prepare('SELECT * FROM deliveries WHERE event_id = ? ORDER BY id').all(eventId) as unknown as DeliveryRow[]).map(toRecord);
  }

  listAttempts(deliveryId: number): AttemptRecord[] {
    const rows = this.db
      .prepare('SELECT attempted_at, http_status, duration_ms, error FROM delivery_attempts WHERE delivery_id = ? ORDER BY id')
      .all(deliveryId) as { attempted_at: string; http_status: number | null; duration_ms: number; error: string | null }[];
    return rows.map((r) => ({ attemptedAt: r.attempted_at, httpStatus: r.http_status, durationMs: r.duration_ms, error: r.error }));
  }

  /** The stored body of an event, exactly as it is signed and sent. */
  eventPayload(eventId: string): string | undefined {
    const row = this.db.prepare('SELECT payload FROM events WHERE id = ?').get(eventId) as { payload: string } | undefined;
    return row?.payload;
  }
}

function toRecord(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    eventId: row.event_id,
    webhookId: row.webhook_id,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastStatus: row.last_status,
    lastError: row.last_error,
  };
}

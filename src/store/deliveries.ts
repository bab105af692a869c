// The webhook outbox: events, one delivery per subscribed endpoint, and every attempt to send it.
// Events are written in the transaction that produces them, so nothing is sent that was not stored.
import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookEventType } from '../api/index.ts';
import type { SqlClient, SqlDatabase } from './sql.ts';

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
export async function recordEvent(tx: SqlClient, { keyId, event, now }: NewEvent): Promise<RecordedEvent> {
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  await tx.run('INSERT INTO events (id, key_id, type, payload, created_at) VALUES (?, ?, ?, ?, ?)', [
    id,
    keyId,
    event.type,
    JSON.stringify(event),
    new Date(now).toISOString(),
  ]);
  const deliveries = await tx.run(
    `INSERT INTO deliveries (event_id, webhook_id, status, attempts, next_attempt_at, updated_at)
     SELECT ?, w.id, 'pending', 0, ?, ? FROM webhooks w
     WHERE w.key_id = ? AND w.enabled = 1 AND ${tx.dialect.jsonArrayHas('w.events', '?')}`,
    [id, now, new Date(now).toISOString(), keyId, event.type satisfies WebhookEventType],
  );
  return { id, deliveries };
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
  readonly #db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  /** Records an event outside any other transaction (e.g. an event with no job behind it). */
  publish(event: NewEvent): Promise<RecordedEvent> {
    return this.#db.transaction((tx) => recordEvent(tx, event));
  }

  /**
   * Takes up to `limit` due deliveries and leases them for `leaseMs`: another sender (on any
   * replica, or this one after a crash) sees them again only when the lease runs out, so none is
   * lost or sent twice within one attempt. Deliveries whose endpoint has been disabled meanwhile
   * are cancelled instead.
   */
  claimDue(now: number, limit: number, leaseMs: number): Promise<DueDelivery[]> {
    return this.#db.transaction(async (tx) => {
      const updatedAt = new Date(now).toISOString();
      await tx.run(
        `UPDATE deliveries SET status = 'cancelled', last_error = 'The endpoint is disabled.', updated_at = ?
         WHERE status = 'pending' AND next_attempt_at <= ?
           AND webhook_id IN (SELECT id FROM webhooks WHERE enabled = 0)`,
        [updatedAt, now],
      );
      const rows = await tx.all<DueRow>(
        `SELECT d.id, d.event_id, d.webhook_id, w.url, w.secret, e.payload, d.attempts
         FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id JOIN events e ON e.id = d.event_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= ?
         ORDER BY d.next_attempt_at, d.id LIMIT ?${tx.dialect.lockRows('d')}`,
        [now, limit],
      );
      for (const row of rows) await tx.run('UPDATE deliveries SET next_attempt_at = ?, updated_at = ? WHERE id = ?', [now + leaseMs, updatedAt, row.id]);
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

  /**
   * Records one attempt and moves the delivery on; `gone` also disables the endpoint. The move
   * applies only while the delivery is still at the attempt it was claimed at: should its lease
   * have run out and another sender have attempted it meanwhile, that attempt moved it already.
   */
  async recordAttempt(delivery: Pick<DueDelivery, 'id' | 'attempts'>, attempt: AttemptRecord, outcome: AttemptOutcome): Promise<void> {
    const error = attempt.error === null ? null : attempt.error.slice(0, ERROR_TEXT_MAX);
    await this.#db.transaction(async (tx) => {
      await tx.run('INSERT INTO delivery_attempts (delivery_id, attempted_at, http_status, duration_ms, error) VALUES (?, ?, ?, ?, ?)', [
        delivery.id,
        attempt.attemptedAt,
        attempt.httpStatus,
        Math.max(0, Math.round(attempt.durationMs)),
        error,
      ]);
      const status: DeliveryStatus = outcome.kind === 'delivered' ? 'delivered' : outcome.kind === 'retry' ? 'pending' : 'failed';
      const next = outcome.kind === 'retry' ? outcome.nextAttemptAt : null;
      await tx.run(
        `UPDATE deliveries SET status = ?, attempts = attempts + 1, next_attempt_at = COALESCE(?, next_attempt_at),
           last_status = ?, last_error = ?, updated_at = ? WHERE id = ? AND status = 'pending' AND attempts = ?`,
        [status, next, attempt.httpStatus, error, attempt.attemptedAt, delivery.id, delivery.attempts],
      );
      if (outcome.kind === 'gone') {
        const row = await tx.get<{ webhook_id: string }>('SELECT webhook_id FROM deliveries WHERE id = ?', [delivery.id]);
        if (!row) return;
        await tx.run('UPDATE webhooks SET enabled = 0, disabled_reason = ?, updated_at = ? WHERE id = ?', [GONE_REASON, attempt.attemptedAt, row.webhook_id]);
        await tx.run(`UPDATE deliveries SET status = 'cancelled', last_error = ?, updated_at = ? WHERE webhook_id = ? AND status = 'pending'`, [
          GONE_REASON,
          attempt.attemptedAt,
          row.webhook_id,
        ]);
      }
    });
  }

  /** Epoch milliseconds of the earliest pending delivery, to sleep until then. */
  async nextDueAt(): Promise<number | undefined> {
    const row = await this.#db.get<{ due: number | null }>("SELECT MIN(next_attempt_at) AS due FROM deliveries WHERE status = 'pending'");
    return row?.due ?? undefined;
  }

  async get(deliveryId: number): Promise<DeliveryRecord | undefined> {
    const row = await this.#db.get<DeliveryRow>('SELECT * FROM deliveries WHERE id = ?', [deliveryId]);
    return row && toRecord(row);
  }

  async listForEvent(eventId: string): Promise<DeliveryRecord[]> {
    return (await this.#db.all<DeliveryRow>('SELECT * FROM deliveries WHERE event_id = ? ORDER BY id', [eventId])).map(toRecord);
  }

  async listAttempts(deliveryId: number): Promise<AttemptRecord[]> {
    const rows = await this.#db.all<{ attempted_at: string; http_status: number | null; duration_ms: number; error: string | null }>(
      'SELECT attempted_at, http_status, duration_ms, error FROM delivery_attempts WHERE delivery_id = ? ORDER BY id',
      [deliveryId],
    );
    return rows.map((r) => ({ attemptedAt: r.attempted_at, httpStatus: r.http_status, durationMs: r.duration_ms, error: r.error }));
  }

  /** The stored body of an event, exactly as it is signed and sent. */
  async eventPayload(eventId: string): Promise<string | undefined> {
    return (await this.#db.get<{ payload: string }>('SELECT payload FROM events WHERE id = ?', [eventId]))?.payload;
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

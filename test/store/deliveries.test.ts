import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../src/api/index.ts';
import { openDatabase, type Database } from '../../src/store/database.ts';
import { DeliveryStore, GONE_REASON } from '../../src/store/deliveries.ts';
import { insertWebhook, newSecret } from '../server/delivery/webhook-receiver.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const event: WebhookEvent = {
  type: 'moderation.completed',
  timestamp: new Date(T0).toISOString(),
  data: { id: 'res_1', type: 'video', sandbox: false, created_at: new Date(T0).toISOString(), status: 'completed', completed_at: new Date(T0).toISOString(), results: [], latency_ms: 5, processing_time_ms: 5, safe: true, score: 0, categories: [] },
};
const attempt = (httpStatus: number | null, error: string | null = null) => ({ attemptedAt: new Date(T0).toISOString(), httpStatus, durationMs: 12, error });

let dir: string;
let db: Database;
let store: DeliveryStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deliveries-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  store = new DeliveryStore(db);
  insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: 'http://127.0.0.1:9/one', secret: 'whsec_AAAA' });
  insertWebhook(db, { id: 'wh_2', keyId: 'key_a', url: 'http://127.0.0.1:9/two', secret: newSecret() });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('DeliveryStore', () => {
  it('stores the event body once and hands it out with the endpoint to send to', () => {
    const { id } = store.publish({ keyId: 'key_a', event, now: T0 });
    expect(id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(store.eventPayload(id)).toBe(JSON.stringify(event));
    const due = store.claimDue(T0, 10, 1000);
    expect(due.map((d) => [d.webhookId, d.url, d.eventId, d.payload, d.attempts])).toEqual([
      ['wh_1', 'http://127.0.0.1:9/one', id, JSON.stringify(event), 0],
      ['wh_2', 'http://127.0.0.1:9/two', id, JSON.stringify(event), 0],
    ]);
    expect(due[0]?.secret).toBe('whsec_AAAA');
  });

  it('hides a claimed delivery until its lease runs out', () => {
    store.publish({ keyId: 'key_a', event, now: T0 });
    expect(store.claimDue(T0, 1, 1000)).toHaveLength(1);
    expect(store.claimDue(T0, 10, 1000).map((d) => d.webhookId)).toEqual(['wh_2']);
    expect(store.claimDue(T0 + 999, 10, 1000)).toHaveLength(0);
    expect(store.claimDue(T0 + 1000, 10, 1000)).toHaveLength(2);
  });

  it('records attempts and moves a delivery to its next attempt, then to delivered', () => {
    const { id } = store.publish({ keyId: 'key_a', event, now: T0 });
    const [first] = store.claimDue(T0, 1, 1000);
    store.recordAttempt(first!.id, attempt(500), { kind: 'retry', nextAttemptAt: T0 + 5000 });
    expect(store.get(first!.id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: T0 + 5000, lastStatus: 500 });
    expect(store.claimDue(T0 + 4999, 10, 1000).map((d) => d.id)).not.toContain(first!.id);
    const [again] = store.claimDue(T0 + 5000, 1, 1000);
    expect(again).toMatchObject({ id: first!.id, attempts: 1 });
    store.recordAttempt(first!.id, attempt(200), { kind: 'delivered' });
    expect(store.listForEvent(id).find((d) => d.id === first!.id)).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200 });
    expect(store.listAttempts(first!.id).map((a) => a.httpStatus)).toEqual([500, 200]);
  });

  it('disables an endpoint that answered 410 and cancels its pending deliveries', () => {
    store.publish({ keyId: 'key_a', event, now: T0 });
    const second = store.publish({ keyId: 'key_a', event, now: T0 });
    const [gone] = store.claimDue(T0, 1, 1000);
    store.recordAttempt(gone!.id, attempt(410), { kind: 'gone' });
    expect(db.prepare("SELECT enabled, disabled_reason FROM webhooks WHERE id = 'wh_1'").get()).toEqual({ enabled: 0, disabled_reason: GONE_REASON });
    expect(store.get(gone!.id)?.status).toBe('failed');
    expect(store.listForEvent(second.id).map((d) => [d.webhookId, d.status])).toEqual([
      ['wh_1', 'cancelled'],
      ['wh_2', 'pending'],
    ]);
    // A disabled endpoint gets no new deliveries.
    const third = store.publish({ keyId: 'key_a', event, now: T0 });
    expect(store.listForEvent(third.id).map((d) => d.webhookId)).toEqual(['wh_2']);
  });

  it('cancels due deliveries of an endpoint disabled by its owner instead of sending them', () => {
    const { id } = store.publish({ keyId: 'key_a', event, now: T0 });
    db.prepare("UPDATE webhooks SET enabled = 0 WHERE id = 'wh_2'").run();
    expect(store.claimDue(T0, 10, 1000).map((d) => d.webhookId)).toEqual(['wh_1']);
    expect(store.listForEvent(id).map((d) => d.status)).toEqual(['pending', 'cancelled']);
  });

  it('reports when the next pending delivery falls due', () => {
    expect(store.nextDueAt()).toBeUndefined();
    store.publish({ keyId: 'key_a', event, now: T0 + 7 });
    expect(store.nextDueAt()).toBe(T0 + 7);
  });
});

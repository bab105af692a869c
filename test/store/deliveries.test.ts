import { beforeEach, describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../src/api/index.ts';
import { GONE_REASON, type DeliveryStore } from '../../src/store/deliveries.ts';
import { insertWebhook, newSecret } from '../server/delivery/webhook-receiver.ts';
import { STORE_KINDS, storePerTest, type StoreFixture } from '../support/stores.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const event: WebhookEvent = {
  type: 'moderation.completed',
  timestamp: new Date(T0).toISOString(),
  data: { id: 'res_1', type: 'video', sandbox: false, created_at: new Date(T0).toISOString(), status: 'completed', completed_at: new Date(T0).toISOString(), results: [], latency_ms: 5, processing_time_ms: 5, safe: true, score: 0, categories: [], model_version: 'test-model' },
};
const attempt = (httpStatus: number | null, error: string | null = null) => ({ attemptedAt: new Date(T0).toISOString(), httpStatus, durationMs: 12, error });

describe.each(STORE_KINDS)('DeliveryStore on $name', (kind) => {
  const fixture = storePerTest(kind);
  if (!fixture) return;
  let f: StoreFixture;
  let store: DeliveryStore;

  beforeEach(async () => {
    f = fixture();
    store = f.store.deliveries;
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: 'http://127.0.0.1:9/one', secret: 'whsec_AAAA' });
    await insertWebhook(f.sql, { id: 'wh_2', keyId: 'key_a', url: 'http://127.0.0.1:9/two', secret: newSecret() });
  });

  it('stores the event body once and hands it out with the endpoint to send to', async () => {
    const { id } = await store.publish({ keyId: 'key_a', event, now: T0 });
    expect(id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(await store.eventPayload(id)).toBe(JSON.stringify(event));
    const due = await store.claimDue(T0, 10, 1000);
    expect(due.map((d) => [d.webhookId, d.url, d.eventId, d.payload, d.attempts])).toEqual([
      ['wh_1', 'http://127.0.0.1:9/one', id, JSON.stringify(event), 0],
      ['wh_2', 'http://127.0.0.1:9/two', id, JSON.stringify(event), 0],
    ]);
    expect(due[0]?.secret).toBe('whsec_AAAA');
  });

  it('hides a claimed delivery until its lease runs out', async () => {
    await store.publish({ keyId: 'key_a', event, now: T0 });
    expect(await store.claimDue(T0, 1, 1000)).toHaveLength(1);
    expect((await store.claimDue(T0, 10, 1000)).map((d) => d.webhookId)).toEqual(['wh_2']);
    expect(await store.claimDue(T0 + 999, 10, 1000)).toHaveLength(0);
    expect(await store.claimDue(T0 + 1000, 10, 1000)).toHaveLength(2);
  });

  it.runIf(kind.name === 'PostgreSQL')('gives each due delivery to one of several replicas claiming at once', async () => {
    const other = (await f.openAgain()).deliveries;
    for (let i = 0; i < 10; i++) await store.publish({ keyId: 'key_a', event, now: T0 });
    const claimAll = async (s: DeliveryStore) => {
      const got: number[] = [];
      for (let due = await s.claimDue(T0, 3, 1000); due.length > 0; due = await s.claimDue(T0, 3, 1000)) got.push(...due.map((d) => d.id));
      return got;
    };
    const [a, b] = await Promise.all([claimAll(store), claimAll(other)]);
    expect([...a, ...b]).toHaveLength(20);
    expect(new Set([...a, ...b]).size).toBe(20);
  });

  it('records attempts and moves a delivery to its next attempt, then to delivered', async () => {
    const { id } = await store.publish({ keyId: 'key_a', event, now: T0 });
    const [first] = await store.claimDue(T0, 1, 1000);
    await store.recordAttempt(first!, attempt(500), { kind: 'retry', nextAttemptAt: T0 + 5000 });
    expect(await store.get(first!.id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: T0 + 5000, lastStatus: 500 });
    expect((await store.claimDue(T0 + 4999, 10, 1000)).map((d) => d.id)).not.toContain(first!.id);
    const [again] = await store.claimDue(T0 + 5000, 1, 1000);
    expect(again).toMatchObject({ id: first!.id, attempts: 1 });
    await store.recordAttempt(again!, attempt(200), { kind: 'delivered' });
    expect((await store.listForEvent(id)).find((d) => d.id === first!.id)).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200 });
    expect((await store.listAttempts(first!.id)).map((a) => a.httpStatus)).toEqual([500, 200]);
  });

  it('records a late attempt of an expired claim without moving the delivery a second time', async () => {
    await store.publish({ keyId: 'key_a', event, now: T0 });
    const [late] = await store.claimDue(T0, 1, 1000);
    const current = (await store.claimDue(T0 + 1000, 10, 1000)).find((d) => d.id === late!.id);
    expect(current).toMatchObject({ attempts: 0 });
    await store.recordAttempt(current!, attempt(200), { kind: 'delivered' });
    await store.recordAttempt(late!, attempt(500), { kind: 'retry', nextAttemptAt: T0 + 5000 });
    expect(await store.get(late!.id)).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });
    expect((await store.listAttempts(late!.id)).map((a) => a.httpStatus)).toEqual([200, 500]);
  });

  it('disables an endpoint that answered 410 and cancels its pending deliveries', async () => {
    await store.publish({ keyId: 'key_a', event, now: T0 });
    const second = await store.publish({ keyId: 'key_a', event, now: T0 });
    const [gone] = await store.claimDue(T0, 1, 1000);
    await store.recordAttempt(gone!, attempt(410), { kind: 'gone' });
    expect(await f.sql.get("SELECT enabled, disabled_reason FROM webhooks WHERE id = 'wh_1'")).toEqual({ enabled: 0, disabled_reason: GONE_REASON });
    expect((await store.get(gone!.id))?.status).toBe('failed');
    expect((await store.listForEvent(second.id)).map((d) => [d.webhookId, d.status])).toEqual([
      ['wh_1', 'cancelled'],
      ['wh_2', 'pending'],
    ]);
    // A disabled endpoint gets no new deliveries.
    const third = await store.publish({ keyId: 'key_a', event, now: T0 });
    expect((await store.listForEvent(third.id)).map((d) => d.webhookId)).toEqual(['wh_2']);
  });

  it('cancels due deliveries of an endpoint disabled by its owner instead of sending them', async () => {
    const { id } = await store.publish({ keyId: 'key_a', event, now: T0 });
    await f.sql.run("UPDATE webhooks SET enabled = 0 WHERE id = 'wh_2'");
    expect((await store.claimDue(T0, 10, 1000)).map((d) => d.webhookId)).toEqual(['wh_1']);
    expect((await store.listForEvent(id)).map((d) => d.status)).toEqual(['pending', 'cancelled']);
  });

  it('reports when the next pending delivery falls due', async () => {
    expect(await store.nextDueAt()).toBeUndefined();
    await store.publish({ keyId: 'key_a', event, now: T0 + 7 });
    expect(await store.nextDueAt()).toBe(T0 + 7);
  });
});

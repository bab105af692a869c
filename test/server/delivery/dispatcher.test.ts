import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookEvent, type ModerationResult } from '../../../src/api/index.ts';
import { WebhookDispatcher, type WebhookDispatcherOptions } from '../../../src/server/delivery/index.ts';
import { createGuardedAgent, createUrlGuard } from '../../../src/net/index.ts';
import type { DeliveryStore } from '../../../src/store/deliveries.ts';
import type { JobStore } from '../../../src/store/jobs.ts';
import { insertWebhook, newSecret, startReceiver, type Receiver } from './webhook-receiver.ts';
import { STORE_KINDS, type StoreFixture } from '../../support/stores.ts';
import { until } from '../../support/until.ts';

const logger = pino({ level: 'silent' });
const finding: ModerationResult = { category: 'sexual', severity: 'medium', confidence: 0.7, action: 'review', source: 'image', frames: [{ timestamp_ms: 1000 }] };

const [sqlite] = STORE_KINDS;
let f: StoreFixture;
const cleanup: (() => Promise<void> | void)[] = [];

beforeEach(async () => {
  f = await sqlite!.open();
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await f.close();
});

async function receiver(secret: string, respond?: (n: number) => number | Promise<number>): Promise<Receiver> {
  const r = await startReceiver(secret, respond);
  cleanup.push(() => r.close());
  return r;
}

function dispatcher(options: Partial<WebhookDispatcherOptions> & { store: DeliveryStore }): WebhookDispatcher {
  const d = new WebhookDispatcher({ urlGuard: createUrlGuard({ policy: 'loopback' }), logger, timeoutMs: 1_000, pollIntervalMs: 50, ...options });
  cleanup.push(() => d.stop(1_000));
  return d;
}

/** Finishes one video job the way the runner does, writing its event to the outbox. */
async function completeJob(store: JobStore, resultId: string, keyId = 'key_a'): Promise<string> {
  await store.enqueue({ resultId, keyId, sandbox: false, now: Date.now() });
  const claim = (await store.claimNext(Date.now(), 60_000))!;
  return (await store.complete(claim, { results: [finding], latency_ms: 42, model_version: 'test-model' }, Date.now())).eventId;
}

describe('WebhookDispatcher', () => {
  it('delivers the stored body signed per Standard Webhooks', async () => {
    const secret = newSecret();
    const hook = await receiver(secret);
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = f.store.deliveries;
    const eventId = await completeJob(f.store.jobs, 'res_1');
    const d = dispatcher({ store: deliveries, dispatcher: createGuardedAgent({ policy: 'loopback' }) });
    d.start();

    const [delivery] = await until(async () => {
      const list = await deliveries.listForEvent(eventId);
      return list.filter((x) => x.status === 'delivered').length === 1 && list;
    });
    expect(hook.received).toHaveLength(1);
    const [got] = hook.received;
    expect(got).toMatchObject({ id: eventId, verified: true });
    expect(got!.body).toBe(await deliveries.eventPayload(eventId));
    expect(Math.abs(Number(got!.timestamp) - Date.now() / 1000)).toBeLessThan(5);
    const event = WebhookEvent.parse(JSON.parse(got!.body));
    expect(event).toMatchObject({ type: 'moderation.completed', data: { id: 'res_1', status: 'completed', results: [finding], safe: false } });
    expect(await deliveries.listAttempts(delivery!.id)).toEqual([expect.objectContaining({ httpStatus: 204, error: null })]);
  });

  it('retries a failing endpoint along the schedule with the same webhook-id', async () => {
    const secret = newSecret();
    const hook = await receiver(secret, (n) => (n <= 2 ? 500 : 200));
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = f.store.deliveries;
    const eventId = await completeJob(f.store.jobs, 'res_1');
    dispatcher({ store: deliveries, scheduleMs: [0, 150, 300, 10_000] }).start();

    const [delivery] = await until(async () => {
      const list = await deliveries.listForEvent(eventId);
      return list[0]?.status === 'delivered' && list;
    });
    expect(delivery).toMatchObject({ attempts: 3, lastStatus: 200 });
    expect((await deliveries.listAttempts(delivery!.id)).map((a) => a.httpStatus)).toEqual([500, 500, 200]);
    expect(new Set(hook.received.map((r) => r.id))).toEqual(new Set([eventId]));
    expect(hook.received.every((r) => r.verified)).toBe(true);
    const [a, b, c] = hook.received.map((r) => r.at);
    expect(b! - a!).toBeGreaterThanOrEqual(140);
    expect(c! - b!).toBeGreaterThanOrEqual(290);
  });

  it('marks a delivery failed when the schedule is exhausted, recording why', async () => {
    const secret = newSecret();
    const hook = await receiver(secret, () => 503);
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = f.store.deliveries;
    const eventId = await completeJob(f.store.jobs, 'res_1');
    dispatcher({ store: deliveries, scheduleMs: [0, 20, 20] }).start();

    const [delivery] = await until(async () => {
      const list = await deliveries.listForEvent(eventId);
      return list[0]?.status === 'failed' && list;
    });
    expect(delivery).toMatchObject({ attempts: 3, lastStatus: 503 });
    expect(hook.received).toHaveLength(3);
  });

  it('times out a slow endpoint and records the attempt as an error', async () => {
    const secret = newSecret();
    const hook = await receiver(secret, (n) => (n === 1 ? new Promise((resolve) => setTimeout(() => resolve(200), 1_000)) : 200));
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = f.store.deliveries;
    const eventId = await completeJob(f.store.jobs, 'res_1');
    dispatcher({ store: deliveries, timeoutMs: 200, scheduleMs: [0, 10] }).start();

    const [delivery] = await until(async () => {
      const list = await deliveries.listForEvent(eventId);
      return list[0]?.status === 'delivered' && list;
    });
    const attempts = await deliveries.listAttempts(delivery!.id);
    expect(attempts[0]).toMatchObject({ httpStatus: null, error: 'no answer within 200 ms' });
    expect(attempts[1]).toMatchObject({ httpStatus: 200, error: null });
  });

  it('disables an endpoint that answers 410 and sends it nothing more', async () => {
    const secret = newSecret();
    const hook = await receiver(secret, () => 410);
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = f.store.deliveries;
    const jobs = f.store.jobs;
    const first = await completeJob(jobs, 'res_1');
    const second = await completeJob(jobs, 'res_2');
    dispatcher({ store: deliveries, maxInFlight: 1 }).start();

    await until(async () => (await deliveries.listForEvent(first))[0]?.status === 'failed');
    expect(await f.sql.get("SELECT enabled, disabled_reason FROM webhooks WHERE id = 'wh_1'")).toMatchObject({ enabled: 0, disabled_reason: expect.stringContaining('410') });
    expect((await deliveries.listForEvent(second))[0]?.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(hook.received).toHaveLength(1);
  });

  it('refuses an endpoint the URL policy forbids and keeps retrying it on schedule', async () => {
    const secret = newSecret();
    const hook = await receiver(secret);
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = f.store.deliveries;
    const eventId = await completeJob(f.store.jobs, 'res_1');
    dispatcher({ store: deliveries, urlGuard: createUrlGuard({ policy: 'none' }), scheduleMs: [0, 60_000] }).start();

    const [delivery] = await until(async () => {
      const list = await deliveries.listForEvent(eventId);
      return list[0]?.attempts === 1 && list;
    });
    expect(delivery).toMatchObject({ status: 'pending', lastStatus: null, lastError: expect.stringContaining('not allowed') });
    expect(hook.received).toHaveLength(0);
  });

  it('keeps at most maxInFlight deliveries in flight', async () => {
    const secret = newSecret();
    let open = 0;
    let peak = 0;
    const hook = await receiver(secret, async () => {
      open++;
      peak = Math.max(peak, open);
      await new Promise((resolve) => setTimeout(resolve, 50));
      open--;
      return 200;
    });
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = f.store.deliveries;
    const jobs = f.store.jobs;
    const events: string[] = [];
    for (let i = 0; i < 8; i++) events.push(await completeJob(jobs, `res_${i}`));
    dispatcher({ store: deliveries, maxInFlight: 3 }).start();

    await until(async () => (await Promise.all(events.map((e) => deliveries.listForEvent(e)))).every((list) => list[0]?.status === 'delivered'));
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(3);
  });

  it('delivers, after a restart, events that a previous process stored but never sent', async () => {
    const secret = newSecret();
    const hook = await receiver(secret);
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    // The first process stores the event, claims its delivery and dies before sending it.
    const eventId = await completeJob(f.store.jobs, 'res_1');
    const [claimed] = await f.store.deliveries.claimDue(Date.now(), 10, 300);
    expect(claimed?.eventId).toBe(eventId);
    await f.store.close();

    const deliveries = (await f.openAgain()).deliveries;
    dispatcher({ store: deliveries }).start();
    await until(async () => (await deliveries.listForEvent(eventId))[0]?.status === 'delivered');
    expect(hook.received.map((r) => [r.id, r.verified])).toEqual([[eventId, true]]);
  });
});

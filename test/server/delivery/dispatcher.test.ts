import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookEvent, type ModerationResult } from '../../../src/api/index.ts';
import { WebhookDispatcher, type WebhookDispatcherOptions } from '../../../src/server/delivery/index.ts';
import { createGuardedAgent, createUrlGuard } from '../../../src/net/index.ts';
import { openDatabase, type Database } from '../../../src/store/database.ts';
import { DeliveryStore } from '../../../src/store/deliveries.ts';
import { JobStore } from '../../../src/store/jobs.ts';
import { insertWebhook, newSecret, startReceiver, type Receiver } from './webhook-receiver.ts';
import { until } from '../../support/until.ts';

const logger = pino({ level: 'silent' });
const finding: ModerationResult = { category: 'sexual', severity: 'medium', confidence: 0.7, action: 'review', source: 'image', frames: [{ timestamp_ms: 1000 }] };

let dir: string;
let file: string;
let db: Database;
const cleanup: (() => Promise<void> | void)[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-'));
  file = join(dir, 'store.sqlite');
  db = openDatabase(file);
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  db.close();
  rmSync(dir, { recursive: true, force: true });
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
function completeJob(store: JobStore, resultId: string, keyId = 'key_a'): string {
  store.enqueue({ resultId, keyId, sandbox: false, now: Date.now() });
  store.claimNext(Date.now());
  return store.complete(resultId, { results: [finding], latency_ms: 42 }, Date.now()).eventId;
}

describe('WebhookDispatcher', () => {
  it('delivers the stored body signed per Standard Webhooks', async () => {
    const secret = newSecret();
    const hook = await receiver(secret);
    insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = new DeliveryStore(db);
    const eventId = completeJob(new JobStore(db), 'res_1');
    const d = dispatcher({ store: deliveries, dispatcher: createGuardedAgent({ policy: 'loopback' }) });
    d.start();

    const [delivery] = await until(() => deliveries.listForEvent(eventId).filter((x) => x.status === 'delivered').length === 1 && deliveries.listForEvent(eventId));
    expect(hook.received).toHaveLength(1);
    const [got] = hook.received;
    expect(got).toMatchObject({ id: eventId, verified: true });
    expect(got!.body).toBe(deliveries.eventPayload(eventId));
    expect(Math.abs(Number(got!.timestamp) - Date.now() / 1000)).toBeLessThan(5);
    const event = WebhookEvent.parse(JSON.parse(got!.body));
    expect(event).toMatchObject({ type: 'moderation.completed', data: { id: 'res_1', status: 'completed', results: [finding], safe: false } });
    expect(deliveries.listAttempts(delivery!.id)).toEqual([expect.objectContaining({ httpStatus: 204, error: null })]);
  });

  it('retries a failing endpoint along the schedule with the same webhook-id', async () => {
    const secret = newSecret();
    const hook = await receiver(secret, (n) => (n <= 2 ? 500 : 200));
    insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = new DeliveryStore(db);
    const eventId = completeJob(new JobStore(db), 'res_1');
    dispatcher({ store: deliveries, scheduleMs: [0, 150, 300, 10_000] }).start();

    const [delivery] = await until(() => deliveries.listForEvent(eventId)[0]?.status === 'delivered' && deliveries.listForEvent(eventId));
    expect(delivery).toMatchObject({ attempts: 3, lastStatus: 200 });
    expect(deliveries.listAttempts(delivery!.id).map((a) => a.httpStatus)).toEqual([500, 500, 200]);
    expect(new Set(hook.received.map((r) => r.id))).toEqual(new Set([eventId]));
    expect(hook.received.every((r) => r.verified)).toBe(true);
    const [a, b, c] = hook.received.map((r) => r.at);
    expect(b! - a!).toBeGreaterThanOrEqual(140);
    expect(c! - b!).toBeGreaterThanOrEqual(290);
  });

  it('marks a delivery failed when the schedule is exhausted, recording why', async () => {
    const secret = newSecret();
    const hook = await receiver(secret, () => 503);
    insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = new DeliveryStore(db);
    const eventId = completeJob(new JobStore(db), 'res_1');
    dispatcher({ store: deliveries, scheduleMs: [0, 20, 20] }).start();

    const [delivery] = await until(() => deliveries.listForEvent(eventId)[0]?.status === 'failed' && deliveries.listForEvent(eventId));
    expect(delivery).toMatchObject({ attempts: 3, lastStatus: 503 });
    expect(hook.received).toHaveLength(3);
  });

  it('times out a slow endpoint and records the attempt as an error', async () => {
    const secret = newSecret();
    const hook = await receiver(secret, (n) => (n === 1 ? new Promise((resolve) => setTimeout(() => resolve(200), 1_000)) : 200));
    insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = new DeliveryStore(db);
    const eventId = completeJob(new JobStore(db), 'res_1');
    dispatcher({ store: deliveries, timeoutMs: 200, scheduleMs: [0, 10] }).start();

    const [delivery] = await until(() => deliveries.listForEvent(eventId)[0]?.status === 'delivered' && deliveries.listForEvent(eventId));
    const attempts = deliveries.listAttempts(delivery!.id);
    expect(attempts[0]).toMatchObject({ httpStatus: null, error: 'no answer within 200 ms' });
    expect(attempts[1]).toMatchObject({ httpStatus: 200, error: null });
  });

  it('disables an endpoint that answers 410 and sends it nothing more', async () => {
    const secret = newSecret();
    const hook = await receiver(secret, () => 410);
    insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = new DeliveryStore(db);
    const jobs = new JobStore(db);
    const first = completeJob(jobs, 'res_1');
    const second = completeJob(jobs, 'res_2');
    dispatcher({ store: deliveries, maxInFlight: 1 }).start();

    await until(() => deliveries.listForEvent(first)[0]?.status === 'failed');
    expect(db.prepare("SELECT enabled, disabled_reason FROM webhooks WHERE id = 'wh_1'").get()).toMatchObject({ enabled: 0, disabled_reason: expect.stringContaining('410') });
    expect(deliveries.listForEvent(second)[0]?.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(hook.received).toHaveLength(1);
  });

  it('refuses an endpoint the URL policy forbids and keeps retrying it on schedule', async () => {
    const secret = newSecret();
    const hook = await receiver(secret);
    insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = new DeliveryStore(db);
    const eventId = completeJob(new JobStore(db), 'res_1');
    dispatcher({ store: deliveries, urlGuard: createUrlGuard({ policy: 'none' }), scheduleMs: [0, 60_000] }).start();

    const [delivery] = await until(() => deliveries.listForEvent(eventId)[0]?.attempts === 1 && deliveries.listForEvent(eventId));
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
    insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const deliveries = new DeliveryStore(db);
    const jobs = new JobStore(db);
    const events = Array.from({ length: 8 }, (_, i) => completeJob(jobs, `res_${i}`));
    dispatcher({ store: deliveries, maxInFlight: 3 }).start();

    await until(() => events.every((e) => deliveries.listForEvent(e)[0]?.status === 'delivered'));
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(3);
  });

  it('delivers, after a restart, events that a previous process stored but never sent', async () => {
    const secret = newSecret();
    const hook = await receiver(secret);
    insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    // The first process stores the event, claims its delivery and dies before sending it.
    const first = new DeliveryStore(db);
    const eventId = completeJob(new JobStore(db), 'res_1');
    const [claimed] = first.claimDue(Date.now(), 10, 300);
    expect(claimed?.eventId).toBe(eventId);
    db.close();

    db = openDatabase(file);
    const deliveries = new DeliveryStore(db);
    dispatcher({ store: deliveries }).start();
    await until(() => deliveries.listForEvent(eventId)[0]?.status === 'delivered');
    expect(hook.received.map((r) => [r.id, r.verified])).toEqual([[eventId, true]]);
  });
});

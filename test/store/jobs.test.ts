import { beforeEach, describe, expect, it } from 'vitest';
import { ModerationResultResource, WebhookEvent, problemType, type ModerationResult, type Problem } from '../../src/api/index.ts';
import type { Store } from '../../src/store/index.ts';
import { ClaimLostError, IllegalTransitionError, JobNotFoundError, type JobStore } from '../../src/store/jobs.ts';
import { insertWebhook, newSecret } from '../server/delivery/webhook-receiver.ts';
import { STORE_KINDS, storePerTest, type StoreFixture } from '../support/stores.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const LEASE = 60_000;
const finding: ModerationResult = { category: 'violence', severity: 'high', confidence: 0.9, action: 'block', source: 'image', frames: [{ timestamp_ms: 2000 }] };
const problem: Problem = { type: problemType('processing_failed'), title: 'The media could not be processed', status: 422, detail: 'bad frames', code: 'processing_failed' };

describe.each(STORE_KINDS)('JobStore on $name', (kind) => {
  const fixture = storePerTest(kind);
  if (!fixture) return;
  let f: StoreFixture;
  let store: Store;
  let jobs: JobStore;

  beforeEach(() => {
    f = fixture();
    store = f.store;
    jobs = store.jobs;
  });

  const eventsOf = (resultId: string) =>
    f.sql.all<{ id: string; type: string; payload: string; key_id: string }>("SELECT id, type, payload, key_id FROM events WHERE payload LIKE ? ORDER BY created_at, id", [
      `%"id":"${resultId}"%`,
    ]);
  const rejection = async (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);

  it('enqueues a queued video result, its job and its count together', async () => {
    const accepted = await jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: true, inputPath: '/data/uploads/res_1', now: T0 });
    expect(accepted).toEqual({ id: 'res_1', type: 'video', sandbox: true, created_at: '2026-11-22T10:00:00.000Z', status: 'queued', completed_at: null });
    expect(ModerationResultResource.parse(await jobs.getResource('res_1'))).toEqual(accepted);
    expect(await jobs.get('res_1')).toMatchObject({ status: 'queued', attempts: 0, inputPath: '/data/uploads/res_1', inputUrl: null, startedAt: null });
    expect(await jobs.countUnfinished()).toBe(1);
    expect(await store.usage.read('key_a', '2026-11')).toEqual({ 'items.video': 1 });
  });

  it('writes neither row nor count when the job row cannot be stored', async () => {
    // An orphan job row with the same id makes the second insert of the trio fail.
    const orphan = "INSERT INTO jobs (result_id, key_id, queued_at) VALUES ('res_x', 'k', 'x')";
    if (kind.name === 'SQLite') {
      await f.sql.exec('PRAGMA foreign_keys = OFF');
      await f.sql.run(orphan);
    } else {
      await f.sql.transaction(async (tx) => {
        await tx.exec('SET LOCAL session_replication_role = replica');
        await tx.run(orphan);
      });
    }
    expect(await rejection(jobs.enqueue({ resultId: 'res_x', keyId: 'key_a', sandbox: false, now: T0 }))).toBeInstanceOf(Error);
    expect(await jobs.getResource('res_x')).toBeUndefined();
    expect(await store.usage.read('key_a', '2026-11')).toEqual({});
  });

  it('claims the oldest queued job, counting the attempt and leasing it', async () => {
    await jobs.enqueue({ resultId: 'res_b', keyId: 'k', sandbox: false, now: T0 + 10 });
    await jobs.enqueue({ resultId: 'res_a', keyId: 'k', sandbox: false, now: T0 });
    const first = await jobs.claimNext(T0 + 20, LEASE);
    expect(first).toMatchObject({ resultId: 'res_a', status: 'processing', attempts: 1, startedAt: new Date(T0 + 20).toISOString() });
    expect((await jobs.claimNext(T0 + 30, LEASE))?.resultId).toBe('res_b');
    expect(await jobs.claimNext(T0 + 40, LEASE)).toBeUndefined();
  });

  // Replicas share only PostgreSQL; one SQLite file serves one service.
  it.runIf(kind.name === 'PostgreSQL')('gives each job to one of several replicas claiming at once', async () => {
    const replicas = [store, await f.openAgain(), await f.openAgain()];
    for (let i = 0; i < 40; i++) await jobs.enqueue({ resultId: `res_${String(i).padStart(2, '0')}`, keyId: 'k', sandbox: false, now: T0 + i });
    // Two claimers per replica, as a runner with concurrency 2 has.
    const claimAll = async (s: Store) => {
      const got: string[] = [];
      for (let job = await s.jobs.claimNext(T0, LEASE); job; job = await s.jobs.claimNext(T0, LEASE)) got.push(job.resultId);
      return got;
    };
    const claimed = (await Promise.all([...replicas, ...replicas].map(claimAll))).flat();
    expect(claimed.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `res_${String(i).padStart(2, '0')}`));
  });

  it('completes a job with its summary fields, its flagged count and a moderation.completed event for each subscribed endpoint', async () => {
    await insertWebhook(f.sql, { id: 'wh_all', keyId: 'key_a', url: 'http://127.0.0.1:1/a', secret: newSecret() });
    await insertWebhook(f.sql, { id: 'wh_failed_only', keyId: 'key_a', url: 'http://127.0.0.1:1/b', secret: newSecret(), events: ['moderation.failed'] });
    await insertWebhook(f.sql, { id: 'wh_disabled', keyId: 'key_a', url: 'http://127.0.0.1:1/c', secret: newSecret(), enabled: false });
    await insertWebhook(f.sql, { id: 'wh_other_key', keyId: 'key_b', url: 'http://127.0.0.1:1/d', secret: newSecret() });
    await jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: false, now: T0 });
    const claim = (await jobs.claimNext(T0 + 1, LEASE))!;

    const finished = await jobs.complete(claim, { results: [finding], latency_ms: 1234, model_version: 'test-model' }, T0 + 5000);

    expect(finished.resource).toEqual({
      id: 'res_1', type: 'video', sandbox: false, created_at: new Date(T0).toISOString(), status: 'completed',
      completed_at: new Date(T0 + 5000).toISOString(),
      results: [finding], latency_ms: 1234, processing_time_ms: 1234, safe: false, score: 0.9, categories: ['violence'], model_version: 'test-model',
    });
    expect(await jobs.getResource('res_1')).toEqual(finished.resource);
    const [event, ...more] = await eventsOf('res_1');
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({ id: finished.eventId, type: 'moderation.completed', key_id: 'key_a' });
    expect(WebhookEvent.parse(JSON.parse(event!.payload))).toEqual({ type: 'moderation.completed', timestamp: new Date(T0 + 5000).toISOString(), data: finished.resource });
    const deliveries = await store.deliveries.listForEvent(finished.eventId);
    expect(deliveries.map((d) => [d.webhookId, d.status, d.nextAttemptAt])).toEqual([['wh_all', 'pending', T0 + 5000]]);
    expect(finished.deliveries).toBe(1);
    expect(await store.usage.read('key_a', '2026-11')).toEqual({ 'items.video': 1, flagged: 1 });
  });

  it('fails a job with its problem and a moderation.failed event', async () => {
    await insertWebhook(f.sql, { id: 'wh_failed_only', keyId: 'key_a', url: 'http://127.0.0.1:1/b', secret: newSecret(), events: ['moderation.failed'] });
    await jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: true, now: T0 });
    const claim = (await jobs.claimNext(T0, LEASE))!;
    const finished = await jobs.fail(claim, problem, T0 + 10);
    expect(finished.resource).toEqual({ id: 'res_1', type: 'video', sandbox: true, created_at: new Date(T0).toISOString(), status: 'failed', completed_at: new Date(T0 + 10).toISOString(), error: problem });
    expect((await eventsOf('res_1')).map((e) => e.type)).toEqual(['moderation.failed']);
    expect(finished.deliveries).toBe(1);
  });

  it('refuses moves outside queued -> processing -> completed | failed', async () => {
    await jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, now: T0 });
    const early = await rejection(jobs.complete({ resultId: 'res_1', attempts: 0 }, { results: [], latency_ms: 1, model_version: 'test-model' }, T0));
    expect(early).toBeInstanceOf(IllegalTransitionError);
    expect(early).toMatchObject({ code: 'illegal_transition', from: 'queued', to: 'completed' });
    expect(await rejection(jobs.fail({ resultId: 'res_1', attempts: 0 }, problem, T0))).toBeInstanceOf(IllegalTransitionError);

    const claim = (await jobs.claimNext(T0, LEASE))!;
    await jobs.complete(claim, { results: [], latency_ms: 1, model_version: 'test-model' }, T0);
    expect(await rejection(jobs.complete(claim, { results: [], latency_ms: 1, model_version: 'test-model' }, T0))).toBeInstanceOf(IllegalTransitionError);
    expect(await rejection(jobs.fail(claim, problem, T0))).toMatchObject({ code: 'illegal_transition', from: 'completed', to: 'failed' });
    // Nothing from the refused moves was written.
    expect(await jobs.getResource('res_1')).toMatchObject({ status: 'completed', safe: true });
    expect(await eventsOf('res_1')).toHaveLength(1);
    expect(await rejection(jobs.fail({ resultId: 'res_missing', attempts: 1 }, problem, T0))).toBeInstanceOf(JobNotFoundError);
  });

  it('leaves a text result alone even when asked to move it', async () => {
    await f.sql.run("INSERT INTO results (id, key_id, type, status, sandbox, created_at) VALUES ('res_t', 'k', 'text', 'processing', 0, 'x')");
    expect(await rejection(jobs.fail({ resultId: 'res_t', attempts: 1 }, problem, T0))).toBeInstanceOf(JobNotFoundError);
  });

  it('requeues a job whose lease ran out, and the first claim can no longer end it', async () => {
    await jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, now: T0 });
    const first = (await jobs.claimNext(T0, LEASE))!;
    const options = { maxAttempts: 3, problem };
    expect(await jobs.recoverInterrupted(T0 + LEASE - 1, options)).toEqual({ requeued: 0, failed: [] });
    // Renewed leases keep the job with its runner.
    expect(await jobs.renewLeases([first], T0 + 2 * LEASE)).toBe(1);
    expect((await jobs.recoverInterrupted(T0 + LEASE + 1, options)).requeued).toBe(0);
    expect((await jobs.recoverInterrupted(T0 + 2 * LEASE + 1, options)).requeued).toBe(1);
    const second = (await jobs.claimNext(T0 + 2 * LEASE + 2, LEASE))!;
    expect(second).toMatchObject({ resultId: 'res_1', attempts: 2 });
    expect(await jobs.renewLeases([first], T0 + 3 * LEASE)).toBe(0);
    expect(await rejection(jobs.complete(first, { results: [], latency_ms: 1, model_version: 'test-model' }, T0))).toBeInstanceOf(ClaimLostError);
    expect((await jobs.complete(second, { results: [], latency_ms: 1, model_version: 'test-model' }, T0)).resource.status).toBe('completed');
  });

  it('requeues jobs left processing and fails those interrupted too often', async () => {
    await jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, now: T0 });
    await jobs.enqueue({ resultId: 'res_2', keyId: 'k', sandbox: false, now: T0 + 1 });
    await jobs.enqueue({ resultId: 'res_3', keyId: 'k', sandbox: false, now: T0 + 2 });
    await jobs.claimNext(T0, LEASE);
    await jobs.claimNext(T0, LEASE);
    await f.sql.run("UPDATE jobs SET attempts = 3 WHERE result_id = 'res_2'");

    const recovery = await jobs.recoverInterrupted(T0 + 100, { maxAttempts: 3, problem, ignoreLeases: true });

    expect(recovery.requeued).toBe(1);
    expect(recovery.failed.map((r) => r.resource.id)).toEqual(['res_2']);
    expect((await jobs.get('res_1'))?.status).toBe('queued');
    expect((await jobs.get('res_2'))?.status).toBe('failed');
    expect((await jobs.get('res_3'))?.status).toBe('queued');
    // The requeued job keeps its place at the head of the queue.
    expect(await jobs.claimNext(T0 + 200, LEASE)).toMatchObject({ resultId: 'res_1', attempts: 2 });
  });

  it('lists the uploads of ended jobs until they are cleared', async () => {
    await jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, inputPath: '/tmp/upload-1', now: T0 });
    await jobs.enqueue({ resultId: 'res_2', keyId: 'k', sandbox: false, inputPath: '/tmp/upload-2', now: T0 + 1 });
    await jobs.fail((await jobs.claimNext(T0, LEASE))!, problem, T0);
    expect(await jobs.endedInputs()).toEqual([{ resultId: 'res_1', inputPath: '/tmp/upload-1' }]);
    await jobs.clearInput('res_1');
    expect(await jobs.endedInputs()).toEqual([]);
  });

  it('takes the next job and counts the queue without reading every stored result', async () => {
    /**
     * Median ms of claimNext + countUnfinished with one job queued, over twenty rounds: the median,
     * not the mean, so a pause of the machine (other test files run beside this one) does not count.
     */
    const claimCost = async (round: number): Promise<number> => {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        await jobs.enqueue({ resultId: `res_${round}_${i}`, keyId: 'key_a', sandbox: false, now: T0 });
        const started = performance.now();
        await jobs.countUnfinished();
        await jobs.claimNext(T0, LEASE);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[times.length >> 1]!;
    };
    await claimCost(0);
    const few = await claimCost(1);
    await f.sql.run(
      `WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
       INSERT INTO results (id, key_id, type, status, sandbox, body, created_at) SELECT 'res_text_' || i, 'key_a', 'text', 'completed', 0, '{}', '2026-11-22T10:00:00.000Z' FROM n`,
    );
    if (kind.name === 'PostgreSQL') await f.sql.run('ANALYZE results');
    const many = await claimCost(2);
    // Reading 50,000 completed results made each claim ~20 times slower; an index keeps it flat.
    expect(many).toBeLessThan(few * 5 + 0.5);
  });
});

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookEvent, type ModerationResult } from '../../../src/api/index.ts';
import { WebhookDispatcher } from '../../../src/server/delivery/index.ts';
import { JobRunner, type JobProcessor, type JobRunnerOptions } from '../../../src/server/jobs/index.ts';
import { FetchFailedError, createUrlGuard } from '../../../src/net/index.ts';
import type { JobStore } from '../../../src/store/jobs.ts';
import { insertWebhook, newSecret, startReceiver } from '../delivery/webhook-receiver.ts';
import { STORE_KINDS, type StoreFixture } from '../../support/stores.ts';
import { until } from '../../support/until.ts';

const logger = pino({ level: 'silent' });
const finding: ModerationResult = { category: 'violence', severity: 'high', confidence: 0.95, action: 'block', source: 'ocr', frames: [{ timestamp_ms: 3000 }] };

const [sqlite] = STORE_KINDS;
let dir: string;
let f: StoreFixture;
let jobs: JobStore;
const cleanup: (() => Promise<void> | void)[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'runner-'));
  f = await sqlite!.open();
  jobs = f.store.jobs;
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await f.close();
  rmSync(dir, { recursive: true, force: true });
});

function runner(options: Partial<JobRunnerOptions> & { process: JobProcessor }): JobRunner {
  const r = new JobRunner({ store: jobs, concurrency: 2, logger, pollIntervalMs: 50, recoverAllAtStart: true, ...options });
  cleanup.push(() => r.stop(1_000));
  return r;
}

function upload(name: string): string {
  const path = join(dir, name);
  writeFileSync(path, 'video bytes');
  return path;
}

describe('JobRunner', () => {
  it('completes a queued job, removes its upload and delivers moderation.completed', async () => {
    const secret = newSecret();
    const hook = await startReceiver(secret);
    cleanup.push(() => hook.close());
    await insertWebhook(f.sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const dispatcher = new WebhookDispatcher({ store: f.store.deliveries, urlGuard: createUrlGuard({ policy: 'loopback' }), logger, pollIntervalMs: 1_000 });
    cleanup.push(() => dispatcher.stop(1_000));
    dispatcher.start();
    const seen: string[] = [];
    const r = runner({
      process: async (job) => {
        seen.push(`${job.resultId}:${job.inputPath}:${job.attempts}`);
        return { results: [finding] };
      },
      onFinished: () => dispatcher.wake(),
    });
    await r.start();
    const input = upload('res_1.mp4');
    await jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: false, inputPath: input, now: Date.now() });
    r.wake();

    await until(() => hook.received.length === 1);
    expect(seen).toEqual([`res_1:${input}:1`]);
    expect(await jobs.getResource('res_1')).toMatchObject({ status: 'completed', results: [finding], safe: false, score: 0.95, categories: ['violence'] });
    expect(existsSync(input)).toBe(false);
    expect((await jobs.get('res_1'))?.inputPath).toBeNull();
    const event = WebhookEvent.parse(JSON.parse(hook.received[0]!.body));
    expect(event).toMatchObject({ type: 'moderation.completed', data: { id: 'res_1', status: 'completed' } });
    expect(hook.received[0]!.verified).toBe(true);
  });

  it('fails a job whose processor throws, without leaking the error text', async () => {
    const finished: string[] = [];
    const r = runner({
      process: async () => {
        throw new Error('ffmpeg crashed reading /srv/data/uploads/secret-token-123');
      },
      onFinished: (f) => finished.push(f.resource.status),
    });
    const input = upload('res_1.mp4');
    await jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: false, inputPath: input, now: Date.now() });
    await r.start();

    await until(() => finished.length === 1);
    const resource = await jobs.getResource('res_1');
    expect(resource).toMatchObject({ status: 'failed', error: { code: 'processing_failed', status: 422, type: 'urn:content-moderation:problem:processing_failed' } });
    expect(JSON.stringify(resource)).not.toContain('secret-token');
    expect(existsSync(input)).toBe(false);
  });

  it('keeps the code and message of a typed input error', async () => {
    const r = runner({
      process: async () => {
        throw new FetchFailedError('The remote answered HTTP 404.', { status: 404 });
      },
    });
    await jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: false, inputUrl: 'https://media.example/v.mp4', now: Date.now() });
    await r.start();
    const resource = await until(async () => {
      const found = await jobs.getResource('res_1');
      return found?.status === 'failed' && found;
    });
    expect(resource).toMatchObject({ error: { code: 'fetch_failed', detail: 'The remote answered HTTP 404.' } });
  });

  it('runs no more jobs at once than its concurrency', async () => {
    let running = 0;
    let peak = 0;
    const r = runner({
      concurrency: 2,
      process: async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 40));
        running--;
        return { results: [] };
      },
    });
    for (let i = 0; i < 6; i++) await jobs.enqueue({ resultId: `res_${i}`, keyId: 'k', sandbox: false, now: Date.now() + i });
    await r.start();
    await until(async () => (await jobs.countUnfinished()) === 0);
    expect(peak).toBe(2);
  });

  it('takes up a job a previous process left processing', async () => {
    await jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, inputPath: upload('res_1.mp4'), now: Date.now() });
    expect((await jobs.claimNext(Date.now(), 60_000))?.status).toBe('processing');
    // That process is gone; a new one opens the same file.
    await f.store.close();
    jobs = (await f.openAgain()).jobs;
    const attempts: number[] = [];
    const r = runner({
      process: async (job) => {
        attempts.push(job.attempts);
        return { results: [] };
      },
    });
    await r.start();
    await until(async () => (await jobs.getResource('res_1'))?.status === 'completed');
    expect(attempts).toEqual([2]);
  });

  it('fails at start a job interrupted maxAttempts times instead of retrying it', async () => {
    await jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, now: Date.now() });
    await jobs.claimNext(Date.now(), 60_000);
    await f.sql.run("UPDATE jobs SET attempts = 2 WHERE result_id = 'res_1'");
    let called = false;
    const finished: string[] = [];
    const r = runner({
      maxAttempts: 2,
      process: async () => {
        called = true;
        return { results: [] };
      },
      onFinished: (f) => finished.push(f.resource.status),
    });
    await r.start();
    expect(finished).toEqual(['failed']);
    expect(await jobs.getResource('res_1')).toMatchObject({ status: 'failed', error: { code: 'processing_failed', detail: expect.stringContaining('interrupted 2 times') } });
    expect(called).toBe(false);
  });

  it('waits for a running job on stop, and leaves one that outlasts the timeout to the next start', async () => {
    const r = runner({
      concurrency: 1,
      process: (job, signal) =>
        new Promise((resolve, reject) => {
          const delay = job.resultId === 'res_quick' ? 100 : 10_000;
          const timer = setTimeout(() => resolve({ results: [] }), delay);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason);
          });
        }),
    });
    await jobs.enqueue({ resultId: 'res_quick', keyId: 'k', sandbox: false, now: Date.now() });
    await r.start();
    await until(async () => (await jobs.get('res_quick'))?.status === 'processing');
    await r.stop(2_000);
    expect((await jobs.get('res_quick'))?.status).toBe('completed');

    const input = upload('res_slow.mp4');
    await jobs.enqueue({ resultId: 'res_slow', keyId: 'k', sandbox: false, inputPath: input, now: Date.now() });
    await r.start();
    await until(async () => (await jobs.get('res_slow'))?.status === 'processing');
    const started = Date.now();
    await r.stop(100);
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await jobs.get('res_slow'))?.status).toBe('processing');
    expect(existsSync(input)).toBe(true);
  });

  it('renews the lease of a job it is running, so no other runner takes it up meanwhile', async () => {
    const r = runner({ leaseMs: 300, process: () => new Promise((resolve) => setTimeout(() => resolve({ results: [] }), 1_000)) });
    await jobs.enqueue({ resultId: 'res_long', keyId: 'k', sandbox: false, now: Date.now() });
    await r.start();
    await until(async () => (await jobs.get('res_long'))?.status === 'processing');
    await new Promise((resolve) => setTimeout(resolve, 600));
    const problem = { type: 'urn:content-moderation:problem:processing_failed', title: 'x', status: 422, code: 'processing_failed' as const };
    expect(await jobs.recoverInterrupted(Date.now(), { maxAttempts: 3, problem })).toEqual({ requeued: 0, failed: [] });
    await until(async () => (await jobs.get('res_long'))?.status === 'completed', 5_000);
    expect((await jobs.get('res_long'))?.attempts).toBe(1);
  });
});

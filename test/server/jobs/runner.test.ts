import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookEvent, type ModerationResult } from '../../../src/api/index.ts';
import { WebhookDispatcher } from '../../../src/server/delivery/index.ts';
import { JobRunner, type JobProcessor, type JobRunnerOptions } from '../../../src/server/jobs/index.ts';
import { FetchFailedError, createUrlGuard } from '../../../src/net/index.ts';
import { openDatabase, type Database } from '../../../src/store/database.ts';
import { DeliveryStore } from '../../../src/store/deliveries.ts';
import { JobStore } from '../../../src/store/jobs.ts';
import { insertWebhook, newSecret, startReceiver } from '../delivery/webhook-receiver.ts';
import { until } from '../../support/until.ts';

const logger = pino({ level: 'silent' });
const finding: ModerationResult = { category: 'violence', severity: 'high', confidence: 0.95, action: 'block', source: 'ocr', frames: [{ timestamp_ms: 3000 }] };

let dir: string;
let file: string;
let db: Database;
let jobs: JobStore;
const cleanup: (() => Promise<void> | void)[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'runner-'));
  file = join(dir, 'store.sqlite');
  db = openDatabase(file);
  jobs = new JobStore(db);
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function runner(options: Partial<JobRunnerOptions> & { process: JobProcessor }): JobRunner {
  const r = new JobRunner({ store: jobs, concurrency: 2, logger, pollIntervalMs: 50, ...options });
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
    insertWebhook(db, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
    const dispatcher = new WebhookDispatcher({ store: new DeliveryStore(db), urlGuard: createUrlGuard({ policy: 'loopback' }), logger, pollIntervalMs: 1_000 });
    cleanup.push(() => dispatcher.stop(1_000));
    dispatcher.start();
    const seen: string[] = [];
    const r = runner({
      process: async (job) => {
        seen.push(`${job.resultId}:${job.inputPath}:${job.attempts}`);
        return [finding];
      },
      onFinished: () => dispatcher.wake(),
    });
    await r.start();
    const input = upload('res_1.mp4');
    jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: false, inputPath: input, now: Date.now() });
    r.wake();

    await until(() => hook.received.length === 1);
    expect(seen).toEqual([`res_1:${input}:1`]);
    expect(jobs.getResource('res_1')).toMatchObject({ status: 'completed', results: [finding], safe: false, score: 0.95, categories: ['violence'] });
    expect(existsSync(input)).toBe(false);
    expect(jobs.get('res_1')?.inputPath).toBeNull();
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
    jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: false, inputPath: input, now: Date.now() });
    await r.start();

    await until(() => finished.length === 1);
    const resource = jobs.getResource('res_1');
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
    jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: false, inputUrl: 'https://media.example/v.mp4', now: Date.now() });
    await r.start();
    const resource = await until(() => {
      const found = jobs.getResource('res_1');
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
        return [];
      },
    });
    for (let i = 0; i < 6; i++) jobs.enqueue({ resultId: `res_${i}`, keyId: 'k', sandbox: false, now: Date.now() + i });
    await r.start();
    await until(() => jobs.countUnfinished() === 0);
    expect(peak).toBe(2);
  });

  it('takes up a job a previous process left processing', async () => {
    jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, inputPath: upload('res_1.mp4'), now: Date.now() });
    expect(jobs.claimNext(Date.now())?.status).toBe('processing');
    // That process is gone; a new one opens the same file.
    db.close();
    db = openDatabase(file);
    jobs = new JobStore(db);
    const attempts: number[] = [];
    const r = runner({
      process: async (job) => {
        attempts.push(job.attempts);
        return [];
      },
    });
    await r.start();
    await until(() => jobs.getResource('res_1')?.status === 'completed');
    expect(attempts).toEqual([2]);
  });

  it('fails at start a job interrupted maxAttempts times instead of retrying it', async () => {
    jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, now: Date.now() });
    jobs.claimNext(Date.now());
    db.prepare("UPDATE jobs SET attempts = 2 WHERE result_id = 'res_1'").run();
    let called = false;
    const finished: string[] = [];
    const r = runner({
      maxAttempts: 2,
      process: async () => {
        called = true;
        return [];
      },
      onFinished: (f) => finished.push(f.resource.status),
    });
    await r.start();
    expect(finished).toEqual(['failed']);
    expect(jobs.getResource('res_1')).toMatchObject({ status: 'failed', error: { code: 'processing_failed', detail: expect.stringContaining('interrupted 2 times') } });
    expect(called).toBe(false);
  });

  it('waits for a running job on stop, and leaves one that outlasts the timeout to the next start', async () => {
    const r = runner({
      concurrency: 1,
      process: (job, signal) =>
        new Promise((resolve, reject) => {
          const delay = job.resultId === 'res_quick' ? 100 : 10_000;
          const timer = setTimeout(() => resolve([]), delay);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason);
          });
        }),
    });
    jobs.enqueue({ resultId: 'res_quick', keyId: 'k', sandbox: false, now: Date.now() });
    await r.start();
    await until(() => jobs.get('res_quick')?.status === 'processing');
    await r.stop(2_000);
    expect(jobs.get('res_quick')?.status).toBe('completed');

    const input = upload('res_slow.mp4');
    jobs.enqueue({ resultId: 'res_slow', keyId: 'k', sandbox: false, inputPath: input, now: Date.now() });
    await r.start();
    await until(() => jobs.get('res_slow')?.status === 'processing');
    const started = Date.now();
    await r.stop(100);
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(jobs.get('res_slow')?.status).toBe('processing');
    expect(existsSync(input)).toBe(true);
  });
});

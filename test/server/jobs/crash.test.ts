import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { WebhookEvent } from '../../../src/api/index.ts';
import { WebhookDispatcher } from '../../../src/server/delivery/index.ts';
import { JobRunner } from '../../../src/server/jobs/index.ts';
import { createUrlGuard } from '../../../src/net/index.ts';
import { openStore } from '../../../src/store/index.ts';
import { SqliteDatabase } from '../../../src/store/sqlite.ts';
import { insertWebhook, newSecret, startReceiver, type Receiver } from '../delivery/webhook-receiver.ts';
import { until } from '../../support/until.ts';

const worker = fileURLToPath(new URL('./fixtures/crash-worker.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'crash-'));
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  rmSync(dir, { recursive: true, force: true });
});

it('finishes the jobs and sends the webhooks of a process killed mid-way', async () => {
  const secret = newSecret();
  // The first request hangs, so the killed process dies with that delivery in flight.
  const hook: Receiver = await startReceiver(secret, (n) => (n === 1 ? new Promise<number>(() => {}) : 200));
  cleanup.push(() => hook.close());
  const store = await openStore({ dataDir: dir });
  cleanup.push(() => store.close());
  const sql = new SqliteDatabase(join(dir, 'moderation.db'));
  cleanup.push(() => sql.close());
  await insertWebhook(sql, { id: 'wh_1', keyId: 'key_a', url: hook.url, secret });
  const jobs = store.jobs;
  for (const id of ['fast_1', 'slow_1', 'slow_2']) await jobs.enqueue({ resultId: id, keyId: 'key_a', sandbox: false, now: Date.now() });

  const child = spawn(process.execPath, [worker, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const processing = async (id: string) => (await jobs.get(id))?.status === 'processing';
  await until(async () => hook.received.length === 1 && (await processing('slow_1')) && (await processing('slow_2')), 10_000, 20).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`worker did not get going: ${String(error)} ${stderr}`);
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  expect((await jobs.get('fast_1'))?.status).toBe('completed');

  // The next start: same file, new stores, runner and dispatcher.
  const logger = pino({ level: 'silent' });
  const deliveries = store.deliveries;
  // The killed process leased its in-flight delivery for a minute; the restart sees it when the lease ends.
  await sql.run('UPDATE deliveries SET next_attempt_at = ? WHERE status = ?', [Date.now(), 'pending']);
  const dispatcher = new WebhookDispatcher({ store: deliveries, urlGuard: createUrlGuard({ policy: 'loopback' }), logger, pollIntervalMs: 50 });
  const runner = new JobRunner({ store: jobs, concurrency: 2, logger, pollIntervalMs: 50, recoverAllAtStart: true, process: async () => ({ results: [] }), onFinished: () => dispatcher.wake() });
  cleanup.push(() => runner.stop(1_000), () => dispatcher.stop(1_000));
  dispatcher.start();
  await runner.start();

  await until(() => hook.received.length === 4, 10_000, 20);
  for (const id of ['slow_1', 'slow_2']) expect(await jobs.get(id)).toMatchObject({ status: 'completed', attempts: 2 });
  const byResult = hook.received.map((r) => [WebhookEvent.parse(JSON.parse(r.body)).data.id, r.verified]);
  expect(byResult.slice(1).sort()).toEqual([['fast_1', true], ['slow_1', true], ['slow_2', true]]);
  // The in-flight delivery went out again under the same webhook-id.
  expect(hook.received[0]!.id).toBe(hook.received.find((r, i) => i > 0 && r.body === hook.received[0]!.body)?.id);
});

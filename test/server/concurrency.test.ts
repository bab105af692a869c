// Concurrent requests against the real service, on each kind of store: one Idempotency-Key makes
// one job, quotas and rate limits hold under a burst, the webhook endpoint cap holds, and a
// webhook's secret is kept only with its endpoint.
// @module-tag ffmpeg
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/store/index.ts';
import { PostgresDatabase } from '../../src/store/postgres.ts';
import { SqliteDatabase } from '../../src/store/sqlite.ts';
import { testPattern } from '../engine/video/fixtures.ts';
import { startService, type StartedService } from '../support/service.ts';
import { STORE_KINDS } from '../support/stores.ts';
import { testDatabase, type TestDatabase } from '../support/postgres.ts';
import { call } from './http.ts';

/** Runs `count` tasks with at most `limit` of them in flight at once, and gives their results in order. */
async function inFlight<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

describe.each(STORE_KINDS)('concurrent requests on $name', (kind) => {
  const missing = kind.missing;
  if (missing) {
    it(`runs on ${kind.name}`, (ctx) => ctx.skip(missing));
    return;
  }
  let service: StartedService;
  let database: TestDatabase | undefined;
  let video: Buffer;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'moderation-concurrency-'));
    video = await readFile(await testPattern(dir, 'mp4', 1));
    database = kind.name === 'PostgreSQL' ? await testDatabase() : undefined;
    service = await startService({ env: { WEBHOOK_MAX_PER_KEY: '3', ...(database ? { DATABASE_URL: database.url } : {}) } });
  });
  afterAll(async () => {
    await service?.close();
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const url = (path: string) => `${service.baseUrl}${path}`;

  it('makes one job of 50 parallel video uploads with one Idempotency-Key', async () => {
    const key = await service.createKey({ rate: 1_000, burst: 1_000 });
    const headers = { 'idempotency-key': 'upload-once' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(url('/moderate/video'), { key, body: video, type: 'video/mp4', headers })));
    const accepted = answers.filter((a) => a.status === 202);
    const busy = answers.filter((a) => a.status === 409);
    expect(accepted.length + busy.length).toBe(50);
    expect(new Set(accepted.map((a) => a.body.id)).size).toBe(1);
    expect(busy.every((a) => a.body.code === 'idempotency_key_in_use' && a.headers.get('retry-after') === '1')).toBe(true);
    expect(busy[0]?.headers.get('content-type')).toMatch(/problem\+json/);
    const usage = await call(url('/usage'), { key });
    expect(usage.body.items.video).toBe(1);
    // A retry after the first answer replays it.
    const retry = await call(url('/moderate/video'), { key, body: video, type: 'video/mp4', headers });
    expect(retry.status).toBe(202);
    expect(retry.body.id).toBe(accepted[0]!.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  // Checked, then counted, these quotas once gave 6 and 303 answers.
  // At most 200 in flight: a thousand new sockets at once can overflow the listen backlog of a busy
  // machine, which tests the kernel rather than the quota.
  it.each([5, 300])('answers a quota of %i exactly that many times under 1,000 concurrent requests', async (quota) => {
    const key = await service.createKey({ rate: 100_000, burst: 100_000, quota });
    const answers = await inFlight(1_000, 200, (i) => call(url('/moderate/text'), { key, json: { text: `message ${i}` } }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(quota);
    expect(answers.filter((a) => a.status === 429 && a.body.code === 'quota_exceeded')).toHaveLength(1_000 - quota);
    const usage = await call(url('/usage'), { key });
    expect(usage.body.items.text).toBe(quota);
    expect(usage.body.quota).toEqual({ limit: quota, used: quota, remaining: 0 });
  });

  it('charges a batch one token per item', async () => {
    const key = await service.createKey({ rate: 0.001, burst: 10 });
    const items = (n: number) => ({ items: Array.from({ length: n }, (_, i) => ({ type: 'text', text: `item ${i}` })) });
    const first = await call(url('/moderate/batch'), { key, json: items(6) });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('4');
    const second = await call(url('/moderate/batch'), { key, json: items(5) });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('rate_limited');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(1);
    expect((await call(url('/moderate/batch'), { key, json: items(3) })).status).toBe(200);
  });

  it('holds the cap on webhook endpoints under concurrent creates, with a clear problem past it', async () => {
    const key = await service.createKey();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(url('/webhooks'), { key, json: { url: `http://127.0.0.1:9/hook-${i}` } })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 422);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.headers.get('content-type')).toMatch(/problem\+json/);
    expect(refused[0]!.body).toMatchObject({ code: 'webhook_limit_reached', errors: [{ path: 'url' }] });
    expect(refused[0]!.body.detail).toContain('3');
    const listed = await call(url('/webhooks'), { key });
    expect(listed.body.data).toHaveLength(3);
    // Updating one of them still works.
    const update = await call(url('/webhooks'), { key, json: { id: listed.body.data[0].id, url: 'http://127.0.0.1:9/moved' } });
    expect(update.status).toBe(200);
  });

  it('makes one endpoint of concurrent creates with the same url', async () => {
    const key = await service.createKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(url('/webhooks'), { key, json: { url: 'http://127.0.0.1:9/same' } })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect((await call(url('/webhooks'), { key })).body.data).toHaveLength(1);
  });

  it('replays a webhook creation with its secret without keeping the secret in the stored answer', async () => {
    const key = await service.createKey();
    const headers = { 'idempotency-key': 'create-hook' };
    const created = await call(url('/webhooks'), { key, json: { url: 'http://127.0.0.1:9/secret' }, headers });
    expect(created.status).toBe(201);
    const replayed = await call(url('/webhooks'), { key, json: { url: 'http://127.0.0.1:9/secret' }, headers });
    expect(replayed.status).toBe(201);
    expect(replayed.body).toEqual(created.body);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const stored = await storedAnswers(service, database);
    expect(stored.some((body) => body.includes('whsec_'))).toBe(false);
    expect(stored.some((body) => body.includes(created.body.id))).toBe(true);
  });

  it.runIf(kind.name === 'SQLite')('creates the database readable by its owner only, in a folder only its owner can enter', async () => {
    expect(statSync(join(service.dataDir, DATABASE_FILE)).mode & 0o777).toBe(0o600);
    expect(statSync(`${join(service.dataDir, DATABASE_FILE)}-wal`).mode & 0o777).toBe(0o600);
    const fresh = join(dir, 'fresh-data');
    const other = await startService({ dataDir: fresh, media: false });
    try {
      expect(statSync(fresh).mode & 0o777).toBe(0o700);
    } finally {
      await other.close();
    }
  });
});

/** Every stored idempotent answer, read straight from the database. */
async function storedAnswers(service: StartedService, database: TestDatabase | undefined): Promise<string[]> {
  const sql = database ? new PostgresDatabase(database.url, { poolSize: 1 }) : new SqliteDatabase(join(service.dataDir, DATABASE_FILE));
  try {
    return (await sql.all<{ body: string }>('SELECT body FROM idempotency')).map((r) => r.body);
  } finally {
    await sql.close();
  }
}

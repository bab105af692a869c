// Two service processes (`node src/server/main.ts`, as `npm start` runs) on one PostgreSQL
// database take 100 videos and 2,000 texts between them; one is SIGKILLed mid-way and restarted.
// Every job completes exactly once, every event goes out under one webhook-id, every answered
// text is readable from either replica, and usage counts what was stored.
// @module-tag ffmpeg
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookEvent } from '../../src/api/index.ts';
import { PostgresDatabase } from '../../src/store/postgres.ts';
import { testPattern } from '../engine/video/fixtures.ts';
import { postgresMissing, testDatabase, type TestDatabase } from '../support/postgres.ts';
import { until } from '../support/until.ts';
import { startReceiver, type Receiver } from './delivery/webhook-receiver.ts';
import { call, type Answer } from './http.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VIDEOS = 100;
const TEXTS = 2_000;
/** Requests in flight at once, over both replicas. */
const PARALLEL = 16;

interface Replica {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly exited: Promise<NodeJS.Signals | null>;
}

function startReplica(env: Record<string, string>): Promise<Replica> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/server/main.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<NodeJS.Signals | null>((done) => child.once('exit', (_code, signal) => done(signal)));
    let seen = '';
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+\/v1/.exec(seen);
      if (!match) return;
      child.stderr!.off('data', look).resume();
      resolve({ child, baseUrl: match[0], exited });
    };
    child.stdout!.resume();
    child.stderr!.on('data', look);
    void exited.then(() => reject(new Error(`replica exited before listening: ${seen.slice(-800)}`)));
  });
}

/** Runs `work` over 0..count-1 with PARALLEL at a time. */
async function inParallel(count: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    while (next < count) await work(next++);
  }));
}

const missing = postgresMissing();

describe('two replicas on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let hook: Receiver;
  let secret = '';
  const replicas: Replica[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    if (missing) return;
    database = await testDatabase();
    // Uploads wait in DATA_DIR for whichever replica takes their job: the replicas share it.
    dataDir = await mkdtemp(join(tmpdir(), 'moderation-replicas-'));
    hook = await startReceiver(() => secret);
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      OCR: 'off',
      NSFW: 'off',
      IMAGE_WORKERS: '1',
      VIDEO_CONCURRENCY: '2',
      VIDEO_QUEUE: '1000',
      JOB_LEASE_SECONDS: '2',
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_RETRY_SCHEDULE: '0,1,1,1,1,1',
      DATABASE_POOL_SIZE: '5',
      // All 16 parallel uploads reach one replica while the other is down.
      UPLOADS_PER_KEY: String(PARALLEL),
    };
  });
  afterAll(async () => {
    for (const replica of replicas) replica.child.kill('SIGKILL');
    await Promise.all(replicas.map((r) => r.exited));
    await hook?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // Three to four minutes on two busy cores (two replicas warming up together, then 100 videos).
  it('completes every job exactly once across a SIGKILL and answers from either replica', { timeout: 360_000 }, async (ctx) => {
    if (missing) return ctx.skip(missing);
    // The keys command writes to the same database.
    const created = execFileSync(process.execPath, ['src/server/keys-cli.ts', 'create', '--live', '--rate', '100000', '--burst', '100000'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    const key = created.match(/cm_live_[A-Za-z0-9_-]{20,}/)![0];
    const [a, b] = await Promise.all([startReplica(env), startReplica(env)]);
    replicas.push(a!, b!);
    let second = b!;
    const registered = await call(`${a!.baseUrl}/webhooks`, { key, json: { url: hook.url } });
    expect(registered.status).toBe(201);
    secret = registered.body.secret;
    const video = await readFile(await testPattern(dataDir, 'mp4', 1));

    const videos: string[] = [];
    const texts: { id: string; flagged: boolean }[] = [];
    let lost = 0;
    const send = async (i: number, request: (base: string) => Promise<Answer>, answered: (answer: Answer) => void) => {
      // Alternate replicas; while the second is down, everything goes to the first.
      const target = i % 2 && second.child.exitCode === null && second.child.signalCode === null ? second : a!;
      try {
        const answer = await request(target.baseUrl);
        if (answer.status >= 200 && answer.status < 300) answered(answer);
        else lost++;
      } catch {
        lost++;
      }
    };
    const sendVideo = (i: number) => send(i, (base) => call(`${base}/moderate/video`, { key, body: video, type: 'video/mp4' }), (ans) => videos.push(ans.body.id));
    const sendText = (i: number) =>
      send(
        i,
        (base) => call(`${base}/moderate/text`, { key, json: { text: i % 10 === 0 ? `I am going to kill you, message ${i}` : `ordinary message ${i}` } }),
        (ans) => texts.push({ id: ans.body.id, flagged: !ans.body.safe }),
      );

    // The first half, then a SIGKILL while the second half is under way, then a restart.
    await inParallel(VIDEOS / 2, sendVideo);
    await inParallel(TEXTS / 2, sendText);
    const killing = (async () => {
      await until(() => videos.length >= VIDEOS * 0.6, 60_000);
      second.child.kill('SIGKILL');
      expect(await second.exited).toBe('SIGKILL');
      second = await startReplica(env);
      replicas.push(second);
    })();
    await inParallel(VIDEOS / 2, (i) => sendVideo(VIDEOS / 2 + i));
    await inParallel(TEXTS / 2, (i) => sendText(TEXTS / 2 + i));
    await killing;
    expect(videos.length + texts.length).toBeGreaterThan((VIDEOS + TEXTS) * 0.9);

    // Every stored job, answered or cut off by the kill, completes; its event reaches the endpoint.
    const sql = new PostgresDatabase(database.url, { poolSize: 1 });
    try {
      const stored = async (type: string) => (await sql.all<{ id: string; status: string }>('SELECT id, status FROM results WHERE type = ?', [type]));
      await until(async () => (await stored('video')).every((r) => r.status === 'completed'), 180_000, 500);
      const jobs = (await stored('video')).map((r) => r.id);
      expect(jobs).toEqual(expect.arrayContaining(videos));
      await until(() => new Set(hook.received.map((r) => WebhookEvent.parse(JSON.parse(r.body)).data.id)).size === jobs.length, 60_000, 200);
      expect(hook.received.every((r) => r.verified)).toBe(true);
      const idsByJob = new Map<string, Set<string>>();
      for (const r of hook.received) {
        const event = WebhookEvent.parse(JSON.parse(r.body));
        expect(event.type).toBe('moderation.completed');
        idsByJob.set(event.data.id, (idsByJob.get(event.data.id) ?? new Set()).add(r.id));
      }
      // One event per job: any duplicate delivery is a retry of the same webhook-id.
      expect([...idsByJob.values()].every((ids) => ids.size === 1)).toBe(true);
      expect((await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM events'))!.n).toBe(jobs.length);

      // Every answered text is stored and readable from both replicas.
      for (const { id } of texts) {
        for (const replica of [a!, second]) expect((await call(`${replica.baseUrl}/results/${id}`, { key })).body).toMatchObject({ id, status: 'completed', type: 'text' });
      }
      // Usage counts exactly what was stored, including what a cut-off request stored.
      const storedTexts = (await stored('text')).length;
      expect(storedTexts).toBeGreaterThanOrEqual(texts.length);
      expect(storedTexts - texts.length).toBeLessThanOrEqual(lost);
      const flagged = (await sql.all<{ body: string }>("SELECT body FROM results WHERE type IN ('text', 'video')")).filter((r) => !JSON.parse(r.body).safe).length;
      for (const replica of [a!, second]) {
        const usage = await call(`${replica.baseUrl}/usage`, { key });
        expect(usage.body.items).toEqual({ text: storedTexts, image: 0, video: jobs.length });
        expect(usage.body.flagged).toBe(flagged);
      }
      expect(flagged).toBeGreaterThanOrEqual(texts.filter((t) => t.flagged).length);
    } finally {
      await sql.close();
    }
  });
});

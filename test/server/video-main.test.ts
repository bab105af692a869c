// The service as `npm start` runs it, with the media engines: a missing ffmpeg, and a SIGKILL in
// the middle of video jobs after which a restart finishes every job and delivers every event.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../src/client/index.ts';
import { scene } from '../engine/image/fixtures.ts';
import { testPattern } from '../engine/video/fixtures.ts';
import { startHookRecorder } from './hook-recorder.ts';
import { call } from './http.ts';

const root = new URL('../../', import.meta.url).pathname;
const KEY = 'demo-sandbox-key';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Running {
  child: ChildProcessWithoutNullStreams;
  baseUrl: string;
  stdout: () => string;
}

/** Starts `node src/server/main.ts` on a free port and resolves once it prints its URL. */
async function startMain(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', IMAGE_WORKERS: '1', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      const found = /listening on (http:\/\/\S+\/v1)/.exec(stderr);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  });
  return { child, baseUrl, stdout: () => stdout };
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'moderation-main-media-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function status(baseUrl: string, id: string): Promise<string | undefined> {
  return (await call(`${baseUrl}/results/${id}`, { key: KEY })).body?.status;
}

describe('npm start with the media engines', () => {
  it('starts without ffmpeg, warns once, answers 501 media_unavailable for video and still moderates images', async () => {
    const service = await startMain({ DATA_DIR: await tempDir(), FFMPEG_PATH: '/nonexistent/ffmpeg' });
    const video = await call(`${service.baseUrl}/moderate/video`, { key: KEY, body: Buffer.alloc(64), type: 'video/mp4' });
    expect(video).toMatchObject({ status: 501, body: { code: 'media_unavailable' } });
    expect(video.body.detail).toContain('ffmpeg');
    const again = await call(`${service.baseUrl}/moderate/video`, { key: KEY, json: { url: 'http://127.0.0.1:9/v.mp4' } });
    expect(again.status).toBe(501);
    const image = await call(`${service.baseUrl}/moderate/image`, { key: KEY, body: await scene(320, 240), type: 'image/png' });
    expect(image.status).toBe(200);
    const warnings = service.stdout().split('\n').filter((line) => line.includes('"level":40') && line.includes('ffmpeg'));
    expect(warnings).toHaveLength(1);
  });

  it('finishes every video and delivers every signed event after a SIGKILL mid-processing', { tags: ['ffmpeg'], timeout: 180_000 }, async () => {
    const dataDir = await tempDir();
    const hooks = await startHookRecorder();
    cleanups.push(() => hooks.close());
    const env = { DATA_DIR: dataDir, WEBHOOK_RETRY_SCHEDULE: '0,1,1,2', VIDEO_CONCURRENCY: '1' };
    const first = await startMain(env);
    const registered = await call(`${first.baseUrl}/webhooks`, { key: KEY, json: { url: hooks.url } });
    const secret: string = registered.body.secret;
    const video = await readFile(await testPattern(await tempDir(), 'mp4', 6));
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const accepted = await call(`${first.baseUrl}/moderate/video`, { key: KEY, body: video, type: 'video/mp4' });
      expect(accepted.status).toBe(202);
      ids.push(accepted.body.id);
    }
    // Kill while the first job is being processed, before anything is delivered.
    const deadline = Date.now() + 20_000;
    while ((await status(first.baseUrl, ids[0]!)) !== 'processing' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await status(first.baseUrl, ids[0]!)).toBe('processing');
    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;
    expect(hooks.received.length).toBeLessThan(3);

    const second = await startMain(env);
    for (const id of ids) {
      const until = Date.now() + 60_000;
      let current = await status(second.baseUrl, id);
      while (current !== 'completed' && current !== 'failed' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 200));
        current = await status(second.baseUrl, id);
      }
      expect(current).toBe('completed');
    }
    await hooks.waitFor(3, 30_000);
    const events = hooks.received.map((hook) => verifyWebhook(hook.headers, hook.body, secret));
    for (const id of ids) {
      expect(events.some((event) => event.type === 'moderation.completed' && event.data.id === id)).toBe(true);
    }
  });
});

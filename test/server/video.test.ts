// Video moderation through the real service: uploads and URLs become durable jobs, ffmpeg samples
// the frames, the result is polled and a signed webhook announces it.
// @module-tag ffmpeg
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../src/client/index.ts';
import { testPattern, threatVideo } from '../engine/video/fixtures.ts';
import { startService, type StartedService } from '../support/service.ts';
import { startHookRecorder, type HookRecorder } from './hook-recorder.ts';
import { call } from './http.ts';

let service: StartedService;
let hooks: HookRecorder;
let dir: string;
let threat: Buffer;
let calm: Buffer;
let origin: Server;
let originUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'moderation-video-'));
  [service, hooks, threat, calm] = await Promise.all([
    startService(),
    startHookRecorder(),
    threatVideo(dir).then((f) => readFile(f)),
    testPattern(dir, 'webm', 2).then((f) => readFile(f)),
  ]);
  origin = createServer((req, res) => {
    if (req.url === '/threat.mp4') res.writeHead(200, { 'content-type': 'video/mp4' }).end(threat);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await service?.close();
  await hooks?.close();
  await new Promise<void>((resolve) => (origin ? origin.close(() => resolve()) : resolve()));
  await rm(dir, { recursive: true, force: true });
});

const url = (path: string) => `${service.baseUrl}${path}`;
const key = () => service.apiKey;

async function settled(location: string, timeoutMs = 60_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(`${service.origin}${location}`, { key: key() });
    if (answer.body?.status === 'completed' || answer.body?.status === 'failed') return answer.body;
    if (Date.now() > deadline) throw new Error(`still ${answer.body?.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('POST /moderate/video', () => {
  it('accepts an mp4, finds the threat between 2 s and 3 s, and delivers a signed moderation.completed', async () => {
    const registered = await call(url('/webhooks'), { key: key(), json: { url: hooks.url } });
    expect(registered.status).toBe(201);
    const secret: string = registered.body.secret;

    const accepted = await call(url('/moderate/video'), { key: key(), body: threat, type: 'video/mp4' });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ type: 'video', status: 'queued', sandbox: true });
    const location = accepted.headers.get('location');
    expect(location).toBe(`/v1/results/${accepted.body.id}`);

    const done = await settled(location!);
    expect(done).toMatchObject({ id: accepted.body.id, status: 'completed', type: 'video', safe: false });
    const violence = done.results.find((r: { category: string }) => r.category === 'violence');
    expect(violence).toMatchObject({ source: 'ocr' });
    const times = violence.frames.map((f: { timestamp_ms: number }) => f.timestamp_ms);
    expect(times.some((t: number) => t >= 2000 && t <= 3000)).toBe(true);
    expect(times.every((t: number) => t >= 1500 && t <= 3500)).toBe(true);
    // Five seconds at one frame a second: every second was looked at.
    expect(done.examined).toEqual({ start_ms: 0, end_ms: 4000, duration_ms: 5000, frames: 5, max_gap_ms: 1000 });

    const [delivery] = await hooks.waitFor(1);
    const event = verifyWebhook(delivery!.headers, delivery!.body, secret);
    expect(event).toMatchObject({ type: 'moderation.completed', data: { id: accepted.body.id, status: 'completed', safe: false } });
    expect(() => verifyWebhook(delivery!.headers, delivery!.body, 'whsec_' + Buffer.from('another secret').toString('base64'))).toThrow();

    const usage = await call(url('/usage'), { key: key() });
    expect(JSON.stringify(usage.body)).toMatch(/"flagged":\s*[1-9]/);
  });

  it('accepts a webm in a multipart field "video" and finds it safe', async () => {
    const boundary = 'video-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="calm.webm"\r\nContent-Type: video/webm\r\n\r\n`),
      calm,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const accepted = await call(url('/moderate/video'), { key: key(), body, type: `multipart/form-data; boundary=${boundary}` });
    expect(accepted.status).toBe(202);
    const done = await settled(accepted.headers.get('location')!);
    expect(done).toMatchObject({ status: 'completed', safe: true, results: [] });
  });

  it('fetches a video by URL from a loopback server', async () => {
    const accepted = await call(url('/moderate/video'), { key: key(), json: { url: `${originUrl}/threat.mp4` } });
    expect(accepted.status).toBe(202);
    const done = await settled(accepted.headers.get('location')!);
    expect(done).toMatchObject({ status: 'completed', categories: ['violence'] });
  });

  it('fails the job with fetch_failed when the video URL answers 404', async () => {
    const accepted = await call(url('/moderate/video'), { key: key(), json: { url: `${originUrl}/missing.mp4` } });
    const done = await settled(accepted.headers.get('location')!);
    expect(done).toMatchObject({ status: 'failed', error: { code: 'fetch_failed' } });
  });

  it('refuses bytes that are not a video with 400 unsupported_media_type and queues nothing', async () => {
    const before = await service.store.jobs.countUnfinished();
    const answer = await call(url('/moderate/video'), { key: key(), body: Buffer.from('GIF89a not a video'), type: 'video/mp4' });
    expect(answer).toMatchObject({ status: 400, body: { code: 'unsupported_media_type' } });
    expect(await service.store.jobs.countUnfinished()).toBe(before);
  });

  it('refuses a loopback video URL under PRIVATE_URLS=none', async () => {
    const strict = await startService({ media: true, env: { PRIVATE_URLS: 'none' } });
    try {
      const answer = await call(`${strict.baseUrl}/moderate/video`, { key: strict.apiKey, json: { url: `${originUrl}/threat.mp4` } });
      expect(answer).toMatchObject({ status: 400, body: { code: 'url_not_allowed' } });
    } finally {
      await strict.close();
    }
  });

  it('answers 503 overloaded once VIDEO_QUEUE videos wait', async () => {
    const tight = await startService({ media: true, env: { VIDEO_QUEUE: '1', VIDEO_MAX_FRAMES: '2' } });
    try {
      const first = await call(`${tight.baseUrl}/moderate/video`, { key: tight.apiKey, body: calm, type: 'video/webm' });
      const second = await call(`${tight.baseUrl}/moderate/video`, { key: tight.apiKey, body: calm, type: 'video/webm' });
      expect(first.status).toBe(202);
      expect(second).toMatchObject({ status: 503, body: { code: 'overloaded' } });
      expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await tight.close();
    }
  });
});

// Video uploads: submitted to the service, remembered as pending, and turned into a review card
// when the signed moderation.completed webhook arrives, also after a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS } from '../../src/api/index.ts';
import { ModerationClient } from '../../src/client/index.ts';
import { MODERATION_WEBHOOK_PATH } from '../../src/slackbot/index.ts';
import { startService, type StartedService } from '../support/service.ts';
import { BOT_TOKEN, DEFAULT_WEBHOOK_SECRET, type Harness, messageEvent, REVIEW_CHANNEL, startBot, USER_TOKEN } from './bot-harness.ts';
import { threatMp4 } from './media-fixtures.ts';
import { startSlackStub, type SlackStub } from './slack-stub.ts';

let service: StartedService;
let apiKey: string;
let stub: SlackStub;
let dataDir: string;
const bots: Harness[] = [];

beforeEach(async () => {
  service = await startService();
  apiKey = await service.createKey({ sandbox: true, rate: 1000, burst: 1000 });
  stub = await startSlackStub({ botToken: BOT_TOKEN, userToken: USER_TOKEN, members: ['U0REVIEWER'] });
  dataDir = mkdtempSync(join(tmpdir(), 'slackbot-'));
});
afterEach(async () => {
  for (const b of bots.splice(0)) await b.close().catch(() => {});
  await stub.close();
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function boot(env: Record<string, string>): Promise<Harness> {
  const h = await startBot({ stub, service: { baseUrl: service.baseUrl, apiKey }, dataDir, env: { NOTIFY_AT: 'low', ...env } });
  bots.push(h);
  return h;
}

async function uploadVideo(h: Harness) {
  const file = stub.addFile({ id: `F0VID${Date.now()}`, name: 'clip.mp4', mimetype: 'video/mp4', bytes: await threatMp4() });
  const event = messageEvent({ subtype: 'file_share', text: '', files: [file] });
  expect((await h.send.event(event)).status).toBe(200);
  await h.bot.idle();
  return event;
}

/** Signs a delivery the way the service does (Standard Webhooks). */
function signed(secret: string, id: string, body: string): Record<string, string> {
  const now = new Date();
  return {
    'content-type': 'application/json',
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: String(Math.floor(now.getTime() / 1000)),
    [WEBHOOK_HEADERS.signature]: new Webhook(secret).sign(id, now, body),
  };
}

async function completedResult(id: string): Promise<unknown> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const res = await fetch(`${service.baseUrl}/results/${id}`, { headers: { authorization: `Bearer ${apiKey}` } });
    const body = (await res.json()) as { status: string };
    if (body.status === 'completed' || body.status === 'failed') return body;
    if (Date.now() > deadline) throw new Error(`result ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('video uploads', () => {
  it('submits a video, remembers it and turns the signed webhook the service delivers into a review card', { tags: ['ffmpeg'] }, async () => {
    const port = await freePort();
    const { secret } = await new ModerationClient({ baseUrl: service.baseUrl, apiKey }).upsertWebhook({ url: `http://127.0.0.1:${port}${MODERATION_WEBHOOK_PATH}` });
    expect(secret).toMatch(/^whsec_/);
    const h = await boot({ PORT: String(port), MODERATION_WEBHOOK_SECRET: secret ?? '' });
    const event = await uploadVideo(h);
    expect(stub.callsTo('file.download').at(-1)?.token).toBe(BOT_TOKEN);
    const [pending] = h.store.listPendingVideos();
    expect(pending).toMatchObject({ channel: 'C0GENERAL', messageTs: event.ts, author: 'U0AUTHOR', fileName: 'clip.mp4' });
    // The pending upload is forgotten once its verified moderation.completed event is processed.
    const deadline = Date.now() + 50_000;
    while (h.store.listPendingVideos().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(h.store.listPendingVideos()).toHaveLength(0);
    const card = await stub.waitFor('chat.postMessage', (c) => c.params.channel === REVIEW_CHANNEL, 5_000);
    const json = JSON.stringify(card.params.blocks);
    expect(json).toContain('Video flagged');
    expect(json).toContain('clip.mp4');
    expect(json).toContain('*violence*');
    expect(json).toContain(pending?.resultId);
  });

  it('answers 401 to a webhook with a bad signature and posts nothing', async () => {
    const h = await boot({});
    const body = JSON.stringify({ type: 'moderation.completed', timestamp: new Date().toISOString(), data: {} });
    const wrong = `whsec_${Buffer.from('another-secret-of-32-bytes-length').toString('base64')}`;
    const res = await fetch(`${h.url}${MODERATION_WEBHOOK_PATH}`, { method: 'POST', headers: signed(wrong, 'msg_bad', body), body });
    expect(res.status).toBe(401);
    const unsigned = await fetch(`${h.url}${MODERATION_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    expect(stub.callsTo('chat.postMessage')).toHaveLength(0);
  });

  it('keeps a pending video across a restart and turns its flagged result into one card', { tags: ['ffmpeg'] }, async () => {
    const first = await boot({});
    await uploadVideo(first);
    const [pending] = first.store.listPendingVideos();
    expect(pending).toBeDefined();
    await first.close();
    bots.splice(bots.indexOf(first), 1);

    const second = await boot({});
    const result = await completedResult(pending?.resultId ?? '');
    const body = JSON.stringify({ type: 'moderation.completed', timestamp: new Date().toISOString(), data: result });
    const url = `${second.url}${MODERATION_WEBHOOK_PATH}`;
    expect((await fetch(url, { method: 'POST', headers: signed(DEFAULT_WEBHOOK_SECRET, 'msg_once', body), body })).status).toBe(200);
    expect((await fetch(url, { method: 'POST', headers: signed(DEFAULT_WEBHOOK_SECRET, 'msg_once', body), body })).status).toBe(200);
    const cards = stub.callsTo('chat.postMessage').filter((c) => c.params.channel === REVIEW_CHANNEL);
    expect(cards).toHaveLength(1);
    expect(JSON.stringify(cards[0]?.params.blocks)).toContain(pending?.resultId);
    expect(second.store.listPendingVideos()).toHaveLength(0);
  });

  it('turns a webhook for a video pending before a restart into one card, however often it is delivered', async () => {
    const first = await boot({});
    first.store.savePendingVideo({ resultId: 'res_video_1', channel: 'C0GENERAL', messageTs: '1700000000.000900', author: 'U0AUTHOR', fileName: 'party.mov', createdAt: new Date().toISOString() });
    await first.close();
    bots.splice(bots.indexOf(first), 1);

    const second = await boot({});
    const now = new Date().toISOString();
    const finding = { category: 'violence', severity: 'high', confidence: 0.91, action: 'block', source: 'ocr', frames: [{ timestamp_ms: 1000 }] };
    const data = {
      id: 'res_video_1', type: 'video', status: 'completed', sandbox: true, created_at: now, completed_at: now,
      results: [finding], latency_ms: 900, processing_time_ms: 900, safe: false, score: 0.91, categories: ['violence'],
    };
    const body = JSON.stringify({ type: 'moderation.completed', timestamp: now, data });
    const url = `${second.url}${MODERATION_WEBHOOK_PATH}`;
    const deliveries = await Promise.all([1, 2].map(() => fetch(url, { method: 'POST', headers: signed(DEFAULT_WEBHOOK_SECRET, 'msg_twice', body), body })));
    expect(deliveries.map((r) => r.status)).toEqual([200, 200]);
    expect((await fetch(url, { method: 'POST', headers: signed(DEFAULT_WEBHOOK_SECRET, 'msg_twice', body), body })).status).toBe(200);
    const cards = stub.callsTo('chat.postMessage').filter((c) => c.params.channel === REVIEW_CHANNEL);
    expect(cards).toHaveLength(1);
    const json = JSON.stringify(cards[0]?.params.blocks);
    expect(json).toContain('Video flagged');
    expect(json).toContain('party.mov');
    expect(json).toContain('at 1.0s');
    expect(second.store.getCard('res_video_1')?.source).toBe('video');
    expect(second.store.listPendingVideos()).toHaveLength(0);
  });

  it('answers 413 to a webhook body over 2 MB and posts nothing', async () => {
    const h = await boot({});
    const res = await fetch(`${h.url}${MODERATION_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: signed(DEFAULT_WEBHOOK_SECRET, 'msg_large', '{}'),
      body: JSON.stringify({ type: 'moderation.completed', data: { pad: 'x'.repeat(3 * 1024 * 1024) } }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'payload_too_large' });
    expect(stub.callsTo('chat.postMessage')).toHaveLength(0);
  });

  it('acknowledges a webhook for a result it did not submit and posts nothing', async () => {
    const h = await boot({});
    const now = new Date().toISOString();
    const data = { id: 'res_unknown', type: 'video', status: 'failed', sandbox: true, created_at: now, completed_at: now, error: { type: 'urn:content-moderation:problem:processing_failed', title: 'Processing failed', status: 500, code: 'processing_failed' } };
    const body = JSON.stringify({ type: 'moderation.failed', timestamp: now, data });
    const res = await fetch(`${h.url}${MODERATION_WEBHOOK_PATH}`, { method: 'POST', headers: signed(DEFAULT_WEBHOOK_SECRET, 'msg_unknown', body), body });
    expect(res.status).toBe(200);
    expect(stub.callsTo('chat.postMessage')).toHaveLength(0);
  });
});

// Videos whose webhook never comes (the pending sweep settles them from GET /results/{id}) and
// videos the service could not moderate (a notice in the review channel), against the real service.
// @module-tag ffmpeg
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS } from '../../src/api/index.ts';
import { ModerationClient } from '../../src/client/index.ts';
import { MODERATION_WEBHOOK_PATH, type SweepOptions } from '../../src/slackbot/index.ts';
import { startService, type StartedService } from '../support/service.ts';
import { BOT_TOKEN, DEFAULT_WEBHOOK_SECRET, type Harness, messageEvent, REVIEW_CHANNEL, startBot, USER_TOKEN } from './bot-harness.ts';
import { brokenMp4, threatMp4 } from './media-fixtures.ts';
import { startSlackStub, type SlackStub } from './slack-stub.ts';

let service: StartedService;
let apiKey: string;
let client: ModerationClient;
let stub: SlackStub;
let dataDir: string;
const bots: Harness[] = [];

beforeEach(async () => {
  service = await startService();
  apiKey = await service.createKey({ sandbox: true, rate: 1000, burst: 1000 });
  client = new ModerationClient({ baseUrl: service.baseUrl, apiKey });
  stub = await startSlackStub({ botToken: BOT_TOKEN, userToken: USER_TOKEN, members: ['U0REVIEWER'] });
  dataDir = mkdtempSync(join(tmpdir(), 'slackbot-'));
});
afterEach(async () => {
  for (const b of bots.splice(0)) await b.close().catch(() => {});
  await stub.close();
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function boot(options: { env?: Record<string, string>; sweep?: Partial<SweepOptions> } = {}): Promise<Harness> {
  const h = await startBot({ stub, service: { baseUrl: service.baseUrl, apiKey }, dataDir, env: { NOTIFY_AT: 'low', ...options.env }, ...(options.sweep ? { sweep: options.sweep } : {}) });
  bots.push(h);
  return h;
}

async function stop(h: Harness): Promise<void> {
  await h.close();
  bots.splice(bots.indexOf(h), 1);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function upload(h: Harness, name: string, bytes: Uint8Array): Promise<void> {
  const file = stub.addFile({ id: `F0VID${Date.now()}`, name, mimetype: 'video/mp4', bytes });
  expect((await h.send.event(messageEvent({ subtype: 'file_share', text: '', files: [file] }))).status).toBe(200);
  await h.bot.idle();
}

/** The result resource as the service serves it (and puts in its webhook events), once final. */
async function finalResult(id: string): Promise<{ id: string; status: string }> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const res = await fetch(`${service.baseUrl}/results/${id}`, { headers: { authorization: `Bearer ${apiKey}` } });
    const body = (await res.json()) as { id: string; status: string };
    if (body.status === 'completed' || body.status === 'failed') return body;
    if (Date.now() > deadline) throw new Error(`result ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Standard Webhooks, written out with node:crypto: `v1,` base64 HMAC-SHA256 of `id.timestamp.body` keyed with the secret's base64 part. */
function signedHeaders(secret: string, id: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'content-type': 'application/json', [WEBHOOK_HEADERS.id]: id, [WEBHOOK_HEADERS.timestamp]: timestamp, [WEBHOOK_HEADERS.signature]: `v1,${signature}` };
}

async function deliver(h: Harness, id: string, type: 'moderation.completed' | 'moderation.failed', data: unknown): Promise<Response> {
  const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  return fetch(`${h.url}${MODERATION_WEBHOOK_PATH}`, { method: 'POST', headers: signedHeaders(DEFAULT_WEBHOOK_SECRET, id, body), body });
}

const reviewPosts = () => stub.callsTo('chat.postMessage').filter((c) => c.params.channel === REVIEW_CHANNEL);
const mentioning = (text: string) => reviewPosts().filter((c) => JSON.stringify(c.params.blocks).includes(text));

describe('pending sweep', () => {
  it('posts the card at start-up for a video whose webhook never came, and ignores the webhook arriving late', async () => {
    // No webhook is registered with the service: it never delivers this result.
    const first = await boot();
    await upload(first, 'clip.mp4', await threatMp4());
    const [pending] = first.store.listPendingVideos();
    expect(pending).toBeDefined();
    await stop(first);
    const result = await finalResult(pending?.resultId ?? '');
    expect(result.status).toBe('completed');
    expect(reviewPosts()).toHaveLength(0);

    const second = await boot();
    const card = await stub.waitFor('chat.postMessage', (c) => c.params.channel === REVIEW_CHANNEL, 10_000);
    await second.bot.sweepPendingVideos(0); // joins the start-up sweep if it is still saving the card
    const json = JSON.stringify(card.params.blocks);
    expect(json).toContain('Video flagged');
    expect(json).toContain('clip.mp4');
    expect(json).toContain('*violence*');
    expect(json).toContain(pending?.resultId);
    expect(second.store.listPendingVideos()).toHaveLength(0);
    expect(second.store.getCard(pending?.resultId ?? '')?.source).toBe('video');

    expect((await deliver(second, 'msg_late', 'moderation.completed', result)).status).toBe(200);
    expect(await second.bot.sweepPendingVideos(0)).toBe(0);
    expect(reviewPosts()).toHaveLength(1);
  });

  it('looks only at videos pending longer than the grace period on its periodic sweeps', async () => {
    const [old, young] = await Promise.all([threatMp4(), threatMp4()].map(async (bytes) => (await client.moderateVideo(await bytes)).id));
    await Promise.all([old, young].map((id) => finalResult(id ?? '')));
    const h = await boot({ sweep: { intervalMs: 100, graceMs: 60_000 } });
    const pendingSince = (ms: number) => new Date(Date.now() - ms).toISOString();
    h.store.savePendingVideo({ resultId: old ?? '', channel: 'C0GENERAL', messageTs: '1700000000.000100', author: 'U0AUTHOR', fileName: 'old.mp4', createdAt: pendingSince(120_000) });
    h.store.savePendingVideo({ resultId: young ?? '', channel: 'C0GENERAL', messageTs: '1700000000.000200', author: 'U0AUTHOR', fileName: 'young.mp4', createdAt: pendingSince(1_000) });

    await stub.waitFor('chat.postMessage', (c) => JSON.stringify(c.params.blocks).includes(old ?? '-'), 10_000);
    await new Promise((r) => setTimeout(r, 500)); // several more sweeps
    expect(mentioning(young ?? '-')).toHaveLength(0);
    expect(h.store.listPendingVideos().map((v) => v.resultId)).toEqual([young]);

    // Past the grace period (here: none), the young one is settled too, once.
    expect(await h.bot.sweepPendingVideos(0)).toBe(1);
    expect(await h.bot.sweepPendingVideos(0)).toBe(0);
    expect(mentioning(young ?? '-')).toHaveLength(1);
    expect(mentioning(old ?? '-')).toHaveLength(1);
  });

  it('keeps a pending video the service does not know, and one it has not finished', async () => {
    const h = await boot();
    const { id } = await client.moderateVideo(await threatMp4(1));
    h.store.savePendingVideo({ resultId: 'res_not_on_the_service', channel: 'C0GENERAL', messageTs: '1700000000.000300', author: 'U0AUTHOR', fileName: 'lost.mp4', createdAt: new Date().toISOString() });
    h.store.savePendingVideo({ resultId: id, channel: 'C0GENERAL', messageTs: '1700000000.000400', author: 'U0AUTHOR', fileName: 'busy.mp4', createdAt: new Date().toISOString() });
    // Swept right after submission, the video is still queued or processing.
    expect(await h.bot.sweepPendingVideos(0)).toBe(0);
    expect(h.store.listPendingVideos().map((v) => v.resultId).sort()).toEqual([id, 'res_not_on_the_service'].sort());
    expect(reviewPosts()).toHaveLength(0);
  });
});

describe('failed video moderation', () => {
  it('posts a notice without buttons when the service delivers moderation.failed', async () => {
    const port = await freePort();
    const { secret } = await client.upsertWebhook({ url: `http://127.0.0.1:${port}${MODERATION_WEBHOOK_PATH}` });
    const h = await boot({ env: { PORT: String(port), MODERATION_WEBHOOK_SECRET: secret ?? '' } });
    await upload(h, 'broken.mp4', await brokenMp4());
    const [pending] = h.store.listPendingVideos();
    expect(pending).toBeDefined();

    const notice = await stub.waitFor('chat.postMessage', (c) => c.params.channel === REVIEW_CHANNEL, 30_000);
    expect(notice.token).toBe(BOT_TOKEN);
    const json = JSON.stringify(notice.params.blocks);
    expect(json).toContain('Video not moderated');
    expect(json).toContain('<@U0AUTHOR>');
    expect(json).toContain('<#C0GENERAL>');
    expect(json).toContain('broken.mp4');
    expect(json).toContain('processing_failed');
    expect(json).toContain(pending?.resultId);
    expect(json).not.toContain('"actions"');
    expect(h.store.listPendingVideos()).toHaveLength(0);
    expect(h.store.getCard(pending?.resultId ?? '')).toBeUndefined();
  });

  it('posts one notice for a signed moderation.failed event of a real failed result, however often it comes', async () => {
    const h = await boot();
    const { id } = await client.moderateVideo(await brokenMp4());
    const result = (await finalResult(id)) as { status: string; error?: { title: string; code: string } };
    expect(result.status).toBe('failed');
    h.store.savePendingVideo({ resultId: id, channel: 'C0GENERAL', messageTs: '1700000000.000500', author: 'U0AUTHOR', fileName: 'party.mov', createdAt: new Date().toISOString() });

    // Two deliveries with different webhook ids (say, a resend): still one notice, keyed by result id.
    expect((await deliver(h, 'msg_failed_1', 'moderation.failed', result)).status).toBe(200);
    expect((await deliver(h, 'msg_failed_2', 'moderation.failed', result)).status).toBe(200);
    expect(await h.bot.sweepPendingVideos(0)).toBe(0);
    const notices = mentioning(id);
    expect(notices).toHaveLength(1);
    const json = JSON.stringify(notices[0]?.params.blocks);
    expect(json).toContain('party.mov');
    expect(json).toContain(result.error?.title);
    expect(json).toContain(result.error?.code);
  });

  it('settles a failed video by the sweep when its webhook never came', async () => {
    const { id } = await client.moderateVideo(await brokenMp4());
    await finalResult(id);
    const first = await boot();
    first.store.savePendingVideo({ resultId: id, channel: 'C0GENERAL', messageTs: '1700000000.000600', author: 'U0AUTHOR', fileName: 'broken.mp4', createdAt: new Date().toISOString() });
    await stop(first);
    const second = await boot();
    const notice = await stub.waitFor('chat.postMessage', (c) => JSON.stringify(c.params.blocks).includes(id), 10_000);
    expect(JSON.stringify(notice.params.blocks)).toContain('Video not moderated');
    expect(second.store.listPendingVideos()).toHaveLength(0);
  });
});

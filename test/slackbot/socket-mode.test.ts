// The real Bolt app in Socket Mode: apps.connections.open on the Web API stand-in hands out the
// URL of a local Socket Mode stand-in, which says hello, sends events_api envelopes and expects
// their envelope_id back; the webhook route is still served over HTTP on PORT.
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS } from '../../src/api/index.ts';
import { ModerationClient } from '../../src/client/index.ts';
import { MODERATION_WEBHOOK_PATH } from '../../src/slackbot/index.ts';
import { startService, type StartedService } from '../support/service.ts';
import { BOT_TOKEN, DEFAULT_WEBHOOK_SECRET, type Harness, messageEvent, REVIEW_CHANNEL, startBot } from './bot-harness.ts';
import { startSlackStub, type SlackStub } from './slack-stub.ts';
import { startSocketModeStub, type SocketModeStub } from './socket-mode-stub.ts';

const APP_TOKEN = 'xapp-1-A0TEST-test-app-token';

let service: StartedService;
let apiKey: string;
let stub: SlackStub;
let socket: SocketModeStub;
let dataDir: string;
let port: number;
let h: Harness;

beforeAll(async () => {
  service = await startService({ media: false });
  apiKey = await service.createKey({ sandbox: true, rate: 1000, burst: 1000 });
});
afterAll(async () => {
  await service.close();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

beforeEach(async () => {
  stub = await startSlackStub({ botToken: BOT_TOKEN, appToken: APP_TOKEN, members: ['U0REVIEWER'] });
  socket = await startSocketModeStub();
  stub.socketModeUrl = socket.url;
  dataDir = mkdtempSync(join(tmpdir(), 'slackbot-socket-'));
  port = await freePort();
  h = await startBot({ stub, service: { baseUrl: service.baseUrl, apiKey }, dataDir, env: { SLACK_APP_TOKEN: APP_TOKEN, PORT: String(port) } });
  await socket.connected();
});
afterEach(async () => {
  await h.close();
  await socket.close();
  await stub.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cards = () => stub.callsTo('chat.postMessage').filter((c) => c.params.channel === REVIEW_CHANNEL);

describe('Socket Mode', () => {
  it('opens the connection with the app token, acknowledges an event envelope and moderates the message', async () => {
    expect(h.config.mode).toBe('socket');
    expect(stub.callsTo('apps.connections.open')[0]?.token).toBe(APP_TOKEN);
    const started = performance.now();
    const envelopeId = await socket.sendEvent(messageEvent({ text: 'you are awful [[moderation:harassment:medium]]' }));
    const ack = await socket.waitForAck(envelopeId);
    expect(ack.envelope_id).toBe(envelopeId);
    expect(performance.now() - started).toBeLessThan(3000);
    const card = await stub.waitFor('chat.postMessage', (c) => c.params.channel === REVIEW_CHANNEL);
    expect(card.token).toBe(BOT_TOKEN);
    expect(JSON.stringify(card.params.blocks)).toContain('*harassment*');
  });

  it('acknowledges a redelivered event but moderates it once', async () => {
    const event = messageEvent({ text: 'awful [[moderation:violence:medium]]' });
    await socket.waitForAck(await socket.sendEvent(event, 'Ev0SOCKETRETRY'));
    await h.bot.idle();
    await socket.waitForAck(await socket.sendEvent(event, 'Ev0SOCKETRETRY'));
    // A later, different event is moderated: by the time its card is out, the redelivery was dropped.
    await socket.waitForAck(await socket.sendEvent(messageEvent({ text: 'vermin [[moderation:hate:medium]]' })));
    await stub.waitFor('chat.postMessage', (c) => c.params.channel === REVIEW_CHANNEL && JSON.stringify(c.params.blocks).includes('*hate*'));
    await h.bot.idle();
    expect(cards()).toHaveLength(2);
    expect(cards().filter((c) => JSON.stringify(c.params.blocks).includes('*violence*'))).toHaveLength(1);
  });

  it('serves POST /moderation/webhook on PORT and turns a signed result into a card', async () => {
    // A real finished result of the service stands for the video result the webhook carries.
    const client = new ModerationClient({ baseUrl: service.baseUrl, apiKey });
    const verdict = await client.moderateText('we will hurt you [[moderation:violence:high]]');
    const result = await (await fetch(`${service.baseUrl}/results/${verdict.id}`, { headers: { authorization: `Bearer ${apiKey}` } })).json();
    h.store.savePendingVideo({ resultId: verdict.id ?? '', channel: 'C0GENERAL', messageTs: '1700000000.000700', author: 'U0AUTHOR', fileName: 'clip.mp4', createdAt: new Date().toISOString() });

    const body = JSON.stringify({ type: 'moderation.completed', timestamp: new Date().toISOString(), data: result });
    const id = 'msg_socket_1';
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', Buffer.from(DEFAULT_WEBHOOK_SECRET.slice('whsec_'.length), 'base64')).update(`${id}.${timestamp}.${body}`).digest('base64');
    const url = `http://127.0.0.1:${port}${MODERATION_WEBHOOK_PATH}`;
    const headers = { 'content-type': 'application/json', [WEBHOOK_HEADERS.id]: id, [WEBHOOK_HEADERS.timestamp]: timestamp };
    expect((await fetch(url, { method: 'POST', headers: { ...headers, [WEBHOOK_HEADERS.signature]: 'v1,bm90IHRoZSBzaWduYXR1cmU=' }, body })).status).toBe(401);
    expect((await fetch(url, { method: 'POST', headers: { ...headers, [WEBHOOK_HEADERS.signature]: `v1,${signature}` }, body })).status).toBe(200);
    const card = await stub.waitFor('chat.postMessage', (c) => c.params.channel === REVIEW_CHANNEL);
    const json = JSON.stringify(card.params.blocks);
    expect(json).toContain('Video flagged');
    expect(json).toContain('clip.mp4');
    expect(json).toContain(verdict.id);
    expect(h.store.listPendingVideos()).toHaveLength(0);
  });
});

// Slack files: sniffing, bounded downloads with the bot token, and an image upload moderated
// by the real service.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModerationClient } from '../../src/client/index.ts';
import { fetchSlackFile, FileFetchError, looksLikeImage, looksLikeVideo } from '../../src/slackbot/media.ts';
import { startService, type StartedService } from '../support/service.ts';
import { BOT_TOKEN, messageEvent, REVIEW_CHANNEL, startBot, USER_TOKEN } from './bot-harness.ts';
import { threatMp4, threatPng } from './media-fixtures.ts';
import { startSlackStub, type SlackStub } from './slack-stub.ts';

let stub: SlackStub;
beforeAll(async () => {
  stub = await startSlackStub({ botToken: BOT_TOKEN, userToken: USER_TOKEN, members: [] });
});
afterAll(async () => {
  await stub.close();
});

const pixel = sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } });

describe('sniffing', () => {
  it('recognises JPEG, PNG, WebP and AVIF images and refuses HTML', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      expect(looksLikeImage(await pixel.clone().toFormat(format).toBuffer()), format).toBe(true);
    }
    expect(looksLikeImage(Buffer.from('<!DOCTYPE html><html></html>'))).toBe(false);
  });

  it('recognises an MP4 video and refuses an image', { tags: ['ffmpeg'] }, async () => {
    expect(looksLikeVideo(await threatMp4(1))).toBe(true);
    expect(looksLikeVideo(await pixel.clone().png().toBuffer())).toBe(false);
  });
});

describe('fetchSlackFile', () => {
  const hosts = () => new Set([new URL(stub.origin).host]);

  it('downloads a private file with the bot token', async () => {
    const bytes = await threatPng();
    const file = stub.addFile({ id: 'F0DL', name: 'a.png', mimetype: 'image/png', bytes });
    const got = await fetchSlackFile(file.url_private_download, 'image', { token: BOT_TOKEN, allowedHosts: hosts(), maxBytes: 1_000_000, timeoutMs: 5000 });
    expect(Buffer.from(got).equals(Buffer.from(bytes))).toBe(true);
    expect(stub.callsTo('file.download').at(-1)?.token).toBe(BOT_TOKEN);
  });

  it('refuses the HTML page Slack answers to a bad token', async () => {
    const file = stub.addFile({ id: 'F0BAD', name: 'a.png', mimetype: 'image/png', bytes: await threatPng() });
    await expect(fetchSlackFile(file.url_private_download, 'image', { token: 'xoxb-wrong', allowedHosts: hosts(), maxBytes: 1_000_000, timeoutMs: 5000 })).rejects.toMatchObject({ code: 'not_media' });
  });

  it('never sends the token to a host that is not Slack\'s', async () => {
    const before = stub.callsTo('file.download').length;
    const error = await fetchSlackFile(`${stub.origin}/files/F0DL/a.png`, 'image', { token: BOT_TOKEN, allowedHosts: new Set(['files.slack.com']), maxBytes: 1_000_000, timeoutMs: 5000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileFetchError);
    expect((error as FileFetchError).code).toBe('host_not_allowed');
    expect(stub.callsTo('file.download')).toHaveLength(before);
  });

  it('stops at the size limit', async () => {
    const file = stub.addFile({ id: 'F0BIG', name: 'big.png', mimetype: 'image/png', bytes: await threatPng() });
    await expect(fetchSlackFile(file.url_private_download, 'image', { token: BOT_TOKEN, allowedHosts: hosts(), maxBytes: 100, timeoutMs: 5000 })).rejects.toMatchObject({ code: 'too_large' });
  });
});

describe('image uploads', () => {
  let service: StartedService;
  let dataDir: string;
  beforeAll(async () => {
    service = await startService();
    dataDir = mkdtempSync(join(tmpdir(), 'slackbot-'));
  });
  afterAll(async () => {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(id: string, bytes: Uint8Array, extra: Record<string, unknown>[] = []) {
    const apiKey = await service.createKey({ sandbox: true, rate: 1000, burst: 1000 });
    const h = await startBot({ stub, service: { baseUrl: service.baseUrl, apiKey }, dataDir, env: { NOTIFY_AT: 'low' } });
    try {
      const listed = stub.addFile({ id, name: `${id}.png`, mimetype: 'image/png', bytes });
      await h.send.event(messageEvent({ subtype: 'file_share', text: '', files: [listed, ...extra] }));
      await h.bot.idle();
      return { usage: await new ModerationClient({ baseUrl: service.baseUrl, apiKey }).getUsage() };
    } finally {
      await h.close();
    }
  }

  it('downloads uploaded images with the bot token and sends them to the image endpoint', async () => {
    // Some messages list a file without its URLs; the app asks files.info for them.
    const bare = stub.addFile({ id: 'F0BARE', name: 'plain.png', mimetype: 'image/png', bytes: await pixel.clone().png().toBuffer() });
    const { usage } = await upload('F0UPLOAD', await pixel.clone().png().toBuffer(), [{ id: bare.id, mimetype: 'image/png', name: bare.name }]);
    const downloads = stub.callsTo('file.download').filter((c) => c.params.path.includes('F0UPLOAD') || c.params.path.includes('F0BARE'));
    expect(downloads).toHaveLength(2);
    expect(downloads.every((c) => c.token === BOT_TOKEN)).toBe(true);
    expect(stub.callsTo('files.info').some((c) => c.params.file === 'F0BARE')).toBe(true);
    expect(usage.items.image).toBe(2);
  });

  it('posts a review card for a flagged image', async () => {
    await upload('F0THREAT', await threatPng());
    const card = await stub.waitFor('chat.postMessage', (c) => c.params.channel === REVIEW_CHANNEL, 5_000);
    const json = JSON.stringify(card.params.blocks);
    expect(json).toContain('Image flagged');
    expect(json).toContain('F0THREAT.png');
    expect(json).toContain('*violence*');
  });
});

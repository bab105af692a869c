// The real Bolt app on `message` events shaped exactly as Slack documents and sends them: edits
// with and without `message.ts`, thread replies, file shares, bot messages, Slack Connect files
// listed without URLs, and forwarded messages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startService, type StartedService } from '../support/service.ts';
import { BOT_TOKEN, REVIEW_CHANNEL, startBot, USER_TOKEN, type Harness } from './bot-harness.ts';
import { startSlackStub, type SlackStub } from './slack-stub.ts';

let service: StartedService;
let apiKey: string;
let stub: SlackStub;
let dataDir: string;
let h: Harness;

beforeAll(async () => {
  // Files are downloaded and sent on; what the image engine makes of them is media.test.ts's concern.
  service = await startService({ media: false });
  apiKey = await service.createKey({ sandbox: true, rate: 1000, burst: 1000 });
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  stub = await startSlackStub({ botToken: BOT_TOKEN, userToken: USER_TOKEN, members: [] });
  dataDir = mkdtempSync(join(tmpdir(), 'slackbot-shapes-'));
  h = await startBot({ stub, service: { baseUrl: service.baseUrl, apiKey }, dataDir });
});
afterEach(async () => {
  await h.close();
  await stub.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const FLAGGED = 'you are awful [[moderation:harassment:medium]]';
const richText = (text: string) => [{ type: 'rich_text', block_id: 'b1', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text }] }] }];

async function deliver(event: Record<string, unknown>): Promise<void> {
  expect((await h.send.event(event)).status).toBe(200);
  await h.bot.idle();
}

/** A `message_changed` event in #general at `ts`, around the given `message` and `previous_message`. */
function messageChanged(ts: string, fields: { message: Record<string, unknown>; previous_message?: Record<string, unknown> }): Record<string, unknown> {
  return { type: 'message', subtype: 'message_changed', hidden: true, channel: 'C0GENERAL', channel_type: 'channel', ts, event_ts: ts, ...fields };
}

const cards = () => stub.callsTo('chat.postMessage').filter((c) => c.params.channel === REVIEW_CHANNEL);
const cardResultId = (i = 0) => JSON.stringify(cards()[i]?.params.blocks).match(/"value":"([^"]+)"/)?.[1] ?? '';

describe('message events as Slack sends them', () => {
  it('moderates an edit in the documented shape, which has no previous_message', async () => {
    await deliver(messageChanged('1358878755.000001', {
      message: { type: 'message', user: 'U0AUTHOR', text: FLAGGED, ts: '1355517523.000005', edited: { user: 'U0AUTHOR', ts: '1358878755.000001' } },
    }));
    expect(cards()).toHaveLength(1);
    expect(h.store.getCard(cardResultId())?.messageTs).toBe('1355517523.000005');
  });

  it('moderates an edit whose message has no ts, taking the original ts from previous_message', async () => {
    await deliver(messageChanged('1610144877.000700', {
      message: {
        type: 'message',
        text: FLAGGED,
        user: 'U0AUTHOR',
        team: 'T0TEST',
        client_msg_id: 'b0b1c1d2-0000-4000-8000-000000000001',
        edited: { user: 'U0AUTHOR', ts: '1610144877.000000' },
        blocks: richText(FLAGGED),
        source_team: 'T0TEST',
        user_team: 'T0TEST',
      },
      previous_message: {
        type: 'message',
        text: 'see you tomorrow',
        user: 'U0AUTHOR',
        ts: '1610144875.000600',
        team: 'T0TEST',
        client_msg_id: 'b0b1c1d2-0000-4000-8000-000000000001',
        blocks: richText('see you tomorrow'),
      },
    }));
    expect(cards()).toHaveLength(1);
    expect(JSON.stringify(cards()[0]?.params.blocks)).toContain('*harassment*');
    expect(h.store.getCard(cardResultId())?.messageTs).toBe('1610144875.000600');
    expect(stub.callsTo('chat.getPermalink').at(-1)?.params.message_ts).toBe('1610144875.000600');
  });

  it('moderates an edit whose message has no ts and that has no previous_message, at the event\'s own ts', async () => {
    await deliver(messageChanged('1610144900.000900', {
      message: { type: 'message', text: FLAGGED, user: 'U0AUTHOR', edited: { user: 'U0AUTHOR', ts: '1610144900.000000' }, blocks: richText(FLAGGED) },
    }));
    expect(cards()).toHaveLength(1);
    expect(h.store.getCard(cardResultId())?.messageTs).toBe('1610144900.000900');
  });

  it('moderates a thread reply', async () => {
    await deliver({
      client_msg_id: 'c0c1c2c3-0000-4000-8000-000000000002',
      type: 'message',
      text: FLAGGED,
      user: 'U0AUTHOR',
      ts: '1700000100.000200',
      team: 'T0TEST',
      blocks: richText(FLAGGED),
      thread_ts: '1700000000.000100',
      parent_user_id: 'U0PARENT',
      channel: 'C0GENERAL',
      event_ts: '1700000100.000200',
      channel_type: 'channel',
    });
    expect(cards()).toHaveLength(1);
    expect(h.store.getCard(cardResultId())?.messageTs).toBe('1700000100.000200');
  });

  it('moderates the text of a file share and downloads its file with the bot token', async () => {
    const listed = stub.addFile({ id: 'F0SHARE', name: 'diagram.png', mimetype: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });
    await deliver({
      type: 'message',
      subtype: 'file_share',
      text: FLAGGED,
      files: [
        {
          ...listed,
          created: 1700000200,
          timestamp: 1700000200,
          title: 'diagram.png',
          filetype: 'png',
          pretty_type: 'PNG',
          user: 'U0AUTHOR',
          user_team: 'T0TEST',
          mode: 'hosted',
          is_external: false,
          is_public: true,
          url_private: listed.url_private_download,
          permalink: 'https://example.slack.com/files/U0AUTHOR/F0SHARE/diagram.png',
          file_access: 'visible',
        },
      ],
      upload: false,
      user: 'U0AUTHOR',
      display_as_bot: false,
      ts: '1700000200.000300',
      blocks: richText(FLAGGED),
      channel: 'C0GENERAL',
      event_ts: '1700000200.000300',
      channel_type: 'channel',
    });
    expect(cards()).toHaveLength(1);
    expect(stub.callsTo('file.download').map((c) => [c.params.path, c.token])).toEqual([['/files/F0SHARE/diagram.png', BOT_TOKEN]]);
  });

  it('asks files.info for a Slack Connect file listed without URLs, then downloads it', async () => {
    stub.addFile({ id: 'F0CONNECT', name: 'partner.png', mimetype: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });
    await deliver({
      type: 'message',
      subtype: 'file_share',
      text: '',
      files: [{ id: 'F0CONNECT', mode: 'file_access', file_access: 'check_file_info', created: 0, timestamp: 0, user: '' }],
      user: 'U0PARTNER',
      ts: '1700000300.000400',
      channel: 'C0SHARED',
      event_ts: '1700000300.000400',
      channel_type: 'channel',
    });
    expect(stub.callsTo('files.info').map((c) => c.params.file)).toEqual(['F0CONNECT']);
    expect(stub.callsTo('file.download').map((c) => c.params.path)).toEqual(['/files/F0CONNECT/partner.png']);
  });

  it('moderates the text of a forwarded message, and not a link preview', async () => {
    await deliver({
      type: 'message',
      text: '',
      user: 'U0FORWARDER',
      ts: '1700000400.000500',
      team: 'T0TEST',
      attachments: [
        {
          ts: '1700000000.000100',
          channel_id: 'C0OTHER',
          channel_team: 'T0TEST',
          is_msg_unfurl: true,
          is_share: true,
          message_blocks: [{ team: 'T0TEST', channel: 'C0OTHER', ts: '1700000000.000100', message: { blocks: richText(FLAGGED) } }],
          id: 1,
          original_url: 'https://example.slack.com/archives/C0OTHER/p1700000000000100',
          fallback: `[November 14th, 2023 10:13 PM] mallory: ${FLAGGED}`,
          text: FLAGGED,
          author_id: 'U0MALLORY',
          author_name: 'mallory',
          author_subname: 'mallory',
          mrkdwn_in: ['text'],
          footer: 'Posted in #other',
        },
      ],
      channel: 'C0GENERAL',
      event_ts: '1700000400.000500',
      channel_type: 'channel',
    });
    expect(cards()).toHaveLength(1);
    expect(JSON.stringify(cards()[0]?.params.blocks)).toContain('<@U0FORWARDER>');

    await deliver({
      type: 'message',
      text: 'the article: https://news.example/story',
      user: 'U0AUTHOR',
      ts: '1700000500.000600',
      attachments: [{ id: 1, title: 'Story', title_link: 'https://news.example/story', text: FLAGGED, fallback: 'Story', from_url: 'https://news.example/story', service_name: 'news.example' }],
      channel: 'C0GENERAL',
      event_ts: '1700000500.000600',
      channel_type: 'channel',
    });
    expect(cards()).toHaveLength(1);
  });

  it('skips a bot message and a message an app posts as its bot user', async () => {
    await deliver({ type: 'message', subtype: 'bot_message', text: FLAGGED, ts: '1700000600.000700', username: 'deploys', bot_id: 'B0DEPLOY', channel: 'C0GENERAL', event_ts: '1700000600.000700', channel_type: 'channel' });
    await deliver({
      type: 'message',
      text: FLAGGED,
      user: 'U0APPBOT',
      ts: '1700000700.000800',
      bot_id: 'B0APP',
      app_id: 'A0APP',
      bot_profile: { id: 'B0APP', app_id: 'A0APP', name: 'helper', deleted: false, team_id: 'T0TEST' },
      team: 'T0TEST',
      blocks: richText(FLAGGED),
      channel: 'C0GENERAL',
      event_ts: '1700000700.000800',
      channel_type: 'channel',
    });
    expect(cards()).toHaveLength(0);
  });
});

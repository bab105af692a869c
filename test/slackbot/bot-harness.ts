// Starts the real Slack app (Bolt, HTTP receiver on port 0) against the Slack stand-in and a
// moderation service, with the configuration parsed from environment-style variables.
import { pino } from 'pino';
import { ModerationClient } from '../../src/client/index.ts';
import { createSlackApp, parseConfig, SlackBotStore, type SlackBot, type SlackBotConfig, type SweepOptions } from '../../src/slackbot/index.ts';
import type { SlackStub } from './slack-stub.ts';
import { signedSender, type SignedSender } from './slack-requests.ts';

export const BOT_TOKEN = 'xoxb-test-bot-token';
export const USER_TOKEN = 'xoxp-test-admin-token';
export const SIGNING_SECRET = 'test-signing-secret-0123456789';
export const REVIEW_CHANNEL = 'C0REVIEW';
export const DEFAULT_WEBHOOK_SECRET = `whsec_${Buffer.from('test-webhook-secret-32-bytes-long!').toString('base64')}`;

export type Harness = {
  bot: SlackBot;
  url: string;
  port: number;
  send: SignedSender;
  store: SlackBotStore;
  config: SlackBotConfig;
  close(): Promise<void>;
};

export async function startBot(options: {
  stub: SlackStub;
  service: { baseUrl: string; apiKey: string };
  dataDir: string;
  env?: Record<string, string>;
  sweep?: Partial<SweepOptions>;
  /** The app's clock (default: the system clock). */
  now?: () => Date;
}): Promise<Harness> {
  const config = parseConfig({
    SLACK_BOT_TOKEN: BOT_TOKEN,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: options.stub.apiUrl,
    MODERATION_API_URL: options.service.baseUrl,
    MODERATION_API_KEY: options.service.apiKey,
    MODERATION_WEBHOOK_SECRET: DEFAULT_WEBHOOK_SECRET,
    REVIEW_CHANNEL,
    PORT: '0',
    DATA_DIR: options.dataDir,
    ...options.env,
  });
  const store = SlackBotStore.open(config.dataDir);
  const moderation = new ModerationClient({ baseUrl: config.moderationApiUrl, apiKey: config.moderationApiKey, timeoutMs: 30_000, maxRetries: 0 });
  const logger = pino({ level: process.env.SLACKBOT_TEST_LOG ?? 'silent' });
  const bot = createSlackApp({ config, moderation, store, logger, ...(options.sweep ? { sweep: options.sweep } : {}), ...(options.now ? { now: options.now } : {}) });
  const port = await bot.start();
  const url = `http://127.0.0.1:${port}`;
  return {
    bot,
    url,
    port,
    send: signedSender(`${url}/slack/events`, SIGNING_SECRET),
    store,
    config,
    async close() {
      await bot.stop();
      store.close();
    },
  };
}

let seq = 0;
/** A `message` event as Slack sends it for a person's new message. */
export function messageEvent(fields: Record<string, unknown>): Record<string, unknown> {
  seq++;
  return { type: 'message', channel: 'C0GENERAL', channel_type: 'channel', user: 'U0AUTHOR', text: '', ts: `${1_700_000_000 + seq}.000${seq}`, event_ts: `${1_700_000_000 + seq}.000${seq}`, ...fields };
}

/** A block_actions payload for a click on a review card button. */
export function buttonClick(actionId: string, resultId: string, userId: string, cardTs: string): Record<string, unknown> {
  return {
    type: 'block_actions',
    team: { id: 'T0TEST', domain: 'example' },
    user: { id: userId, username: userId.toLowerCase(), team_id: 'T0TEST' },
    api_app_id: 'A0TEST',
    token: 'legacy',
    trigger_id: `trigger-${++seq}`,
    channel: { id: REVIEW_CHANNEL, name: 'moderation-review' },
    container: { type: 'message', message_ts: cardTs, channel_id: REVIEW_CHANNEL, is_ephemeral: false },
    message: { type: 'message', ts: cardTs, text: 'card' },
    actions: [{ type: 'button', action_id: actionId, block_id: 'review', value: resultId, action_ts: `${Date.now() / 1000}` }],
  };
}

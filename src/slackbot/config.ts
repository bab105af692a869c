// The Slack app's configuration: read once from the environment, validated with zod; a missing
// or bad variable stops start-up with a message naming it.
import { z } from 'zod';
import { Severity } from '../api/index.ts';

export class ConfigError extends Error {
  readonly code = 'invalid_config';
  override readonly name = 'ConfigError';
}

const idList = (pattern: RegExp, what: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(pattern, `each entry must be a Slack ${what} ID`)).max(500));

const threshold = (fallback: Severity) =>
  z.union([Severity, z.literal('off')], { error: 'must be high, medium, low or off' }).default(fallback);

const Env = z.object({
  SLACK_BOT_TOKEN: z.string({ error: 'is required (xoxb-...)' }).regex(/^xoxb-/, 'must be a bot token (xoxb-...)'),
  SLACK_USER_TOKEN: z.string().regex(/^xoxp-/, 'must be a user token (xoxp-...)').optional(),
  SLACK_SIGNING_SECRET: z.string().min(8, 'must be the app\'s signing secret').optional(),
  SLACK_APP_TOKEN: z.string().regex(/^xapp-/, 'must be an app-level token (xapp-...)').optional(),
  SLACK_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  MODERATION_API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080/v1'),
  MODERATION_API_KEY: z.string({ error: 'is required' }).min(1, 'is required'),
  MODERATION_WEBHOOK_SECRET: z.string({ error: 'is required (whsec_..., shown when the webhook is created)' }).regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)'),
  REVIEW_CHANNEL: z.string({ error: 'is required (a channel ID such as C0123456789)' }).regex(/^[CG][A-Z0-9]{2,}$/, 'must be a channel ID such as C0123456789'),
  REVIEWERS: idList(/^[UWS][A-Z0-9]{2,}$/, 'user or user group'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  NOTIFY_AT: threshold('medium'),
  WARN_AT: threshold('medium'),
  REMOVE_AT: threshold('high'),
  EXEMPT_USERS: idList(/^[UWB][A-Z0-9]{2,}$/, 'user'),
  EXEMPT_CHANNELS: idList(/^[CGD][A-Z0-9]{2,}$/, 'channel'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of error, warn, info, debug, silent' }).default('info'),
});

export type Threshold = Severity | 'off';
export type Thresholds = { notify: Threshold; warn: Threshold; remove: Threshold };

export type SlackBotConfig = {
  /** `socket` when SLACK_APP_TOKEN is set, else `http` (Events API over HTTPS). */
  mode: 'http' | 'socket';
  botToken: string;
  userToken: string | undefined;
  signingSecret: string | undefined;
  appToken: string | undefined;
  /** Web API base URL ending in `/`; undefined means Slack's own. */
  slackApiUrl: string | undefined;
  moderationApiUrl: string;
  moderationApiKey: string;
  webhookSecret: string;
  reviewChannel: string;
  /** User and user-group IDs; empty means the members of the review channel. */
  reviewers: string[];
  port: number;
  dataDir: string;
  thresholds: Thresholds;
  exemptUsers: ReadonlySet<string>;
  exemptChannels: ReadonlySet<string>;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
};

/** Parses the environment; throws ConfigError naming every bad variable (never its value). */
export function parseConfig(env: Record<string, string | undefined>): SlackBotConfig {
  const blanked = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = Env.safeParse(blanked);
  // Checked beside the schema, not after it, so one run names every missing variable.
  const modeIssue = blanked.SLACK_APP_TOKEN || blanked.SLACK_SIGNING_SECRET ? [] : ['SLACK_SIGNING_SECRET is required in HTTP mode (or set SLACK_APP_TOKEN for Socket Mode)'];
  if (!parsed.success || modeIssue.length) {
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0] ?? 'environment')} ${i.message}`);
    const lines = [...new Set([...issues, ...modeIssue])];
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    mode: e.SLACK_APP_TOKEN ? 'socket' : 'http',
    botToken: e.SLACK_BOT_TOKEN,
    userToken: e.SLACK_USER_TOKEN,
    signingSecret: e.SLACK_SIGNING_SECRET,
    appToken: e.SLACK_APP_TOKEN,
    slackApiUrl: e.SLACK_API_URL === undefined ? undefined : e.SLACK_API_URL.replace(/\/?$/, '/'),
    moderationApiUrl: e.MODERATION_API_URL,
    moderationApiKey: e.MODERATION_API_KEY,
    webhookSecret: e.MODERATION_WEBHOOK_SECRET,
    reviewChannel: e.REVIEW_CHANNEL,
    reviewers: e.REVIEWERS,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    thresholds: { notify: e.NOTIFY_AT, warn: e.WARN_AT, remove: e.REMOVE_AT },
    exemptUsers: new Set(e.EXEMPT_USERS),
    exemptChannels: new Set(e.EXEMPT_CHANNELS),
    logLevel: e.LOG_LEVEL,
  };
}

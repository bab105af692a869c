// createSlackApp: builds the Bolt app (HTTP or Socket Mode receiver, chosen by configuration)
// with its listeners, the moderation webhook route and the background moderation queue.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App, HTTPReceiver, SocketModeReceiver, webApi } from '@slack/bolt';
import type { Logger } from 'pino';
import { boltLogger } from './bolt-logger.ts';
import type { SlackBotConfig } from './config.ts';
import type { BotContext, ModerationApi } from './context.ts';
import { skipTakenEvents } from './event-dedupe.ts';
import { SLACK_EVENTS_PATH } from './ids.ts';
import { registerListeners } from './listeners/index.ts';
import { createReviewerCheck } from './reviewers.ts';
import type { SlackBotStore } from './store.ts';
import { webhookRoute } from './webhook-route.ts';
import { WorkQueue } from './work-queue.ts';

export type SlackAppDeps = {
  config: SlackBotConfig;
  moderation: ModerationApi;
  store: SlackBotStore;
  logger: Logger;
  now?: () => Date;
  /** Moderation jobs run at once (default 4) and waiting at most (default 1000). */
  concurrency?: number;
  backlog?: number;
};

export type SlackBot = {
  app: App;
  /** Starts listening (HTTP: events, interactions, commands and the webhook; Socket Mode: the webhook) and resolves with the port. */
  start(): Promise<number>;
  /** Resolves when no moderation job is queued or running. */
  idle(): Promise<void>;
  /** Stops receiving and waits for moderation jobs in flight. */
  stop(): Promise<void>;
};

/** Slack's own file host; the bot token is sent nowhere else (besides an overridden Web API host). */
const SLACK_FILE_HOST = 'files.slack.com';

export function createSlackApp(deps: SlackAppDeps): SlackBot {
  const { config, logger } = deps;
  const log = boltLogger(logger);
  const clientOptions = {
    ...(config.slackApiUrl ? { slackApiUrl: config.slackApiUrl } : {}),
    // Bounded: a Web API call gives up after three tries instead of the default half hour.
    retryConfig: { retries: 2, factor: 2, minTimeout: 250, maxTimeout: 2_000 },
    timeout: 10_000,
    logger: log,
  };
  // The webhook route is handed to the receiver before the context (which needs the app) exists.
  const built: { ctx?: BotContext } = {};
  const route = webhookRoute(() => {
    if (!built.ctx) throw new Error('app not built');
    return built.ctx;
  });
  const receiver =
    config.mode === 'http'
      ? new HTTPReceiver({ signingSecret: config.signingSecret ?? '', endpoints: SLACK_EVENTS_PATH, customRoutes: [route], logger: log })
      : new SocketModeReceiver({ appToken: config.appToken ?? '', customRoutes: [route], installerOptions: { port: config.port }, logger: log });
  // Deferred so that checking the bot token (auth.test) happens in start(), where a failure is an error, not a crash.
  const app = new App({ token: config.botToken, receiver, logger: log, clientOptions, deferInitialization: true });
  const userWeb = config.userToken ? new webApi.WebClient(config.userToken, clientOptions) : undefined;
  const fileHosts = new Set([SLACK_FILE_HOST, ...(config.slackApiUrl ? [new URL(config.slackApiUrl).host] : [])]);
  const context: BotContext = {
    config,
    web: app.client,
    userWeb,
    moderation: deps.moderation,
    store: deps.store,
    logger,
    queue: new WorkQueue({ concurrency: deps.concurrency ?? 4, capacity: deps.backlog ?? 1000, logger }),
    isReviewer: createReviewerCheck({ web: app.client, reviewers: config.reviewers, reviewChannel: config.reviewChannel }),
    fileHosts,
    now: deps.now ?? (() => new Date()),
  };
  built.ctx = context;
  app.use(skipTakenEvents(context));
  registerListeners(app, context);
  app.error(async (error) => {
    logger.error({ err: error }, 'unhandled error in a listener');
  });

  return {
    app,
    async start() {
      await app.init();
      if (config.mode === 'socket') {
        await app.start();
        return config.port;
      }
      const server = (await app.start(config.port)) as Server;
      return (server.address() as AddressInfo).port;
    },
    idle: () => context.queue.drain(),
    async stop() {
      await app.stop();
      await context.queue.drain();
    },
  };
}

// createSlackApp: builds the Bolt app (HTTP or Socket Mode receiver, chosen by configuration)
// with its listeners, the moderation webhook route, the background moderation queue and the
// sweep of pending videos whose webhook never came.
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
import { createPendingSweep, DEFAULT_SWEEP, type SweepOptions } from './pending-sweep.ts';
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
  /** When and how many pending videos are looked up (defaults: every 5 minutes, pending over 10 minutes, 50 at a time). */
  sweep?: Partial<SweepOptions>;
};

export type SlackBot = {
  app: App;
  /** Starts listening (HTTP: events, interactions, commands and the webhook; Socket Mode: the webhook) and resolves with the port. */
  start(): Promise<number>;
  /** Resolves when no moderation job is queued or running. */
  idle(): Promise<void>;
  /** Looks up pending videos submitted over `graceMs` ago and settles the final ones; resolves with how many. */
  sweepPendingVideos(graceMs?: number): Promise<number>;
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
      : new SocketModeReceiver({
          appToken: config.appToken ?? '',
          customRoutes: [route],
          // The WebSocket URL comes from apps.connections.open, asked of the same Web API host.
          installerOptions: { port: config.port, clientOptions: config.slackApiUrl ? { slackApiUrl: config.slackApiUrl } : {} },
          logger: log,
        });
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
  const sweepOptions = { ...DEFAULT_SWEEP, ...deps.sweep };
  const sweep = createPendingSweep(context, sweepOptions);
  app.use(skipTakenEvents(context));
  registerListeners(app, context);
  app.error(async (error) => {
    logger.error({ err: error }, 'unhandled error in a listener');
  });

  return {
    app,
    async start() {
      await app.init();
      let port = config.port;
      if (config.mode === 'socket') await app.start();
      else port = (((await app.start(config.port)) as Server).address() as AddressInfo).port;
      sweep.start();
      return port;
    },
    idle: () => context.queue.drain(),
    sweepPendingVideos: (graceMs = sweepOptions.graceMs) => sweep.sweep(graceMs),
    async stop() {
      await sweep.stop();
      await app.stop();
      await context.queue.drain();
    },
  };
}

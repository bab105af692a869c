// What every listener and job of the app works with, built once by createSlackApp.
import type { webApi } from '@slack/bolt';
import type { Logger } from 'pino';
import type { ModerationClient } from '../client/index.ts';
import type { SlackBotConfig } from './config.ts';
import type { ReviewerCheck } from './reviewers.ts';
import type { SlackBotStore } from './store.ts';
import type { WorkQueue } from './work-queue.ts';

/** The moderation API calls the app makes; a ModerationClient satisfies it. */
export type ModerationApi = Pick<ModerationClient, 'moderateText' | 'moderateImage' | 'moderateVideo' | 'getResult' | 'submitFeedback' | 'getUsage'>;

export type BotContext = {
  config: SlackBotConfig;
  /** Web API client with the bot token. */
  web: webApi.WebClient;
  /** Web API client with the admin user token; only it may delete other people's messages. */
  userWeb: webApi.WebClient | undefined;
  moderation: ModerationApi;
  store: SlackBotStore;
  logger: Logger;
  queue: WorkQueue;
  isReviewer: ReviewerCheck;
  /** Hosts the bot token may be sent to when downloading files. */
  fileHosts: ReadonlySet<string>;
  now: () => Date;
};

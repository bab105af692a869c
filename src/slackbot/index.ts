// Public surface of the Slack app.
export { createSlackApp, type SlackAppDeps, type SlackBot } from './app.ts';
export { parseConfig, ConfigError, type SlackBotConfig } from './config.ts';
export { SlackBotStore } from './store.ts';
export { DEFAULT_SWEEP, type SweepOptions } from './pending-sweep.ts';
export { REVIEW_ACTIONS, SLASH_COMMAND, SLACK_EVENTS_PATH, MODERATION_WEBHOOK_PATH, BOT_EVENTS, BOT_SCOPES, USER_SCOPES } from './ids.ts';

// `npm run slackbot`: reads the configuration, opens the app's store and starts the Slack app.
import { pino } from 'pino';
import { ModerationClient } from '../client/index.ts';
import { createSlackApp } from './app.ts';
import { ConfigError, parseConfig, type SlackBotConfig } from './config.ts';
import { SlackBotStore } from './store.ts';

let config: SlackBotConfig;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const logger = pino({ level: config.logLevel });
const store = SlackBotStore.open(config.dataDir);
const moderation = new ModerationClient({ baseUrl: config.moderationApiUrl, apiKey: config.moderationApiKey, userAgent: 'content-moderation-slackbot' });
const bot = createSlackApp({ config, moderation, store, logger });
let port: number;
try {
  port = await bot.start();
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${config.port} is already in use, so the Slack app cannot listen there. Set PORT to a free port, for example PORT=${config.port === 3000 ? 3001 : 3000}, and use it in the URLs Slack and the moderation webhook call.`);
  } else {
    logger.fatal({ err: error }, 'could not start: is SLACK_BOT_TOKEN valid and the Slack Web API reachable?');
  }
  store.close();
  process.exit(1);
}
logger.info({ mode: config.mode, port }, 'Slack app running');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    bot
      .stop()
      .catch((error: unknown) => logger.error({ err: error }, 'stop failed'))
      .finally(() => {
        store.close();
        process.exit(0);
      });
  });
}

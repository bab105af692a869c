// `npm start`: the moderation service on HOST:PORT with its data in DATA_DIR.
import { API_PREFIX } from '../api/index.ts';
import { DEMO_SANDBOX_KEY } from './api-keys.ts';
import { ConfigError, parseConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { assembleService } from './service.ts';
import { ListenError, runService } from './service-runner.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // Loads and warms the text and image engines and checks ffmpeg before listening (about a second).
  const { app, store, services } = await assembleService(config, { logger });
  let running;
  try {
    running = await runService(app, store, services, { host: config.host, port: config.port });
  } catch (error) {
    if (!(error instanceof ListenError)) throw error;
    // One line for the person at the terminal, like a bad variable; the engines' workers end with the process.
    console.error(error.message);
    store.close();
    process.exit(2);
  }

  const baseUrl = `${running.origin}${API_PREFIX}`;
  const lines = [`Content moderation service listening on ${baseUrl} (data in ${config.dataDir})`];
  if (config.sandboxDemoKey) {
    lines.push(
      `Sandbox demo key: ${DEMO_SANDBOX_KEY}`,
      'Try it:',
      `  curl -s -X POST ${baseUrl}/moderate/text -H 'Authorization: Bearer ${DEMO_SANDBOX_KEY}' -H 'Content-Type: application/json' -d '{"text":"hello [[moderation:hate:high]]"}'`,
    );
  } else {
    lines.push('The demo key is off; create a key with: npm run keys -- create --live');
  }
  process.stderr.write(`${lines.join('\n')}\n`);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

await main();

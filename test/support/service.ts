// Starts the real moderation service on 127.0.0.1 port 0 with its own data directory, for tests:
// the same assembly as `npm start` (image engine, video jobs, webhook delivery), minus the listening port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/api/index.ts';
import type { AppDeps } from '../../src/server/app.ts';
import { DEMO_SANDBOX_KEY, issueApiKey } from '../../src/server/api-keys.ts';
import { parseConfig } from '../../src/server/config.ts';
import { assembleService } from '../../src/server/service.ts';
import { runService } from '../../src/server/service-runner.ts';
import type { Store } from '../../src/store/index.ts';

export interface StartServiceOptions {
  /** Reuse a data directory (e.g. to restart on the same data); a temp one by default. */
  dataDir?: string;
  /** Environment variables as the service reads them (PORT and DATA_DIR are set here). */
  env?: Record<string, string>;
  /** Stand-ins for parts of the service (store, clock, urlGuard, imageModerator, videoSubmitter). */
  deps?: Partial<AppDeps>;
  /**
   * Run the real image and video engines (about 1 s of model loading at start). Default true;
   * pass false for tests that only need text, keys, results or webhooks. One image worker and one text worker unless IMAGE_WORKERS or TEXT_WORKERS say otherwise.
   */
  media?: boolean;
  /** Milliseconds between looks at the job queue and the webhook outbox. Default 200. */
  pollIntervalMs?: number;
}

export interface StartedService {
  /** e.g. `http://127.0.0.1:41234/v1` */
  baseUrl: string;
  /** e.g. `http://127.0.0.1:41234` */
  origin: string;
  apiKey: 'demo-sandbox-key';
  dataDir: string;
  app: FastifyInstance;
  store: Store;
  /** Creates a key (live by default) and returns it. */
  createKey(opts?: { sandbox?: boolean; rate?: number; burst?: number; quota?: number }): Promise<string>;
  /** Stops the server, the job runner and the dispatcher and closes the store; removes the data directory only if it was made here. */
  close(): Promise<void>;
}

export async function startService(options: StartServiceOptions = {}): Promise<StartedService> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'moderation-service-'));
  const config = parseConfig({ LOG_LEVEL: 'silent', IMAGE_WORKERS: '1', TEXT_WORKERS: '1', WEBHOOK_RETRY_SCHEDULE: '0,1,2', ...options.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir });
  const { store: givenStore, clock, ...deps } = options.deps ?? {};
  const { app, store, services } = await assembleService(config, {
    media: options.media ?? true,
    pollIntervalMs: options.pollIntervalMs ?? 200,
    ...(givenStore ? { store: givenStore } : {}),
    ...(clock ? { clock } : {}),
    deps,
  });
  const running = await runService(app, store, services, { host: '127.0.0.1', port: 0 });
  let closed = false;
  return {
    baseUrl: `${running.origin}${API_PREFIX}`,
    origin: running.origin,
    apiKey: DEMO_SANDBOX_KEY,
    dataDir,
    app,
    store,
    async createKey(opts = {}) {
      const sandbox = opts.sandbox ?? false;
      const defaults = sandbox ? config.rates.sandbox : config.rates.live;
      const { key } = await issueApiKey(store.keys, {
        sandbox,
        rate: { ratePerSec: opts.rate ?? defaults.ratePerSec, burst: opts.burst ?? defaults.burst },
        monthlyQuota: opts.quota ?? null,
        now: new Date(store.clock.now()),
      });
      return key;
    },
    async close() {
      if (closed) return;
      closed = true;
      await running.stop();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Starts the real moderation service on 127.0.0.1 port 0 with its own data directory, for tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/api/index.ts';
import { createApp, type AppDeps } from '../../src/server/app.ts';
import { DEMO_SANDBOX_KEY, issueApiKey } from '../../src/server/api-keys.ts';
import { parseConfig } from '../../src/server/config.ts';
import { openStore, type Store } from '../../src/store/index.ts';

export interface StartServiceOptions {
  /** Reuse a data directory (e.g. to restart on the same data); a temp one by default. */
  dataDir?: string;
  /** Environment variables as the service reads them (PORT and DATA_DIR are set here). */
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
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
  /** Stops the server and closes the store; removes the data directory only if it was made here. */
  close(): Promise<void>;
}

export async function startService(options: StartServiceOptions = {}): Promise<StartedService> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'moderation-service-'));
  const config = parseConfig({ LOG_LEVEL: 'silent', ...options.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir });
  const store = options.deps?.store ?? openStore(dataDir, options.deps?.clock ? { clock: options.deps.clock } : {});
  const app = createApp({ ...options.deps, config, store });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the service has no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  let closed = false;
  return {
    baseUrl: `${origin}${API_PREFIX}`,
    origin,
    apiKey: DEMO_SANDBOX_KEY,
    dataDir,
    app,
    store,
    async createKey(opts = {}) {
      const sandbox = opts.sandbox ?? false;
      const defaults = sandbox ? config.rates.sandbox : config.rates.live;
      const { key } = issueApiKey(store.keys, {
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
      await app.close();
      store.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Opens the store the configuration names: PostgreSQL when DATABASE_URL is set, else the SQLite
// file in DATA_DIR. The service and the keys command open it the same way.
import { openStore, type OpenStoreOptions, type Store } from '../store/index.ts';
import type { Config } from './config.ts';

export function openConfiguredStore(config: Config, options: Omit<OpenStoreOptions, 'dataDir' | 'databaseUrl' | 'poolSize'> = {}): Promise<Store> {
  return openStore({
    dataDir: config.dataDir,
    ...(config.database.url ? { databaseUrl: config.database.url } : {}),
    poolSize: config.database.poolSize,
    ...options,
  });
}

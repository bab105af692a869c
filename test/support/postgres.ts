// PostgreSQL for a test file: a database of its own, created on the run's throwaway server (the
// first file to ask starts it) or on the server TEST_DATABASE_URL names. Without PostgreSQL the
// tests that need it are skipped with one line saying what to install; in CI (CI set) they fail.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabase, findPostgres, POSTGRES_MISSING, startCluster } from './postgres-cluster.ts';
import { isCI } from './system-tools.ts';

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * Why PostgreSQL tests cannot run here, or undefined when they can. Throws in CI instead. The
 * environment and the search for the server's programs are parameters so a test can take them away.
 */
export function postgresMissing(env: Readonly<Record<string, string | undefined>> = process.env, find: () => string | undefined = findPostgres): string | undefined {
  if (env.TEST_DATABASE_URL || find()) return undefined;
  if (isCI(env)) throw new Error(POSTGRES_MISSING);
  return POSTGRES_MISSING;
}

const START_TIMEOUT_MS = 120_000;

async function adminUrl(): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const runDir = inject('postgresRunDir');
  const started = join(runDir, 'cluster.json');
  const failed = join(runDir, 'failed');
  try {
    // One file of the run wins this and starts the server; the others wait for it.
    mkdirSync(join(runDir, 'starting'));
    try {
      writeFileSync(started, JSON.stringify(await startCluster({ parent: runDir })));
    } catch (error) {
      writeFileSync(failed, String((error as Error & { stderr?: Buffer }).stderr ?? error));
      throw error;
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!existsSync(started)) {
    if (existsSync(failed)) throw new Error(`the test PostgreSQL server did not start: ${readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error('the test PostgreSQL server did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (JSON.parse(readFileSync(started, 'utf8')) as { adminUrl: string }).adminUrl;
}

/** A new, empty database; `drop()` removes it. */
export async function testDatabase(): Promise<TestDatabase> {
  return createDatabase(await adminUrl());
}

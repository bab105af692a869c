// Vitest global setup: a folder where the first test file that needs PostgreSQL starts one
// throwaway server for the whole run (see postgres.ts); stopped and removed when the run ends.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { stopCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresRunDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const runDir = mkdtempSync(join(tmpdir(), 'moderation-pg-run-'));
  project.provide('postgresRunDir', runDir);
  return () => {
    const started = join(runDir, 'cluster.json');
    try {
      if (existsSync(started)) stopCluster((JSON.parse(readFileSync(started, 'utf8')) as { dir: string }).dir);
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  };
}

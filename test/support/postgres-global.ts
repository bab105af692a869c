// Vitest global setup: a folder where the first test file that needs PostgreSQL starts one
// throwaway server for the whole run (see postgres.ts); stopped and removed when the run ends.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  // The server's folder goes in here, not in a test file's own temp dir (removed when that file
  // ends); run as root, the server runs as `postgres`, which must be able to enter this folder.
  chmodSync(runDir, 0o711);
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

// The service's store copies its write-ahead log into the database on a worker thread: the log
// keeps starting over, so it stays small however much is written.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore } from '../../src/store/index.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes `rounds` bursts of results (about 1 KB each), pausing between them; returns the log's size in bytes. */
async function logSizeAfterWriting(rounds: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'moderation-checkpoints-'));
  dirs.push(dir);
  const store = await openStore({ dataDir: dir, checkpointInBackground: true });
  const at = new Date().toISOString();
  const body = { text: 'x'.repeat(1000) };
  for (let round = 0; round < rounds; round++) {
    const ids = Array.from({ length: 200 }, (_, i) => `res_${round}_${i}`);
    await Promise.all(ids.map((id) => store.results.insertSoon({ results: [{ id, keyId: 'key_a', type: 'text', sandbox: false, body, createdAt: at, completedAt: at }] })));
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  const size = statSync(join(dir, `${DATABASE_FILE}-wal`)).size;
  await store.close();
  return size;
}

describe('background checkpoints', () => {
  it('keep the write-ahead log small while results keep coming', async () => {
    const rounds = 40;
    const written = rounds * 200 * 1000;
    const size = await logSizeAfterWriting(rounds);
    // Should the worker stop copying, the log holds everything written (over 8 MB); with it, a
    // burst or two (0.8 MB), more while other processes keep the worker waiting for a core (2.1 MB
    // seen on a machine loaded ten times over).
    expect(size).toBeLessThan(written / 2);
  });
});

// Usage counters are summed in memory and written by flush(); reads always include pending counts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/index.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'moderation-usage-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('UsageStore', () => {
  it('counts pending increments in reads and the quota sum before they are flushed', () => {
    const store = openStore(tempDir());
    store.usage.increment('key_a', '2026-11', { 'items.text': 2, 'requests.moderateText': 2, flagged: 0 });
    store.usage.increment('key_a', '2026-11', { 'items.image': 1 });
    expect(store.usage.read('key_a', '2026-11')).toEqual({ 'items.text': 2, 'items.image': 1, 'requests.moderateText': 2 });
    expect(store.usage.items('key_a', '2026-11')).toBe(3);
    expect(store.usage.items('key_b', '2026-11')).toBe(0);
    store.usage.flush();
    store.usage.increment('key_a', '2026-11', { 'items.text': 1 });
    expect(store.usage.read('key_a', '2026-11')['items.text']).toBe(3);
    store.close();
  });

  it('writes what is pending when the store closes, so a restart reads the same counts', () => {
    const dir = tempDir();
    const first = openStore(dir);
    first.usage.increment('key_a', '2026-11', { 'items.video': 4, flagged: 1 });
    first.close();
    const second = openStore(dir);
    expect(second.usage.read('key_a', '2026-11')).toEqual({ 'items.video': 4, flagged: 1 });
    second.close();
  });
});

describe('ResultStore group commit', () => {
  it('stores results queued in the same tick in one commit and resolves each once stored', async () => {
    const store = openStore(tempDir());
    const at = new Date().toISOString();
    const ids = Array.from({ length: 50 }, (_, i) => `res_${i}`);
    await Promise.all(ids.map((id) => store.results.insertCompletedSoon({ id, keyId: 'key_a', type: 'text', sandbox: false, body: { id }, createdAt: at, completedAt: at })));
    expect(ids.every((id) => store.results.get(id, 'key_a')?.status === 'completed')).toBe(true);
    store.close();
  });

  it('rejects only the result that cannot be stored', async () => {
    const store = openStore(tempDir());
    const at = new Date().toISOString();
    const row = (id: string) => ({ id, keyId: 'key_a', type: 'text' as const, sandbox: false, body: { id }, createdAt: at, completedAt: at });
    await store.results.insertCompletedSoon(row('res_taken'));
    const outcomes = await Promise.allSettled([row('res_one'), row('res_taken'), row('res_two')].map((r) => store.results.insertCompletedSoon(r)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(store.results.exists('res_two', 'key_a')).toBe(true);
    store.close();
  });
});

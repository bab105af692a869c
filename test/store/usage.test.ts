// Usage counters: request counts summed in memory and written by flush(), item counts written with
// the results they count, and the monthly quota reserved atomically.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/index.ts';
import { STORE_KINDS, storePerTest, type StoreFixture } from '../support/stores.ts';

describe.each(STORE_KINDS)('UsageStore on $name', (kind) => {
  const fixture = storePerTest(kind);
  if (!fixture) return;
  let f: StoreFixture;
  let store: Store;
  beforeEach(() => {
    f = fixture();
    store = f.store;
  });

  const at = new Date().toISOString();
  const row = (id: string) => ({ id, keyId: 'key_a', type: 'text' as const, sandbox: false, body: { id }, createdAt: at, completedAt: at });

  it('counts pending request increments in reads before they are flushed', async () => {
    store.usage.increment('key_a', '2026-11', { 'requests.moderateText': 2, 'requests.getUsage': 0 });
    store.usage.increment('key_a', '2026-11', { 'requests.moderateText': 1 });
    expect(await store.usage.read('key_a', '2026-11')).toEqual({ 'requests.moderateText': 3 });
    expect(await store.usage.read('key_b', '2026-11')).toEqual({});
    await store.usage.flush();
    store.usage.increment('key_a', '2026-11', { 'requests.moderateText': 1 });
    expect((await store.usage.read('key_a', '2026-11'))['requests.moderateText']).toBe(4);
  });

  it('writes what is pending when the store closes, so a restart reads the same counts', async () => {
    store.usage.increment('key_a', '2026-11', { 'requests.moderateVideo': 4 });
    await store.close();
    expect(await (await f.openAgain()).usage.read('key_a', '2026-11')).toEqual({ 'requests.moderateVideo': 4 });
  });

  it('stores results with their counts in one commit per tick and resolves each once stored', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `res_${i}`);
    await Promise.all(ids.map((id) => store.results.insertSoon({ results: [row(id)], counts: { keyId: 'key_a', period: '2026-11', amounts: { 'items.text': 1, flagged: 0 } } })));
    expect((await Promise.all(ids.map((id) => store.results.get(id, 'key_a')))).every((r) => r?.status === 'completed')).toBe(true);
    expect(await store.usage.read('key_a', '2026-11')).toEqual({ 'items.text': 50 });
  });

  it('rejects only the write that cannot be stored, and counts only what was stored', async () => {
    const counts = { keyId: 'key_a', period: '2026-11', amounts: { 'items.text': 1 } };
    await store.results.insertSoon({ results: [row('res_taken')], counts });
    const outcomes = await Promise.allSettled([row('res_one'), row('res_taken'), row('res_two')].map((r) => store.results.insertSoon({ results: [r], counts })));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.results.exists('res_two', 'key_a')).toBe(true);
    expect(await store.usage.read('key_a', '2026-11')).toEqual({ 'items.text': 3 });
  });

  it('grants a quota of 5 to exactly 5 of 1,000 concurrent reservations', async () => {
    const outcomes = await Promise.all(Array.from({ length: 1_000 }, () => store.usage.reserveQuota('key_q', '2026-11', 1, 5)));
    expect(outcomes.filter((o) => o.reserved)).toHaveLength(5);
    expect(outcomes.find((o) => !o.reserved)).toEqual({ reserved: false, used: 5 });
  });

  it('grants a quota of 300 to exactly 300 of 1,000 concurrent reservations, spread over two replicas on PostgreSQL', async () => {
    // SQLite serves one process: its 1,000 reservations all go through one store.
    const other = kind.name === 'PostgreSQL' ? await f.openAgain() : store;
    const outcomes = await Promise.all(Array.from({ length: 1_000 }, (_, i) => (i % 2 ? store : other).usage.reserveQuota('key_q', '2026-11', 1, 300)));
    expect(outcomes.filter((o) => o.reserved)).toHaveLength(300);
    expect(await store.usage.read('key_q', '2026-11')).toEqual({ 'quota.items': 300 });
  });

  it('starts the quota from the items already counted and gives back what was released', async () => {
    await store.results.insertSoon({ results: [row('res_1')], counts: { keyId: 'key_q', period: '2026-11', amounts: { 'items.text': 3 } } });
    expect(await store.usage.reserveQuota('key_q', '2026-11', 3, 5)).toEqual({ reserved: false, used: 3 });
    expect(await store.usage.reserveQuota('key_q', '2026-11', 2, 5)).toEqual({ reserved: true });
    await store.usage.releaseQuota('key_q', '2026-11', 1);
    expect(await store.usage.reserveQuota('key_q', '2026-11', 1, 5)).toEqual({ reserved: true });
    expect(await store.usage.reserveQuota('key_q', '2026-11', 1, 5)).toEqual({ reserved: false, used: 5 });
  });
});

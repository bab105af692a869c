// Results: completed moderations stored alone or together with their counts (all or nothing),
// read back whole by the key that owns them and by no other.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompletedResultInput, ResultStore, Store } from '../../src/store/index.ts';
import { STORE_KINDS, storePerTest, type StoreFixture } from '../support/stores.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();
const textBody = {
  safe: false,
  score: 0.93,
  categories: ['harassment'],
  results: [{ category: 'harassment', severity: 'medium', confidence: 0.93, action: 'flag', source: 'text', spans: [{ start: 0, end: 5, text: 'Grüße ☃' }] }],
  latency_ms: 12,
  model_version: 'test-model',
  note: null,
};

const completed = (id: string, over: Partial<CompletedResultInput> = {}): CompletedResultInput => ({
  id,
  keyId: 'key_a',
  type: 'text',
  sandbox: false,
  body: { id, safe: true },
  createdAt: iso(0),
  completedAt: iso(15),
  ...over,
});

describe.each(STORE_KINDS)('ResultStore on $name', (kind) => {
  const fixture = storePerTest(kind);
  if (!fixture) return;
  let f: StoreFixture;
  let store: Store;
  let results: ResultStore;
  beforeEach(() => {
    f = fixture();
    store = f.store;
    results = store.results;
  });

  const rejection = async (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);
  const count = async () => (await f.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM results'))!.n;

  it('stores a completed result and reads it back with its type, body, sandbox flag and timestamps', async () => {
    await results.insert({ results: [completed('res_1', { type: 'image', sandbox: true, body: textBody, createdAt: iso(0), completedAt: iso(250) })] });
    expect(await results.get('res_1', 'key_a')).toEqual({
      id: 'res_1',
      keyId: 'key_a',
      type: 'image',
      status: 'completed',
      sandbox: true,
      body: textBody,
      error: null,
      createdAt: iso(0),
      completedAt: iso(250),
    });
    expect(await results.exists('res_1', 'key_a')).toBe(true);
  });

  it('keeps each type it is given', async () => {
    const types = ['text', 'image', 'video', 'batch'] as const;
    await results.insert({ results: types.map((type) => completed(`res_${type}`, { type })) });
    for (const type of types) expect((await results.get(`res_${type}`, 'key_a'))?.type).toBe(type);
  });

  it('finds nothing for an unknown id', async () => {
    await results.insert({ results: [completed('res_1')] });
    expect(await results.get('res_2', 'key_a')).toBeUndefined();
    expect(await results.exists('res_2', 'key_a')).toBe(false);
  });

  it("treats another key's result as unknown", async () => {
    await results.insert({ results: [completed('res_a'), completed('res_b', { keyId: 'key_b' })] });
    expect(await results.get('res_a', 'key_b')).toBeUndefined();
    expect(await results.exists('res_a', 'key_b')).toBe(false);
    expect(await results.get('res_b', 'key_a')).toBeUndefined();
    expect((await results.get('res_b', 'key_b'))?.keyId).toBe('key_b');
  });

  it('stores a batch and its items together with the counts that count them', async () => {
    const items = [0, 1, 2].map((i) => completed(`res_batch_${i}`, { body: { index: i, safe: i !== 1 } }));
    await results.insert({
      results: [completed('res_batch', { type: 'batch', body: { items: items.map((item) => item.id) } }), ...items],
      counts: { keyId: 'key_a', period: '2026-11', amounts: { 'items.text': 3, flagged: 1, 'items.image': 0 } },
    });
    expect((await results.get('res_batch', 'key_a'))?.body).toEqual({ items: ['res_batch_0', 'res_batch_1', 'res_batch_2'] });
    expect(await Promise.all(items.map(async (item) => (await results.get(item.id, 'key_a'))?.body))).toEqual([
      { index: 0, safe: true },
      { index: 1, safe: false },
      { index: 2, safe: true },
    ]);
    expect(await store.usage.read('key_a', '2026-11')).toEqual({ 'items.text': 3, flagged: 1 });
  });

  it('stores nothing of a write, results nor counts, when one of its results cannot be stored', async () => {
    await results.insert({ results: [completed('res_taken', { body: { first: true } })] });
    const write = {
      results: [completed('res_new_1'), completed('res_taken', { body: { second: true } }), completed('res_new_2')],
      counts: { keyId: 'key_a', period: '2026-11', amounts: { 'items.text': 3 } },
    };
    expect(await rejection(results.insert(write))).toBeInstanceOf(Error);
    expect(await results.exists('res_new_1', 'key_a')).toBe(false);
    expect(await results.exists('res_new_2', 'key_a')).toBe(false);
    expect((await results.get('res_taken', 'key_a'))?.body).toEqual({ first: true });
    expect(await store.usage.read('key_a', '2026-11')).toEqual({});
    expect(await count()).toBe(1);
  });

  it('refuses an id already used by another key, leaving the first result as it was', async () => {
    await results.insert({ results: [completed('res_1')] });
    expect(await rejection(results.insert({ results: [completed('res_1', { keyId: 'key_b' })] }))).toBeInstanceOf(Error);
    expect(await results.get('res_1', 'key_b')).toBeUndefined();
    expect((await results.get('res_1', 'key_a'))?.body).toEqual({ id: 'res_1', safe: true });
  });

  it('stores grouped writes of several results each, with their summed counts, and keeps them apart', async () => {
    const writes = Array.from({ length: 10 }, (_, w) => ({
      results: [completed(`res_${w}_a`, { keyId: w % 2 ? 'key_b' : 'key_a' }), completed(`res_${w}_b`, { keyId: w % 2 ? 'key_b' : 'key_a', type: 'image' })],
      counts: { keyId: w % 2 ? 'key_b' : 'key_a', period: '2026-11', amounts: { 'items.text': 1, 'items.image': 1, flagged: w < 4 ? 1 : 0 } },
    }));
    await Promise.all(writes.map((write) => results.insertSoon(write)));
    for (let w = 0; w < 10; w++) {
      const owner = w % 2 ? 'key_b' : 'key_a';
      expect(await results.get(`res_${w}_b`, owner)).toMatchObject({ type: 'image', status: 'completed', keyId: owner });
      expect(await results.exists(`res_${w}_a`, owner === 'key_a' ? 'key_b' : 'key_a')).toBe(false);
    }
    expect(await store.usage.read('key_a', '2026-11')).toEqual({ 'items.text': 5, 'items.image': 5, flagged: 2 });
    expect(await store.usage.read('key_b', '2026-11')).toEqual({ 'items.text': 5, 'items.image': 5, flagged: 2 });
    expect(await count()).toBe(20);
  });

  it('keeps stored results across a restart', async () => {
    await results.insertSoon({ results: [completed('res_1', { body: textBody, sandbox: true })] });
    await store.close();
    expect(await (await f.openAgain()).results.get('res_1', 'key_a')).toMatchObject({ body: textBody, sandbox: true, status: 'completed', completedAt: iso(15) });
  });

  it('reads a queued video result too, with no body and no completion yet', async () => {
    await store.jobs.enqueue({ resultId: 'res_v', keyId: 'key_a', sandbox: false, now: T0 });
    expect(await results.get('res_v', 'key_a')).toEqual({
      id: 'res_v',
      keyId: 'key_a',
      type: 'video',
      status: 'queued',
      sandbox: false,
      body: null,
      error: null,
      createdAt: iso(0),
      completedAt: null,
    });
    expect(await results.exists('res_v', 'key_b')).toBe(false);
  });
});

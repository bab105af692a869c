// Writes that replicas may race: migrations at start, feedback and webhook upserts, and
// Idempotency-Key reservations.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/index.ts';
import { STORE_KINDS, storePerTest, type StoreFixture } from '../support/stores.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = new Date(T0).toISOString();

describe.each(STORE_KINDS)('concurrent writes on $name', (kind) => {
  const fixture = storePerTest(kind);
  if (!fixture) return;
  let f: StoreFixture;
  let store: Store;
  beforeEach(() => {
    f = fixture();
    store = f.store;
  });

  it('applies each migration once when several stores open the database together', async () => {
    // SQLite: one service per file, opened again in turn; PostgreSQL: replicas starting at once.
    const opening = kind.name === 'PostgreSQL' ? await Promise.all([f.openAgain(), f.openAgain(), f.openAgain()]) : [await f.openAgain()];
    expect(opening).toHaveLength(kind.name === 'PostgreSQL' ? 3 : 1);
    const versions = await f.sql.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
  });

  it('makes one feedback record of concurrent first submissions, and says which call created it', async () => {
    await store.results.insert({ results: [{ id: 'res_1', keyId: 'key_a', type: 'text', sandbox: false, body: {}, createdAt: at, completedAt: at }] });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.feedback.upsert({ id: `fb_${i}`, resultId: 'res_1', keyId: 'key_a', verdict: 'confirm', category: null, comment: `call ${i}`, reviewer: 'ana', at }),
      ),
    );
    expect(outcomes.filter((o) => o.created)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.record.id)).size).toBe(1);
    expect(await store.feedback.countByVerdict('key_a', at, '2026-12-01T00:00:00.000Z')).toEqual({ confirm: 1, false_positive: 0, false_negative: 0 });
  });

  it('caps the endpoints of a key, and concurrent creates with one url make one endpoint', async () => {
    const hook = (i: number, url = `https://hooks.example/${i}`) => ({ id: `wh_${i}`, keyId: 'key_a', url, secret: `whsec_${i}`, events: ['moderation.completed'], description: null, enabled: true, at });
    const capped = await Promise.all(Array.from({ length: 10 }, (_, i) => store.webhooks.create(hook(i), 4)));
    expect(capped.filter((o) => o.kind === 'created')).toHaveLength(4);
    expect(capped.filter((o) => o.kind === 'limit_reached')).toEqual(Array(6).fill({ kind: 'limit_reached', count: 4 }));
    const same = await Promise.all(Array.from({ length: 10 }, (_, i) => store.webhooks.create({ ...hook(100 + i, 'https://hooks.example/same'), keyId: 'key_b' }, 4)));
    expect(same.filter((o) => o.kind === 'created')).toHaveLength(1);
    expect(same.filter((o) => o.kind === 'exists')).toHaveLength(9);
    // Which four of the ten racing creates win is the database's to decide: read back one that did.
    const won = capped.find((o) => o.kind === 'created');
    if (won?.kind !== 'created') return expect.unreachable('no endpoint created');
    expect(await store.webhooks.secretOf(won.webhook.id, 'key_a')).toBe(won.webhook.id.replace('wh_', 'whsec_'));
    expect(await store.webhooks.secretOf(won.webhook.id, 'key_b')).toBeUndefined();
  });

  it('reserves an Idempotency-Key for one request, replays its answer, and lets a lapsed reservation go', async () => {
    const input = (owner: string, now = T0) => ({ keyId: 'key_a', operation: 'moderateVideo', key: 'k1', owner, now, answeredAfter: now - 86_400_000, leaseMs: 1_000 });
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => store.idempotency.reserve(input(`owner_${i}`))));
    const held = first.filter((r) => r.kind === 'reserved');
    expect(held).toHaveLength(1);
    expect(first.filter((r) => r.kind === 'in_progress')).toHaveLength(9);
    const owner = held[0]!.kind === 'reserved' ? held[0]!.owner : '';
    // Only the holder may answer; the answer then replays.
    await store.idempotency.complete('key_a', 'moderateVideo', 'k1', 'someone_else', { status: 202, body: 'wrong', at });
    expect((await store.idempotency.reserve(input('late'))).kind).toBe('in_progress');
    await store.idempotency.complete('key_a', 'moderateVideo', 'k1', owner, { status: 202, body: '{"id":"res_1"}', at });
    expect(await store.idempotency.reserve(input('retry'))).toEqual({ kind: 'answered', answer: { status: 202, body: '{"id":"res_1"}', createdAt: at } });

    // A reservation whose request stopped lapses after its lease; a released one at once.
    expect((await store.idempotency.reserve({ ...input('a'), key: 'k2' })).kind).toBe('reserved');
    expect((await store.idempotency.reserve({ ...input('b', T0 + 999), key: 'k2' })).kind).toBe('in_progress');
    expect((await store.idempotency.reserve({ ...input('c', T0 + 1_001), key: 'k2' })).kind).toBe('reserved');
    await store.idempotency.release('key_a', 'moderateVideo', 'k2', 'c');
    expect((await store.idempotency.reserve({ ...input('d', T0 + 1_002), key: 'k2' })).kind).toBe('reserved');
  });
});

// Token buckets kept in the store: a restart does not refill them, and replicas share them.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/index.ts';
import { STORE_KINDS, storePerTest, type StoreFixture } from '../support/stores.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const settings = { ratePerSec: 10, burst: 20 };

describe.each(STORE_KINDS)('rate limits on $name', (kind) => {
  const fixture = storePerTest(kind);
  if (!fixture) return;
  let f: StoreFixture;
  let store: Store;
  beforeEach(() => {
    f = fixture();
    store = f.store;
  });

  it('takes tokens while the bucket holds them and refills it at its rate', async () => {
    const first = await store.rateLimits.take('key_a', settings, 15, T0);
    expect(first).toMatchObject({ allowed: true, limit: 20, remaining: 5, retryAfterSeconds: 0 });
    expect(await store.rateLimits.take('key_a', settings, 6, T0)).toMatchObject({ allowed: false, remaining: 5, retryAfterSeconds: 1 });
    expect(await store.rateLimits.take('key_a', settings, 5, T0)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await store.rateLimits.peek('key_a', settings, T0 + 500)).toMatchObject({ remaining: 5, resetSeconds: 2 });
    expect(await store.rateLimits.take('key_a', settings, 1, T0 + 500)).toMatchObject({ allowed: true, remaining: 4 });
    expect(await store.rateLimits.take('key_b', settings, 1, T0)).toMatchObject({ allowed: true, remaining: 19 });
  });

  it('keeps an emptied bucket empty across a restart', async () => {
    expect(await store.rateLimits.take('key_a', settings, 20, T0)).toMatchObject({ allowed: true, remaining: 0 });
    await store.close();
    const restarted = await f.openAgain();
    expect(await restarted.rateLimits.take('key_a', settings, 1, T0 + 10)).toMatchObject({ allowed: false });
    expect(await restarted.rateLimits.take('key_a', settings, 1, T0 + 200)).toMatchObject({ allowed: true });
  });

  it('grants a burst of 20 to exactly 20 of 200 concurrent requests', async () => {
    const decisions = await Promise.all(Array.from({ length: 200 }, () => store.rateLimits.take('key_a', settings, 1, T0)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
  });

  it.runIf(kind.name === 'PostgreSQL')('shares one bucket between replicas', async () => {
    const other = await f.openAgain();
    const decisions = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? store : other).rateLimits.take('key_a', settings, 1, T0)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
  });
});

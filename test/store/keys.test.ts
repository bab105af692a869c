// API keys: created with their hash, found by it, listed, refreshed (the demo key) and revoked.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { UniqueViolationError, type KeyStore, type NewApiKey } from '../../src/store/index.ts';
import { STORE_KINDS, storePerTest, type StoreFixture } from '../support/stores.ts';

const at = (minutes: number) => new Date(Date.parse('2026-11-22T10:00:00.000Z') + minutes * 60_000).toISOString();
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const liveKey: NewApiKey = {
  id: 'key_live',
  hash: hashOf('cm_live_secret'),
  prefix: 'cm_live_secr',
  name: 'production',
  sandbox: false,
  ratePerSec: 2.5,
  burst: 40,
  monthlyQuota: 100_000,
  createdAt: at(0),
};
const testKey: NewApiKey = {
  id: 'key_test',
  hash: hashOf('cm_test_secret'),
  prefix: 'cm_test_secr',
  name: null,
  sandbox: true,
  ratePerSec: 1,
  burst: 5,
  monthlyQuota: null,
  createdAt: at(1),
};
const recordOf = ({ hash: _hash, ...key }: NewApiKey) => ({ ...key, revokedAt: null });

describe.each(STORE_KINDS)('KeyStore on $name', (kind) => {
  const fixture = storePerTest(kind);
  if (!fixture) return;
  let f: StoreFixture;
  let keys: KeyStore;
  beforeEach(() => {
    f = fixture();
    keys = f.store.keys;
  });

  const rejection = async (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);

  it('creates a key and returns its record with its kind, rate and quota but not its hash', async () => {
    expect(await keys.create(liveKey)).toEqual(recordOf(liveKey));
    expect(await keys.create(testKey)).toEqual(recordOf(testKey));
    expect(await keys.get('key_live')).toEqual(recordOf(liveKey));
    expect(await keys.get('key_test')).toEqual(recordOf(testKey));
  });

  it('stores the hash only, never anything else that would give the key away', async () => {
    await keys.create(liveKey);
    const [row] = await f.sql.all<Record<string, unknown>>('SELECT * FROM api_keys');
    expect(row).toMatchObject({ hash: liveKey.hash });
    expect(JSON.stringify(row)).not.toContain('cm_live_secret');
  });

  it('finds a key by the hash of what a caller presents, and nothing for any other hash', async () => {
    await keys.create(liveKey);
    await keys.create(testKey);
    expect(await keys.findByHash(hashOf('cm_test_secret'))).toEqual(recordOf(testKey));
    expect(await keys.findByHash(hashOf('cm_live_secret'))).toEqual(recordOf(liveKey));
    expect(await keys.findByHash(hashOf('cm_live_guess'))).toBeUndefined();
    // The id is not a credential.
    expect(await keys.findByHash('key_live')).toBeUndefined();
  });

  it('finds nothing for an unknown id', async () => {
    await keys.create(liveKey);
    expect(await keys.get('key_missing')).toBeUndefined();
  });

  it('refuses a second key with the same id or the same hash', async () => {
    await keys.create(liveKey);
    expect(await rejection(keys.create({ ...testKey, id: 'key_live' }))).toBeInstanceOf(UniqueViolationError);
    expect(await rejection(keys.create({ ...testKey, hash: liveKey.hash }))).toBeInstanceOf(UniqueViolationError);
    expect(await keys.list()).toEqual([recordOf(liveKey)]);
  });

  it('lists every key, revoked ones too, oldest first and by id within the same instant', async () => {
    expect(await keys.list()).toEqual([]);
    const twin = { ...liveKey, id: 'key_a_twin', hash: hashOf('cm_live_twin'), createdAt: liveKey.createdAt };
    await keys.create(testKey);
    await keys.create(liveKey);
    await keys.create(twin);
    await keys.revoke('key_live', at(5));
    expect((await keys.list()).map((k) => [k.id, k.revokedAt])).toEqual([
      ['key_a_twin', null],
      ['key_live', at(5)],
      ['key_test', null],
    ]);
  });

  it('revokes a key once: its lookup by hash then carries the revocation, so it no longer authenticates', async () => {
    await keys.create(liveKey);
    await keys.create(testKey);
    expect(await keys.revoke('key_live', at(10))).toBe(true);
    expect(await keys.findByHash(liveKey.hash)).toEqual({ ...recordOf(liveKey), revokedAt: at(10) });
    // A second revocation changes nothing and keeps the first instant.
    expect(await keys.revoke('key_live', at(20))).toBe(false);
    expect((await keys.get('key_live'))?.revokedAt).toBe(at(10));
    expect(await keys.revoke('key_missing', at(10))).toBe(false);
    // The other key is untouched.
    expect(await keys.findByHash(testKey.hash)).toEqual(recordOf(testKey));
  });

  it('keeps keys and revocations across a restart', async () => {
    await keys.create(liveKey);
    await keys.create(testKey);
    await keys.revoke('key_test', at(3));
    await f.store.close();
    const again = (await f.openAgain()).keys;
    expect(await again.findByHash(liveKey.hash)).toEqual(recordOf(liveKey));
    expect(await again.findByHash(testKey.hash)).toEqual({ ...recordOf(testKey), revokedAt: at(3) });
  });

  it('inserts a fixed key on first upsert and refreshes its hash, kind, limits and revocation later, keeping its name and start', async () => {
    const demo: NewApiKey = { ...testKey, id: 'key_demo', hash: hashOf('demo-sandbox-key'), prefix: 'demo-sandbox', name: 'demo', createdAt: at(0) };
    expect(await keys.upsert(demo)).toEqual(recordOf(demo));
    await keys.revoke('key_demo', at(1));

    const refreshed = await keys.upsert({ ...demo, hash: hashOf('demo-other'), prefix: 'demo-other', name: 'renamed', sandbox: false, ratePerSec: 7.5, burst: 9, monthlyQuota: 12, createdAt: at(2) });
    expect(refreshed).toEqual({ ...recordOf(demo), sandbox: false, ratePerSec: 7.5, burst: 9, monthlyQuota: 12, revokedAt: null });
    expect(await keys.findByHash(hashOf('demo-other'))).toEqual(refreshed);
    expect(await keys.findByHash(demo.hash)).toBeUndefined();
    expect(await keys.list()).toEqual([refreshed]);
  });
});

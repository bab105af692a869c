// Webhook endpoints: created per key, read and listed only by that key, updated field by field;
// the signing secret is kept but never part of a record.
import { beforeEach, describe, expect, it } from 'vitest';
import { UniqueViolationError, type NewWebhook, type WebhookStore } from '../../src/store/index.ts';
import { STORE_KINDS, storePerTest, type StoreFixture } from '../support/stores.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();
const MAX = 10;

const hook = (id: string, over: Partial<NewWebhook> = {}): NewWebhook => ({
  id,
  keyId: 'key_a',
  url: `https://hooks.example/${id}`,
  secret: `whsec_${id}`,
  events: ['moderation.completed', 'moderation.failed'],
  description: `endpoint ${id}`,
  enabled: true,
  at: iso(0),
  ...over,
});

const recordOf = ({ secret: _secret, at, ...webhook }: NewWebhook) => ({ ...webhook, events: [...webhook.events], disabledReason: null, createdAt: at, updatedAt: at });

describe.each(STORE_KINDS)('WebhookStore on $name', (kind) => {
  const fixture = storePerTest(kind);
  if (!fixture) return;
  let f: StoreFixture;
  let webhooks: WebhookStore;
  beforeEach(() => {
    f = fixture();
    webhooks = f.store.webhooks;
  });

  const rejection = async (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);
  const created = async (webhook: NewWebhook) => {
    const outcome = await webhooks.create(webhook, MAX);
    if (outcome.kind !== 'created') throw new Error(`expected created, got ${outcome.kind}`);
    return outcome.webhook;
  };

  it('creates an endpoint and returns its record without the secret', async () => {
    const paused = hook('wh_2', { events: ['moderation.failed'], description: null, enabled: false, at: iso(5) });
    expect(await webhooks.create(hook('wh_1'), MAX)).toEqual({ kind: 'created', webhook: recordOf(hook('wh_1')) });
    expect(await created(paused)).toEqual(recordOf(paused));
    expect(await webhooks.get('wh_2', 'key_a')).toEqual(recordOf(paused));
    expect(JSON.stringify(await webhooks.list('key_a'))).not.toContain('whsec_');
    expect(await webhooks.secretOf('wh_1', 'key_a')).toBe('whsec_wh_1');
  });

  it("shows a key its own endpoints only, oldest first, and nothing of another key's", async () => {
    await created(hook('wh_late', { at: iso(20) }));
    await created(hook('wh_b', { at: iso(10) }));
    await created(hook('wh_a', { at: iso(10) }));
    await created(hook('wh_other', { keyId: 'key_b', at: iso(0) }));
    expect((await webhooks.list('key_a')).map((w) => w.id)).toEqual(['wh_a', 'wh_b', 'wh_late']);
    expect(await webhooks.list('key_b')).toEqual([recordOf(hook('wh_other', { keyId: 'key_b', at: iso(0) }))]);
    expect(await webhooks.list('key_c')).toEqual([]);
    expect(await webhooks.get('wh_other', 'key_a')).toBeUndefined();
    expect(await webhooks.secretOf('wh_other', 'key_a')).toBeUndefined();
    expect(await webhooks.get('wh_missing', 'key_a')).toBeUndefined();
    expect(await webhooks.secretOf('wh_missing', 'key_a')).toBeUndefined();
  });

  it('finds an endpoint of the key by its url', async () => {
    await created(hook('wh_1'));
    expect(await webhooks.findByUrl('key_a', 'https://hooks.example/wh_1')).toEqual(recordOf(hook('wh_1')));
    expect(await webhooks.findByUrl('key_b', 'https://hooks.example/wh_1')).toBeUndefined();
    expect(await webhooks.findByUrl('key_a', 'https://hooks.example/wh_2')).toBeUndefined();
  });

  it('answers a second create with the same url with the endpoint that exists, unchanged; another key may use the url', async () => {
    await created(hook('wh_1'));
    const again = await webhooks.create(hook('wh_2', { url: 'https://hooks.example/wh_1', secret: 'whsec_new', events: ['moderation.failed'], at: iso(9) }), MAX);
    expect(again).toEqual({ kind: 'exists', webhook: recordOf(hook('wh_1')) });
    expect(await webhooks.secretOf('wh_1', 'key_a')).toBe('whsec_wh_1');
    expect(await webhooks.get('wh_2', 'key_a')).toBeUndefined();
    expect((await webhooks.create(hook('wh_3', { keyId: 'key_b', url: 'https://hooks.example/wh_1' }), MAX)).kind).toBe('created');
  });

  it('refuses an endpoint beyond the cap of the key, but not one of another key', async () => {
    for (const id of ['wh_1', 'wh_2']) await created(hook(id));
    expect(await webhooks.create(hook('wh_3'), 2)).toEqual({ kind: 'limit_reached', count: 2 });
    expect(await webhooks.get('wh_3', 'key_a')).toBeUndefined();
    expect((await webhooks.create(hook('wh_4', { keyId: 'key_b' }), 2)).kind).toBe('created');
  });

  it('updates only the fields given, and the instant of the change', async () => {
    await created(hook('wh_1'));
    const updated = await webhooks.update('wh_1', 'key_a', { url: 'https://hooks.example/moved', events: ['moderation.failed'] }, iso(60_000));
    const expected = { ...recordOf(hook('wh_1')), url: 'https://hooks.example/moved', events: ['moderation.failed'], updatedAt: iso(60_000) };
    expect(updated).toEqual(expected);
    expect(await webhooks.get('wh_1', 'key_a')).toEqual(expected);

    const described = await webhooks.update('wh_1', 'key_a', { description: 'renamed', enabled: false }, iso(120_000));
    expect(described).toEqual({ ...expected, description: 'renamed', enabled: false, updatedAt: iso(120_000) });
    // An empty change touches nothing but the instant.
    expect(await webhooks.update('wh_1', 'key_a', {}, iso(180_000))).toEqual({ ...described, updatedAt: iso(180_000) });
    expect(await webhooks.secretOf('wh_1', 'key_a')).toBe('whsec_wh_1');
  });

  it("finds nothing to update for an unknown endpoint or another key's, and changes nothing", async () => {
    await created(hook('wh_1'));
    expect(await webhooks.update('wh_missing', 'key_a', { enabled: false }, iso(1))).toBeUndefined();
    expect(await webhooks.update('wh_1', 'key_b', { url: 'https://evil.example/', enabled: false }, iso(1))).toBeUndefined();
    expect(await webhooks.get('wh_1', 'key_a')).toEqual(recordOf(hook('wh_1')));
  });

  it('refuses to move an endpoint to a url another endpoint of the key has', async () => {
    await created(hook('wh_1'));
    await created(hook('wh_2'));
    expect(await rejection(webhooks.update('wh_2', 'key_a', { url: 'https://hooks.example/wh_1' }, iso(1)))).toBeInstanceOf(UniqueViolationError);
    expect((await webhooks.get('wh_2', 'key_a'))?.url).toBe('https://hooks.example/wh_2');
  });

  it('clears why the service disabled an endpoint when it is enabled again, and only then', async () => {
    await created(hook('wh_1'));
    // As a delivery answered 410 leaves it.
    await f.sql.run("UPDATE webhooks SET enabled = 0, disabled_reason = 'gone' WHERE id = 'wh_1'");
    expect(await webhooks.update('wh_1', 'key_a', { description: 'still off' }, iso(1))).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect(await webhooks.update('wh_1', 'key_a', { enabled: false }, iso(2))).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect(await webhooks.update('wh_1', 'key_a', { enabled: true }, iso(3))).toMatchObject({ enabled: true, disabledReason: null, updatedAt: iso(3) });
  });
});

// Issuing and recognising API keys: random `cm_live_`/`cm_test_` keys stored as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyRecord, KeyStore } from '../store/index.ts';
import type { RateDefaults } from './config.ts';

/** The documented sandbox key that works out of the box unless SANDBOX_DEMO_KEY=off. */
export const DEMO_SANDBOX_KEY = 'demo-sandbox-key';
const DEMO_KEY_ID = 'key_demo_sandbox';

/** Keys are printable, bounded tokens; anything else is malformed before any lookup. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,200}$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isWellFormedKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

export interface IssueKeyOptions {
  readonly sandbox: boolean;
  readonly name?: string | null;
  readonly rate: RateDefaults;
  readonly monthlyQuota?: number | null;
  readonly now: Date;
}

/** Creates a key; the returned `key` is the only time it exists outside its hash. */
export async function issueApiKey(keys: KeyStore, options: IssueKeyOptions): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = `${options.sandbox ? 'cm_test_' : 'cm_live_'}${randomBytes(24).toString('base64url')}`;
  const record = await keys.create({
    id: `key_${randomBytes(8).toString('hex')}`,
    hash: hashApiKey(key),
    prefix: key.slice(0, 12),
    name: options.name ?? null,
    sandbox: options.sandbox,
    ratePerSec: options.rate.ratePerSec,
    burst: options.rate.burst,
    monthlyQuota: options.monthlyQuota ?? null,
    createdAt: options.now.toISOString(),
  });
  return { key, record };
}

/** Makes the demo key usable with the current sandbox rate, or unusable when disabled. */
export async function syncDemoKey(keys: KeyStore, enabled: boolean, rate: RateDefaults, now: Date): Promise<void> {
  if (!enabled) {
    await keys.revoke(DEMO_KEY_ID, now.toISOString());
    return;
  }
  await keys.upsert({
    id: DEMO_KEY_ID,
    hash: hashApiKey(DEMO_SANDBOX_KEY),
    prefix: DEMO_SANDBOX_KEY.slice(0, 12),
    name: 'demo sandbox key',
    sandbox: true,
    ratePerSec: rate.ratePerSec,
    burst: rate.burst,
    monthlyQuota: null,
    createdAt: now.toISOString(),
  });
}

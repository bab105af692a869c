// Per-key token buckets held in memory; the clock is injected so tests can move time.
import type { Clock } from '../store/index.ts';

export interface BucketSettings {
  readonly ratePerSec: number;
  readonly burst: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the bucket is full again. */
  readonly resetSeconds: number;
  /** Seconds until one token is available; 0 when allowed. */
  readonly retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
  settings: BucketSettings;
}

/** Buckets untouched this long are full again and can be forgotten. */
const IDLE_MS = 10 * 60 * 1000;
const MAX_BUCKETS = 100_000;

export class RateLimiter {
  readonly #clock: Clock;
  readonly #buckets = new Map<string, Bucket>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Takes one token from the key's bucket if it has one. */
  take(keyId: string, settings: BucketSettings): RateDecision {
    const now = this.#clock.now();
    const bucket = this.#refill(keyId, settings, now);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    return this.#decision(bucket, allowed);
  }

  /** The bucket's state without taking a token. */
  peek(keyId: string, settings: BucketSettings): RateDecision {
    return this.#decision(this.#refill(keyId, settings, this.#clock.now()), true);
  }

  #refill(keyId: string, settings: BucketSettings, now: number): Bucket {
    let bucket = this.#buckets.get(keyId);
    if (!bucket) {
      if (this.#buckets.size >= MAX_BUCKETS) this.#evictIdle(now);
      bucket = { tokens: settings.burst, updatedAt: now, settings };
      this.#buckets.set(keyId, bucket);
    }
    // Settings can change (per-key overrides edited); the bucket adopts them at once.
    bucket.settings = settings;
    const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(settings.burst, bucket.tokens + elapsed * settings.ratePerSec);
    bucket.updatedAt = now;
    return bucket;
  }

  #decision(bucket: Bucket, allowed: boolean): RateDecision {
    const { burst, ratePerSec } = bucket.settings;
    return {
      allowed,
      limit: burst,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((burst - bucket.tokens) / ratePerSec),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerSec)),
    };
  }

  #evictIdle(now: number): void {
    for (const [id, bucket] of this.#buckets) if (now - bucket.updatedAt > IDLE_MS) this.#buckets.delete(id);
    // Still full: drop the oldest rather than grow without bound.
    if (this.#buckets.size >= MAX_BUCKETS) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
  }
}

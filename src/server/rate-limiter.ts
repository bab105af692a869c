// The rate limit of each key: a token bucket in the store (shared by replicas, kept across
// restarts). A request costs one token; a batch one per item, at most the bucket size.
import type { FastifyReply } from 'fastify';
import { RESPONSE_HEADERS } from '../api/index.ts';
import type { ApiKeyRecord, BucketSettings, Clock, RateDecision, RateLimitStore } from '../store/index.ts';
import { RateLimitedError } from './errors.ts';

export class RateLimiter {
  readonly #store: RateLimitStore;
  readonly #clock: Clock;

  constructor(store: RateLimitStore, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  /**
   * Takes `cost` tokens from the key's bucket, sets the RateLimit headers, and throws 429 when the
   * bucket holds too few. A cost over the bucket size asks for a full bucket: a batch larger than
   * the bucket is not refused for ever.
   */
  async charge(reply: FastifyReply, key: ApiKeyRecord, cost: number): Promise<void> {
    const settings = settingsOf(key);
    const decision = await this.#store.take(key.id, settings, Math.min(cost, settings.burst), this.#clock.now());
    reply.header(RESPONSE_HEADERS.rateLimitLimit, decision.limit);
    reply.header(RESPONSE_HEADERS.rateLimitRemaining, decision.remaining);
    reply.header(RESPONSE_HEADERS.rateLimitReset, decision.resetSeconds);
    if (!decision.allowed) {
      throw new RateLimitedError(
        'rate_limited',
        `This key may make ${decision.limit} requests at once (a batch counts its items), refilled at ${key.ratePerSec} per second; retry after ${decision.retryAfterSeconds} s.`,
        decision.retryAfterSeconds,
      );
    }
  }

  /** Charges a request of `items` items the tokens beyond the one every request pays on arrival. */
  async chargeItems(reply: FastifyReply, key: ApiKeyRecord, items: number): Promise<void> {
    const rest = Math.min(items, key.burst) - 1;
    if (rest > 0) await this.charge(reply, key, rest);
  }

  /** The bucket's state without taking a token. */
  peek(key: ApiKeyRecord): Promise<RateDecision> {
    return this.#store.peek(key.id, settingsOf(key), this.#clock.now());
  }
}

function settingsOf(key: ApiKeyRecord): BucketSettings {
  return { ratePerSec: key.ratePerSec, burst: key.burst };
}

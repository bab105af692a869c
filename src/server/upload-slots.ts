// Caps the media uploads one key has in flight, so one client cannot hold the service's memory,
// disk and connections with parallel bodies; the rate limit alone counts requests, not bodies.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerKey } from './context.ts';
import { RateLimitedError } from './errors.ts';

export class UploadSlots {
  readonly perKey: number;
  readonly #inFlight = new Map<string, number>();

  constructor(perKey: number) {
    this.perKey = perKey;
  }

  /** Takes a slot for `keyId`; false when the key already has `perKey` uploads in flight. */
  acquire(keyId: string): boolean {
    const used = this.#inFlight.get(keyId) ?? 0;
    if (used >= this.perKey) return false;
    this.#inFlight.set(keyId, used + 1);
    return true;
  }

  release(keyId: string): void {
    const used = this.#inFlight.get(keyId) ?? 0;
    if (used <= 1) this.#inFlight.delete(keyId);
    else this.#inFlight.set(keyId, used - 1);
  }
}

/**
 * Whether a JSON body may be larger than `jsonBodyBytes` (its declared length says so, or it has
 * none): on the batch route such a body carries images, and counts as an upload in flight.
 */
export function mayPassJsonLimit(request: FastifyRequest, jsonBodyBytes: number): boolean {
  const declared = Number(request.headers['content-length']);
  return !(Number.isFinite(declared) && declared <= jsonBodyBytes);
}

/**
 * onRequest hook of the media routes (and of large batches), before any body is read: holds one
 * of the caller's slots until the response is done or the connection is gone, or answers 429.
 */
export function holdUploadSlot(slots: UploadSlots, request: FastifyRequest, reply: FastifyReply): void {
  const key = callerKey(request);
  if (!slots.acquire(key.id)) {
    throw new RateLimitedError('rate_limited', `This key already has ${slots.perKey} uploads in flight; send the next one when one of them is answered.`, 1);
  }
  // 'close' comes once, whether the answer was sent or the client went away.
  reply.raw.once('close', () => slots.release(key.id));
}

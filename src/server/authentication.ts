// Bearer authentication and the per-key rate limit, run before any body is read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESPONSE_HEADERS } from '../api/index.ts';
import type { Store } from '../store/index.ts';
import { hashApiKey, isWellFormedKey } from './api-keys.ts';
import { AuthenticationError, RateLimitedError } from './errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

export function authenticate(store: Store, header: string | undefined) {
  if (header === undefined || header.trim() === '') {
    throw new AuthenticationError('missing_api_key', 'Send your API key as "Authorization: Bearer <key>"; the local service accepts demo-sandbox-key.');
  }
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match || !isWellFormedKey(match[1]!)) {
    throw new AuthenticationError('invalid_api_key', 'The Authorization header must be "Bearer <key>".');
  }
  const key = store.keys.findByHash(hashApiKey(match[1]!));
  if (!key || key.revokedAt !== null) throw new AuthenticationError('invalid_api_key', 'The API key is unknown or revoked.');
  return key;
}

/** onRequest hook of authenticated routes: sets `request.apiKey` and the RateLimit headers. */
export function authenticationHook(store: Store, limiter: RateLimiter) {
  return async function authenticateRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.routeOptions.config.operation) return;
    const key = authenticate(store, request.headers.authorization);
    request.apiKey = key;
    const decision = limiter.take(key.id, { ratePerSec: key.ratePerSec, burst: key.burst });
    reply.header(RESPONSE_HEADERS.rateLimitLimit, decision.limit);
    reply.header(RESPONSE_HEADERS.rateLimitRemaining, decision.remaining);
    reply.header(RESPONSE_HEADERS.rateLimitReset, decision.resetSeconds);
    if (!decision.allowed) {
      throw new RateLimitedError(
        'rate_limited',
        `This key may make ${decision.limit} requests at once, refilled at ${key.ratePerSec} per second; retry after ${decision.retryAfterSeconds} s.`,
        decision.retryAfterSeconds,
      );
    }
  };
}

// Bearer authentication and the per-key rate limit, run before any body is read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../store/index.ts';
import { hashApiKey, isWellFormedKey } from './api-keys.ts';
import { AuthenticationError } from './errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

export async function authenticate(store: Store, header: string | undefined) {
  if (header === undefined || header.trim() === '') {
    throw new AuthenticationError('missing_api_key', 'Send your API key as "Authorization: Bearer <key>"; the local service accepts demo-sandbox-key.');
  }
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match || !isWellFormedKey(match[1]!)) {
    throw new AuthenticationError('invalid_api_key', 'The Authorization header must be "Bearer <key>".');
  }
  const key = await store.keys.findByHash(hashApiKey(match[1]!));
  if (!key || key.revokedAt !== null) throw new AuthenticationError('invalid_api_key', 'The API key is unknown or revoked.');
  return key;
}

/** onRequest hook of authenticated routes: sets `request.apiKey` and the RateLimit headers. */
export function authenticationHook(store: Store, limiter: RateLimiter) {
  return async function authenticateRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.routeOptions.config.operation) return;
    const key = await authenticate(store, request.headers.authorization);
    request.apiKey = key;
    await limiter.charge(reply, key, 1);
  };
}

// Bearer authentication and the per-key rate limit, run before any body is read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../store/index.ts';
import { hashApiKey, isWellFormedKey } from './api-keys.ts';
import { AuthenticationError } from './errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

const SEND_KEY = 'Send your API key as "Authorization: Bearer <key>"; the local service accepts demo-sandbox-key.';

/** The key of a `Bearer` header; undefined when there is no Bearer key at all (another scheme, or none). */
function bearerKey(header: string | undefined): string | undefined {
  const match = /^Bearer(?:\s+(.*?))?\s*$/is.exec(header ?? '');
  return match?.[1] || undefined;
}

export async function authenticate(store: Store, header: string | undefined) {
  const presented = bearerKey(header);
  if (presented === undefined) throw new AuthenticationError('missing_api_key', SEND_KEY);
  if (!isWellFormedKey(presented)) {
    throw new AuthenticationError('invalid_api_key', 'The API key is not valid: keys are cm_live_… or cm_test_… as `npm run keys -- create` prints them.');
  }
  const key = await store.keys.findByHash(hashApiKey(presented));
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

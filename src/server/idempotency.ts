// Idempotency-Key on creates: the key is reserved before the request runs, so a second request with
// it (on any replica) replays the first answer within 24 h, or gets 409 while the first still runs;
// never a second create.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, IDEMPOTENCY_HEADER, type OperationName } from '../api/index.ts';
import type { Clock, Store } from '../store/index.ts';
import { ApiError, ValidationError } from './errors.ts';

const WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * An unanswered reservation lapses after this: longer than any request may take (the socket
 * timeout is 120 s), so only a request whose process stopped lets it lapse.
 */
const RESERVATION_MS = 150_000;
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;
const REPLAYED_HEADER = 'idempotent-replayed';
/** The operation whose first answer carries a signing secret, which the stored copy leaves out. */
const ANSWER_WITH_SECRET: OperationName = 'upsertWebhook';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, until its answer is stored. */
    idempotency: { readonly key: string; readonly owner: string } | null;
  }
}

/** What is stored of a first answer. */
interface StoredEnvelope {
  readonly contentType: string;
  readonly location?: string;
  readonly payload: string;
  /** The payload's `secret` was removed; a replay reads it from this webhook endpoint. */
  readonly secretOf?: string;
}

function honours(operation: OperationName | undefined): operation is OperationName {
  return operation !== undefined && (endpoints[operation] as { idempotent?: boolean }).idempotent === true;
}

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !KEY_SHAPE.test(value)) {
    throw new ValidationError([{ path: IDEMPOTENCY_HEADER, message: 'must be 1 to 200 visible ASCII characters' }], 'The Idempotency-Key header is invalid.');
  }
  return value;
}

/** onRequest hook, after authentication: reserves the key, or answers from the first request. */
export function idempotencyReserveHook(store: Store, clock: Clock) {
  return async function reserve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const operation = request.routeOptions.config.operation;
    if (!honours(operation) || !request.apiKey) return;
    const key = idempotencyKeyOf(request);
    if (key === null) return;
    const now = clock.now();
    const keyId = request.apiKey.id;
    const owner = randomBytes(12).toString('base64url');
    const reservation = await store.idempotency.reserve({ keyId, operation, key, owner, now, answeredAfter: now - WINDOW_MS, leaseMs: RESERVATION_MS });
    if (reservation.kind === 'reserved') {
      request.idempotency = { key, owner };
      return;
    }
    if (reservation.kind === 'in_progress') {
      throw new ApiError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still running; retry after Retry-After to get its answer.', {
        headers: { 'retry-after': '1' },
      });
    }
    const stored = JSON.parse(reservation.answer.body) as StoredEnvelope;
    let payload = stored.payload;
    if (stored.secretOf !== undefined) {
      const secret = await store.webhooks.secretOf(stored.secretOf, keyId);
      payload = JSON.stringify({ ...(JSON.parse(payload) as object), secret });
    }
    reply.header(REPLAYED_HEADER, 'true');
    if (stored.location) reply.header('location', stored.location);
    return reply.code(reservation.answer.status).type(stored.contentType).serializer((p: unknown) => p as string).send(payload);
  };
}

/**
 * onSend hook: stores the first successful answer. An error created nothing, so it gives the key
 * back: a retry (after a rate limit, a fault, a fixed body) runs again.
 */
export function idempotencySaveHook(store: Store, clock: Clock) {
  return async function save(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const held = request.idempotency;
    const operation = request.routeOptions.config.operation;
    if (held === null || !honours(operation) || !request.apiKey) return payload;
    request.idempotency = null;
    const keyId = request.apiKey.id;
    const status = reply.statusCode;
    if (status < 200 || status >= 300 || typeof payload !== 'string') {
      await store.idempotency.release(keyId, operation, held.key, held.owner);
      return payload;
    }
    const location = reply.getHeader('location');
    const envelope: StoredEnvelope = {
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      ...(typeof location === 'string' ? { location } : {}),
      ...withoutSecret(operation, status, payload),
    };
    await store.idempotency.complete(keyId, operation, held.key, held.owner, { status, body: JSON.stringify(envelope), at: new Date(clock.now()).toISOString() });
    return payload;
  };
}

/** The answer to store: a created webhook's secret stays only with the endpoint itself. */
function withoutSecret(operation: OperationName, status: number, payload: string): Pick<StoredEnvelope, 'payload' | 'secretOf'> {
  if (operation !== ANSWER_WITH_SECRET || status !== 201) return { payload };
  const { secret, ...rest } = JSON.parse(payload) as { id: string; secret?: string };
  if (secret === undefined) return { payload };
  return { payload: JSON.stringify(rest), secretOf: rest.id };
}

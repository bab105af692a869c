// Idempotency-Key on creates: the same key, operation and API key within 24 h replays the first answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, IDEMPOTENCY_HEADER, type OperationName } from '../api/index.ts';
import type { Clock, Store } from '../store/index.ts';
import { ValidationError } from './errors.ts';

const WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;
const REPLAYED_HEADER = 'idempotent-replayed';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
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

/** preValidation hook: answers a retry from the store before the create runs again. */
export function idempotencyReplayHook(store: Store, clock: Clock) {
  return async function replay(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const operation = request.routeOptions.config.operation;
    if (!honours(operation) || !request.apiKey) return;
    const key = idempotencyKeyOf(request);
    if (key === null) return;
    const stored = store.idempotency.find(request.apiKey.id, operation, key, new Date(clock.now() - WINDOW_MS).toISOString());
    if (!stored) {
      request.idempotencyKey = key;
      return;
    }
    const parsed = JSON.parse(stored.body) as { contentType: string; location?: string; payload: string };
    reply.header(REPLAYED_HEADER, 'true');
    if (parsed.location) reply.header('location', parsed.location);
    return reply.code(stored.status).type(parsed.contentType).serializer((p: unknown) => p as string).send(parsed.payload);
  };
}

/** onSend hook: keeps the first definitive answer; rate limits and faults stay retryable. */
export function idempotencySaveHook(store: Store, clock: Clock) {
  return async function save(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const key = request.idempotencyKey;
    const operation = request.routeOptions.config.operation;
    if (key === null || !honours(operation) || !request.apiKey || typeof payload !== 'string') return payload;
    const status = reply.statusCode;
    if (status >= 500 || status === 429 || status === 401) return payload;
    const now = clock.now();
    const location = reply.getHeader('location');
    const body = JSON.stringify({
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      ...(typeof location === 'string' ? { location } : {}),
      payload,
    });
    store.idempotency.save(request.apiKey.id, operation, key, { status, body, at: new Date(now).toISOString() }, new Date(now - WINDOW_MS).toISOString());
    return payload;
  };
}

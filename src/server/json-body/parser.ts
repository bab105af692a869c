// The service's JSON body parser: small bodies are parsed at once, large ones (up to 16 MiB for a
// batch) on a worker thread, so no body, however it is built, holds the event loop; every body's
// structure is bounded before it is parsed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createWorkerPool, type PoolErrors, type WorkerPool } from '../../engine/worker-pool/index.ts';
import { ApiError } from '../errors.ts';
import { JsonBodyError, parseJsonBody } from './parse.ts';
import type { JsonJob, JsonJobOutput, JsonWorkerSettings } from './protocol.ts';

/** Bodies up to this size are parsed on the event loop: at most a few milliseconds, whatever they hold. */
export const INLINE_JSON_BYTES = 64 * 1024;
/** Commas, colons and opening brackets a body may hold: about 10,000 values, far more than any request needs. */
export const MAX_JSON_STRUCTURE = 20_000;

/** Large bodies waiting for the worker (each parse takes milliseconds); one more is refused with 503. */
const MAX_QUEUE = 32;

export interface JsonBodyParser {
  parse(body: Buffer): Promise<unknown>;
  ready(): Promise<void>;
  close(): Promise<void>;
}

function problemOf(error: { code: string; message: string }): ApiError {
  return error.code === 'payload_too_large' ? new ApiError(413, 'payload_too_large', error.message) : new ApiError(400, 'malformed_json', error.message);
}

const JSON_POOL_ERRORS: PoolErrors = {
  saturated: (retryAfterSeconds) =>
    new ApiError(503, 'overloaded', 'Too many large JSON bodies are waiting to be read; retry shortly.', { headers: { 'retry-after': String(retryAfterSeconds) } }),
  failed: (message, cause) => new Error(`the JSON worker failed: ${message}`, { cause }),
  timedOut: (message) => new Error(`the JSON worker overran its budget: ${message}`),
  closed: () => new ApiError(503, 'shutting_down', 'The service is shutting down; retry shortly.', { headers: { 'retry-after': '1' } }),
  revive: (error) => (error.code === 'internal_error' ? new Error(error.message) : problemOf(error)),
};

export function createJsonBodyParser(): JsonBodyParser {
  const pool: WorkerPool<JsonJob, JsonJobOutput> = createWorkerPool<JsonJob, JsonJobOutput, JsonWorkerSettings>({
    name: 'JSON',
    workers: 1,
    maxQueue: MAX_QUEUE,
    // The structure bound keeps a parse of 16 MiB to tens of milliseconds; this only catches a fault.
    jobTimeoutMs: 10_000,
    expectedJobMs: 20,
    workerUrl: new URL('./worker.ts', import.meta.url),
    errors: JSON_POOL_ERRORS,
    settings: { maxStructure: MAX_JSON_STRUCTURE },
  });
  return {
    async parse(body) {
      if (body.length <= INLINE_JSON_BYTES) {
        try {
          return parseJsonBody(body, MAX_JSON_STRUCTURE);
        } catch (error) {
          throw error instanceof JsonBodyError ? problemOf(error) : error;
        }
      }
      // A body with its own memory moves to the worker; one that shares a pooled slab is copied.
      const owned = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
      return pool.run({ bytes: body }, owned ? [body.buffer as ArrayBuffer] : []);
    },
    ready: () => pool.ready(),
    close: () => pool.close(),
  };
}

/** Replaces Fastify's JSON parser for every route of `app`; its worker stops when the app closes. */
export function useJsonBodyParser(app: FastifyInstance): void {
  const parser = createJsonBodyParser();
  app.addHook('onClose', () => parser.close());
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, async (_request: FastifyRequest, body: Buffer) => {
    if (body.length === 0) throw new ApiError(400, 'malformed_json', 'The body is empty; send a JSON object.');
    return parser.parse(body);
  });
}

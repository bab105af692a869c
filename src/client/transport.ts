// Sends one API call: builds the request, gives each attempt its own timeout, retries what the
// retry policy allows, and turns error answers into the error tree. Holds the API key privately.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { inspect } from 'node:util';
import { request } from 'undici';
import { IDEMPOTENCY_HEADER, Problem, RESPONSE_HEADERS } from '../api/index.ts';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  AuthenticationError,
  BadRequestError,
  ConfigurationError,
  InternalServerError,
  ModerationError,
  NotFoundError,
  RateLimitError,
  ResponseValidationError,
  type APIErrorInit,
  type ResponseHeaders,
} from './errors.ts';
import type { ResolvedOptions } from './options.ts';
import { parseRetryAfter, retryDelay, shouldRetry, type AttemptFailure } from './retry.ts';

/** Per-call options of every method. */
export interface RequestOptions {
  /** Aborts the call, including any wait between attempts. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for each attempt of this call, in milliseconds. */
  timeoutMs?: number;
  /** Overrides the generated `Idempotency-Key` of a create (feedback, webhooks, video). */
  idempotencyKey?: string;
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number;
}

/** A request body; a function is called once per attempt so that a file can be sent again. */
export type BodySource = string | Uint8Array | (() => Readable);

export interface CallSpec {
  method: 'GET' | 'POST';
  /** Path below the `/v1` base, parameters already filled. */
  path: string;
  body?: BodySource;
  contentType?: string;
  /** Whether the call creates something and so carries an `Idempotency-Key`. */
  idempotent?: boolean;
}

export interface Answer {
  status: number;
  headers: ResponseHeaders;
  /** The parsed JSON body; undefined when the body is empty. */
  data: unknown;
}

/** Upper bound of a response body; the largest real answer (a 100-item batch) is far below it. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

interface RawAnswer {
  status: number;
  headers: ResponseHeaders;
  text: string;
}

export class Transport {
  readonly #options: ResolvedOptions;
  // Kept in a private field: invisible to util.inspect, JSON.stringify and property walks.
  readonly #authorization: string | undefined;

  constructor(options: ResolvedOptions) {
    this.#options = options;
    this.#authorization = options.apiKey === undefined ? undefined : `Bearer ${options.apiKey}`;
  }

  get baseUrl(): string {
    return this.#options.baseUrl;
  }

  async call(spec: CallSpec, opts: RequestOptions = {}): Promise<Answer> {
    checkRequestOptions(opts);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': this.#options.userAgent,
    };
    if (this.#authorization) headers.authorization = this.#authorization;
    if (spec.contentType) headers['content-type'] = spec.contentType;
    // One key for all attempts: a retried create is recognised by the service, not repeated.
    if (spec.idempotent) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey ?? randomUUID();
    const maxRetries = opts.maxRetries ?? this.#options.maxRetries;
    const timeoutMs = opts.timeoutMs ?? this.#options.timeoutMs;
    const url = this.#options.baseUrl + spec.path;

    for (let attempt = 0; ; attempt++) {
      let raw: RawAnswer;
      try {
        raw = await this.#attempt(url, spec, headers, timeoutMs, opts.signal);
      } catch (error) {
        if (error instanceof APIConnectionError && shouldRetry({ connection: true }, attempt, maxRetries)) {
          await this.#pause(attempt, undefined, opts.signal);
          continue;
        }
        throw error;
      }
      if (raw.status < 400) return { status: raw.status, headers: raw.headers, data: parseSuccess(raw) };
      const failure: AttemptFailure = { status: raw.status };
      if (shouldRetry(failure, attempt, maxRetries)) {
        await this.#pause(attempt, raw.headers[RESPONSE_HEADERS.retryAfter], opts.signal);
        continue;
      }
      throw toAPIError(raw);
    }
  }

  async #pause(attempt: number, retryAfter: string | string[] | undefined, signal: AbortSignal | undefined): Promise<void> {
    const delay = retryDelay({
      attempt,
      retryAfter,
      maxRetryDelayMs: this.#options.maxRetryDelayMs,
      random: this.#options.random,
      nowMs: Date.now(),
    });
    await sleep(delay, undefined, signal ? { signal } : undefined);
  }

  async #attempt(
    url: string,
    spec: CallSpec,
    headers: Record<string, string>,
    timeoutMs: number,
    userSignal: AbortSignal | undefined,
  ): Promise<RawAnswer> {
    userSignal?.throwIfAborted();
    // undici's own header and body timeouts run on its shared timer wheel, far cheaper per call
    // than a timer and an AbortSignal of our own (see bench/client.bench.ts), but they fire up
    // to a second late; short timeouts get a precise timer as well. The body is also held to
    // the attempt's overall deadline while it is read.
    const deadline = performance.now() + timeoutMs;
    const precise = timeoutMs < PRECISE_TIMER_BELOW_MS ? preciseTimeout(timeoutMs, userSignal) : undefined;
    const signal = precise?.signal ?? userSignal;
    const body = typeof spec.body === 'function' ? spec.body() : spec.body;
    try {
      const res = await request(url, {
        method: spec.method,
        headers,
        body: body ?? null,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        ...(signal ? { signal } : {}),
        ...(this.#options.dispatcher ? { dispatcher: this.#options.dispatcher } : {}),
      });
      const text = await readBounded(res.body, res.statusCode, deadline, timeoutMs);
      return { status: res.statusCode, headers: res.headers, text };
    } catch (error) {
      if (userSignal?.aborted) throw userSignal.reason;
      if (precise?.timedOut() || isUndiciTimeout(error)) throw new APITimeoutError(timeoutMs);
      if (error instanceof ModerationError) throw error;
      const code = (error as { code?: unknown }).code;
      const origin = new URL(url).origin;
      throw new APIConnectionError(`could not reach ${origin}${typeof code === 'string' ? ` (${code})` : ''}`, { cause: error });
    } finally {
      precise?.clear();
      if (body && typeof body === 'object' && 'destroy' in body) body.destroy();
    }
  }

  [inspect.custom](): string {
    return `Transport { baseUrl: '${this.#options.baseUrl}' }`;
  }
}

/** undici's timer wheel ticks about every 500 ms; below this a timeout gets its own timer. */
const PRECISE_TIMER_BELOW_MS = 2_000;

function preciseTimeout(timeoutMs: number, userSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(userSignal?.reason);
  userSignal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => fired,
    clear: () => {
      clearTimeout(timer);
      userSignal?.removeEventListener('abort', forward);
    },
  };
}

/** The same bounds as the client's options; the key's length is the contract's. */
function checkRequestOptions(opts: RequestOptions): void {
  const bad = (name: string, rule: string) => new ConfigurationError(`invalid request option ${name}: ${rule}`);
  if (opts.timeoutMs !== undefined && !(Number.isInteger(opts.timeoutMs) && opts.timeoutMs >= 1 && opts.timeoutMs <= 3_600_000)) {
    throw bad('timeoutMs', 'must be an integer from 1 to 3600000');
  }
  if (opts.maxRetries !== undefined && !(Number.isInteger(opts.maxRetries) && opts.maxRetries >= 0 && opts.maxRetries <= 10)) {
    throw bad('maxRetries', 'must be an integer from 0 to 10');
  }
  if (opts.idempotencyKey !== undefined && !/^[\x21-\x7e]{1,200}$/.test(opts.idempotencyKey)) {
    throw bad('idempotencyKey', 'must be 1 to 200 visible ASCII characters');
  }
}

const UNDICI_TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function isUndiciTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNDICI_TIMEOUTS.has(code);
}

async function readBounded(body: AsyncIterable<Buffer> & { destroy(): unknown }, status: number, deadline: number, timeoutMs: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    if (performance.now() > deadline) {
      body.destroy();
      throw new APITimeoutError(timeoutMs);
    }
    size += chunk.length;
    if (size > MAX_RESPONSE_BYTES) {
      body.destroy();
      throw new ResponseValidationError('', `is larger than ${MAX_RESPONSE_BYTES} bytes`, status);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

function parseSuccess(raw: RawAnswer): unknown {
  if (raw.text === '') return undefined;
  try {
    return JSON.parse(raw.text);
  } catch {
    throw new ResponseValidationError('', 'is not valid JSON', raw.status);
  }
}

function toAPIError(raw: RawAnswer): APIError {
  let problem: Problem | undefined;
  try {
    const parsed = Problem.safeParse(JSON.parse(raw.text));
    if (parsed.success) problem = parsed.data;
  } catch {
    // Not JSON (a proxy's HTML page, say): the status alone describes the error.
  }
  const requestIdHeader = raw.headers[RESPONSE_HEADERS.requestId];
  const init: APIErrorInit = {
    status: raw.status,
    headers: raw.headers,
    problem,
    requestId: problem?.request_id ?? (Array.isArray(requestIdHeader) ? requestIdHeader[0] : requestIdHeader),
  };
  switch (raw.status) {
    case 400:
      return new BadRequestError(init);
    case 401:
      return new AuthenticationError(init);
    case 404:
      return new NotFoundError(init);
    case 429:
      return new RateLimitError(init, parseRetryAfter(raw.headers[RESPONSE_HEADERS.retryAfter], Date.now()));
    case 500:
      return new InternalServerError(init);
    default:
      return new APIError(init);
  }
}

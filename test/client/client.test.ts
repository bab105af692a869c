import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APIError,
  APITimeoutError,
  AuthenticationError,
  BadRequestError,
  InternalServerError,
  ModerationClient,
  NotFoundError,
  RateLimitError,
  ResponseValidationError,
  WaitTimeoutError,
  type BatchItem,
  type ClientOptions,
} from '../../src/client/index.ts';
import { bothShapes, completedResult, hateFinding, pendingResult, problem, shapeA, shapeB } from './answers.ts';
import { startScriptedServer, type Script, type ScriptedServer } from './scripted-server.ts';

const KEY = 'sk_live_very_secret_4f1c2e9a';
let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(script: Script, options: ClientOptions = {}) {
  server = await startScriptedServer(script);
  // Jitter fixed at its largest reduction so backoff waits are short and predictable.
  return { client: new ModerationClient({ baseUrl: server.url, apiKey: KEY, random: () => 0.999, ...options }), server };
}

describe('ModerationClient requests', () => {
  it('sends the key, user agent and JSON body to the endpoint path', async () => {
    const { client, server } = await clientFor([{ body: bothShapes() }], { userAgent: 'test-agent/1' });
    await client.moderateText('hello');
    const req = server.requests[0];
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/moderate/text');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.headers['user-agent']).toBe('test-agent/1');
    expect(JSON.parse(req?.body.toString() ?? '')).toEqual({ text: 'hello' });
    expect(req?.headers['idempotency-key']).toBeUndefined();
  });

  it('reads the URL and key from the environment when no option is given', async () => {
    server = await startScriptedServer([{ body: bothShapes([]) }]);
    const client = new ModerationClient({ env: { MODERATION_API_URL: server.url, MODERATION_API_KEY: 'env-key' } });
    const verdict = await client.moderateText('fine');
    expect(verdict.safe).toBe(true);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer env-key');
  });

  it('refuses a bad option with a message naming it', () => {
    expect(() => new ModerationClient({ baseUrl: 'ftp://example', env: {} })).toThrow(/baseUrl \(or MODERATION_API_URL\)/);
    expect(() => new ModerationClient({ maxRetries: -1, env: {} })).toThrow(/maxRetries/);
  });
});

describe('ModerationClient retries', () => {
  it('retries a 429 after Retry-After', async () => {
    const { client, server } = await clientFor([
      { status: 429, headers: { 'retry-after': '1' }, body: problem(429, 'rate_limited', 'Too many requests') },
      { body: bothShapes() },
    ]);
    const verdict = await client.moderateText('hi');
    expect(verdict.safe).toBe(false);
    expect(server.requests).toHaveLength(2);
    const waited = (server.requests[1]?.at ?? 0) - (server.requests[0]?.at ?? 0);
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(2500);
  });

  it('caps Retry-After by maxRetryDelayMs', async () => {
    const { client, server } = await clientFor(
      [{ status: 429, headers: { 'retry-after': '120' }, body: problem(429, 'rate_limited', 'Too many requests') }, { body: bothShapes() }],
      { maxRetryDelayMs: 50 },
    );
    const started = performance.now();
    await client.moderateText('hi');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(2);
  });

  it('throws RateLimitError with retryAfterMs when retries run out', async () => {
    const { client } = await clientFor([{ status: 429, headers: { 'retry-after': '3' }, body: problem(429, 'rate_limited', 'Too many requests') }], {
      maxRetries: 0,
    });
    const error = await client.moderateText('hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(3000);
    expect((error as RateLimitError).code).toBe('rate_limited');
  });

  it('retries a 503 twice and then succeeds', async () => {
    const { client, server } = await clientFor([
      { status: 503, body: problem(503, 'overloaded', 'Overloaded') },
      { status: 503, body: problem(503, 'overloaded', 'Overloaded') },
      { body: bothShapes() },
    ]);
    const verdict = await client.moderateText('hi');
    expect(verdict.findings).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after maxRetries with a generic APIError for a 503', async () => {
    const { client, server } = await clientFor([{ status: 503, body: problem(503, 'overloaded', 'Overloaded') }], { maxRetries: 1 });
    const error = await client.moderateText('hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect(error).not.toBeInstanceOf(InternalServerError);
    expect((error as APIError).status).toBe(503);
    expect(server.requests).toHaveLength(2);
  });

  it('times out a hanging attempt, retries it, then throws APITimeoutError', async () => {
    const { client, server } = await clientFor([{ hang: true }], { timeoutMs: 200, maxRetries: 1 });
    const started = performance.now();
    const error = await client.moderateText('hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as APITimeoutError).code).toBe('timeout');
    expect(server.requests).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    // Two 200 ms attempts and one backoff of about 375 ms.
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('times out a long attempt on the timer of the transport', async () => {
    const { client } = await clientFor([{ hang: true }], { timeoutMs: 2500, maxRetries: 0 });
    const started = performance.now();
    await expect(client.moderateText('hi')).rejects.toBeInstanceOf(APITimeoutError);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2400);
    expect(elapsed).toBeLessThan(4000);
  });

  it('stops at once when the caller aborts, without retrying', async () => {
    const { client, server } = await clientFor([{ hang: true }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('caller gave up')), 100);
    const started = performance.now();
    await expect(client.moderateText('hi', { signal: controller.signal })).rejects.toThrow('caller gave up');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });

  it('recovers when a timed-out attempt is followed by an answer', async () => {
    const { client, server } = await clientFor([{ hang: true }, { body: bothShapes() }], { timeoutMs: 200 });
    await expect(client.moderateText('hi')).resolves.toMatchObject({ safe: false });
    expect(server.requests).toHaveLength(2);
  });

  it('retries a refused connection and then reports APIConnectionError', async () => {
    server = await startScriptedServer([{}]);
    const url = server.url;
    await server.close();
    server = undefined;
    const client = new ModerationClient({ baseUrl: url, apiKey: KEY, maxRetries: 1, random: () => 0.999 });
    const error = await client.moderateText('hi').catch((e: unknown) => e);
    expect((error as Error).name).toBe('APIConnectionError');
    expect((error as { code: string }).code).toBe('connection_failed');
    expect(String((error as Error).message)).not.toContain(KEY);
    expect(inspect(error, { depth: 10, showHidden: true })).not.toContain(KEY);
  });

  it('never retries a 401 and keeps the key out of the error', async () => {
    const { client, server } = await clientFor([{ status: 401, body: problem(401, 'invalid_api_key', 'Invalid API key') }]);
    const error = await client.moderateText('hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).code).toBe('invalid_api_key');
    expect((error as AuthenticationError).requestId).toBe('req_problem');
    expect(server.requests).toHaveLength(1);
    expect((error as Error).message).not.toContain(KEY);
    expect(inspect(error, { depth: 10, showHidden: true })).not.toContain(KEY);
    expect(JSON.stringify(error)).not.toContain(KEY);
    expect((error as Error).stack ?? '').not.toContain(KEY);
  });

  it('never retries a 400 and carries the problem body', async () => {
    const body = problem(400, 'invalid_request', 'Invalid request', { errors: [{ path: 'text', message: 'must be at most 10000 characters' }] });
    const { client, server } = await clientFor([{ status: 400, body }]);
    const error = await client.moderateText('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).status).toBe(400);
    expect((error as BadRequestError).problem).toEqual(body);
    expect((error as BadRequestError).code).toBe('invalid_request');
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a 404', async () => {
    const { client, server } = await clientFor([{ status: 404, body: problem(404, 'not_found', 'Not found') }]);
    await expect(client.getResult('res_missing')).rejects.toBeInstanceOf(NotFoundError);
    expect(server.requests[0]?.path).toBe('/results/res_missing');
    expect(server.requests).toHaveLength(1);
  });

  it('keeps the key out of util.inspect of the client', async () => {
    const { client } = await clientFor([{}]);
    expect(inspect(client, { depth: 10, showHidden: true })).not.toContain(KEY);
    expect(JSON.stringify(client)).not.toContain(KEY);
    expect(Object.values(client).join(' ')).not.toContain(KEY);
  });

  it('sends the same Idempotency-Key on every attempt of a create', async () => {
    const feedback = {
      id: 'fb_1',
      result_id: 'mod_1',
      verdict: 'confirm',
      category: null,
      comment: null,
      reviewer: 'ana',
      created_at: '2026-11-22T10:15:00.000Z',
      updated_at: '2026-11-22T10:15:00.000Z',
    };
    const { client, server } = await clientFor([{ status: 500, body: problem(500, 'internal_error', 'Oops') }, { status: 502 }, { status: 201, body: feedback }]);
    const { created, feedback: stored } = await client.submitFeedback({ result_id: 'mod_1', verdict: 'confirm', reviewer: 'ana' });
    expect(created).toBe(true);
    expect(stored.id).toBe('fb_1');
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('uses a caller-given Idempotency-Key', async () => {
    const { client, server } = await clientFor([{ status: 202, body: pendingResult('res_v') }]);
    await client.moderateVideo({ url: 'https://example.com/clip.mp4' }, { idempotencyKey: 'my-key-1' });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('my-key-1');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });
});

describe('ModerationClient responses', () => {
  it('rejects a body that is not JSON', async () => {
    const { client } = await clientFor([{ body: '<html>oops' }]);
    const error = await client.moderateText('hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toMatch(/not valid JSON/);
  });

  it('accepts the first shape only', async () => {
    const { client } = await clientFor([{ body: shapeA() }]);
    const verdict = await client.moderateText('hi');
    expect(verdict).toEqual({
      id: 'mod_a',
      safe: false,
      score: 0.97,
      sandbox: true,
      latencyMs: 12,
      categories: ['hate'],
      findings: [hateFinding],
    });
  });

  it('accepts the second shape only and derives findings from its categories', async () => {
    const { client } = await clientFor([
      { body: shapeB(['hate', { name: 'spam', score: 0.4 }, { category: 'violence', severity: 'medium', confidence: 0.99 }], 0.9) },
    ]);
    const verdict = await client.moderateText('hi');
    expect(verdict.categories).toEqual(['hate', 'spam', 'violence']);
    expect(verdict.latencyMs).toBe(9);
    expect(verdict.sandbox).toBe(false);
    expect(verdict.findings).toEqual([
      { category: 'hate', severity: 'high', confidence: 0.9, action: 'block' },
      { category: 'spam', severity: 'low', confidence: 0.4, action: 'warn' },
      { category: 'violence', severity: 'medium', confidence: 0.99, action: 'review' },
    ]);
  });

  it('accepts both shapes at once', async () => {
    const { client } = await clientFor([{ body: bothShapes() }]);
    const verdict = await client.moderateText('hi');
    expect(verdict).toMatchObject({ id: 'mod_ab', safe: false, score: 0.97, sandbox: true, latencyMs: 7, categories: ['hate'] });
    expect(verdict.findings).toEqual([hateFinding]);
  });

  it('names the field when an answer fits neither shape', async () => {
    const bad = { ...shapeA(), results: [{ ...hateFinding, severity: 'extreme' }] };
    const { client } = await clientFor([{ body: bad }]);
    const error = await client.moderateText('hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).field).toBe('results[0].severity');
    expect((error as Error).message).toContain('results[0].severity');
  });

  it('names the missing field when the answer has no moderation at all', async () => {
    const { client } = await clientFor([{ body: { id: 'x' } }]);
    const error = await client.moderateText('hi').catch((e: unknown) => e);
    expect((error as ResponseValidationError).field).toBe('results');
  });

  it('reads created and updated webhooks, with the secret only on creation', async () => {
    const hook = {
      id: 'wh_1',
      url: 'https://example.com/hook',
      events: ['moderation.completed'],
      description: null,
      enabled: true,
      disabled_reason: null,
      created_at: '2026-11-22T10:15:00.000Z',
      updated_at: '2026-11-22T10:15:00.000Z',
    };
    const { client } = await clientFor([{ status: 201, body: { ...hook, secret: 'whsec_abc' } }, { status: 200, body: hook }, { body: { data: [hook] } }]);
    const created = await client.upsertWebhook({ url: hook.url });
    expect(created).toEqual({ webhook: hook, secret: 'whsec_abc', created: true });
    const updated = await client.upsertWebhook({ url: hook.url, enabled: true });
    expect(updated).toEqual({ webhook: hook, created: false });
    expect(await client.listWebhooks()).toEqual([hook]);
  });
});

describe('moderateMany', () => {
  it('moderates 250 items in 3 requests and keeps the input order', async () => {
    const { client, server } = await clientFor((req) => {
      const { items } = JSON.parse(req.body.toString()) as { items: Array<{ ref: string; text: string }> };
      return {
        body: {
          id: 'bat_1',
          sandbox: true,
          latency_ms: 3,
          processing_time_ms: 3,
          items: items.map((item, index) =>
            item.text === 'bad'
              ? { index, ref: item.ref, status: 'failed', error: problem(400, 'invalid_request', 'Invalid item') }
              : { index, ref: item.ref, status: 'completed', ...bothShapes([], `mod_${item.ref}`) },
          ),
        },
        // Later chunks answer sooner, so completion order differs from input order.
        delayMs: Math.max(0, 60 - 20 * Number(items[0]?.ref.slice(5)) / 100),
      };
    });
    const items: BatchItem[] = Array.from({ length: 250 }, (_, i) => ({ ref: `item_${i}`, type: 'text', text: i === 120 ? 'bad' : `text ${i}` }));
    const outcomes = await client.moderateMany(items, { concurrency: 3 });
    expect(server.requests).toHaveLength(3);
    expect(server.requests.map((r) => (JSON.parse(r.body.toString()) as { items: unknown[] }).items.length).sort()).toEqual([100, 100, 50]);
    expect(outcomes).toHaveLength(250);
    outcomes.forEach((o, i) => {
      expect(o.index).toBe(i);
      expect(o.ref).toBe(`item_${i}`);
    });
    expect(outcomes[120]?.ok).toBe(false);
    const first = outcomes[0];
    expect(first?.ok && first.verdict.id).toBe('mod_item_0');
  });

  it('sends nothing for an empty list', async () => {
    const { client, server } = await clientFor([{}]);
    expect(await client.moderateMany([])).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('waitForResult', () => {
  it('polls until the result is completed', async () => {
    const { client, server } = await clientFor((_req, n) => ({ body: n < 2 ? pendingResult('res_1', n === 0 ? 'queued' : 'processing') : completedResult('res_1') }));
    const state = await client.waitForResult('res_1', { intervalMs: 20, timeoutMs: 5000 });
    expect(state.status).toBe('completed');
    expect(state.verdict?.findings[0]?.category).toBe('hate');
    expect(state.completedAt).toBe('2026-11-22T10:15:00.000Z');
    expect(server.requests).toHaveLength(3);
  });

  it('waits out a 429 while polling', async () => {
    const { client, server } = await clientFor((_req, n) =>
      n === 0 ? { status: 429, headers: { 'retry-after': '1' }, body: problem(429, 'rate_limited', 'Slow down') } : { body: completedResult('res_2') },
    );
    const state = await client.waitForResult('res_2', { intervalMs: 10, timeoutMs: 5000 });
    expect(state.status).toBe('completed');
    expect((server.requests[1]?.at ?? 0) - (server.requests[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('throws WaitTimeoutError at the deadline', async () => {
    const { client, server } = await clientFor([{ body: pendingResult('res_3', 'processing') }]);
    const started = performance.now();
    const error = await client.waitForResult('res_3', { intervalMs: 50, timeoutMs: 400 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect((error as WaitTimeoutError).lastStatus).toBe('processing');
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(server.requests.length).toBeGreaterThan(2);
  });

  it('returns a failed result with its problem', async () => {
    const failed = { ...pendingResult('res_4'), status: 'failed', completed_at: '2026-11-22T10:16:00.000Z', error: problem(422, 'processing_failed', 'Bad video') };
    const { client } = await clientFor([{ body: failed }]);
    const state = await client.waitForResult('res_4', { intervalMs: 10, timeoutMs: 1000 });
    expect(state.status).toBe('failed');
    expect(state.error?.code).toBe('processing_failed');
  });
});

describe('request options', () => {
  it('refuses an unusable per-call option before sending', async () => {
    const { client, server } = await clientFor([{ body: bothShapes() }]);
    await expect(client.moderateText('hi', { timeoutMs: 0 })).rejects.toThrow(/request option timeoutMs/);
    await expect(client.submitFeedback({ result_id: 'r', verdict: 'confirm' }, { idempotencyKey: 'x'.repeat(201) })).rejects.toThrow(/idempotencyKey/);
    expect(server.requests).toHaveLength(0);
  });
});

// Authentication, validation, size limits, rate limits, quotas and idempotent replays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, PROBLEM_CONTENT_TYPE } from '../../src/api/index.ts';
import type { Clock } from '../../src/store/index.ts';
import { startService, type StartedService } from '../support/service.ts';
import { call } from './http.ts';

let service: StartedService;
let live: string;

beforeAll(async () => {
  service = await startService({ media: false, env: { PRIVATE_URLS: 'all' } });
  live = await service.createKey();
});
afterAll(async () => service.close());

const url = (path: string) => `${service.baseUrl}${path}`;
const routes = Object.values(endpoints).map((e) => ({ method: e.method, path: e.path.replace(':id', 'res_x') }));

describe('authentication', () => {
  it('answers 401 problems for missing, malformed, unknown and revoked keys on every endpoint', async () => {
    const revokedKey = await service.createKey();
    const id = (await service.store.keys.list()).at(-1)!.id;
    await service.store.keys.revoke(id, new Date().toISOString());
    const cases: [Record<string, string>, string][] = [
      [{}, 'missing_api_key'],
      [{ authorization: 'Basic dXNlcjpwYXNz' }, 'missing_api_key'],
      [{ authorization: 'Bearer' }, 'missing_api_key'],
      [{ authorization: 'Bearer wrong' }, 'invalid_api_key'],
      [{ authorization: 'Bearer a b c' }, 'invalid_api_key'],
      [{ authorization: 'Bearer cm_live_unknownunknownunknown' }, 'invalid_api_key'],
      [{ authorization: `Bearer ${revokedKey}` }, 'invalid_api_key'],
    ];
    for (const route of routes) {
      for (const [headers, code] of cases) {
        const answer = await call(url(route.path), { method: route.method, headers, ...(route.method === 'POST' ? { json: {} } : {}) });
        expect(answer.status, `${route.method} ${route.path} ${JSON.stringify(headers)}`).toBe(401);
        expect(answer.body).toMatchObject({ code, status: 401, type: `urn:content-moderation:problem:${code}` });
        expect(answer.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
        expect(answer.text).not.toContain(revokedKey);
      }
    }
  });

  it('says which part is wrong: the scheme, or the key itself', async () => {
    const basic = await call(url('/categories'), { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.body.detail).toMatch(/Authorization: Bearer <key>/);
    for (const key of ['wrong', 'cm_live_unknownunknownunknown']) {
      const answer = await call(url('/categories'), { key });
      expect(answer.body, key).toMatchObject({ code: 'invalid_api_key' });
      expect(answer.body.detail, key).not.toMatch(/header must be/);
      expect(answer.body.detail, key).toMatch(/API key/);
    }
  });

  it('refuses the demo key when SANDBOX_DEMO_KEY=off', async () => {
    const off = await startService({ media: false, env: { SANDBOX_DEMO_KEY: 'off' } });
    try {
      const answer = await call(`${off.baseUrl}/categories`, { key: off.apiKey });
      expect(answer.status).toBe(401);
    } finally {
      await off.close();
    }
  });
});

describe('validation', () => {
  it('counts the text limit in code points and names the field', async () => {
    const emoji = '😀';
    const atLimit = await call(url('/moderate/text'), { key: live, json: { text: emoji.repeat(10_000) } });
    expect(atLimit.status).toBe(200);
    const over = await call(url('/moderate/text'), { key: live, json: { text: emoji.repeat(10_001) } });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'invalid_request', errors: [{ path: 'text' }] });
    expect(over.body.errors[0].message).toMatch(/10000/);
  });

  it('applies the text limit to the text as the engine reads it, once NFKC-normalised', async () => {
    // U+FDFA becomes 18 characters under NFKC: 555 of them are 9,990, 556 are 10,008.
    const fits = await call(url('/moderate/text'), { key: live, json: { text: '\ufdfa'.repeat(555) } });
    expect(fits.status).toBe(200);
    const bomb = await call(url('/moderate/text'), { key: live, json: { text: '\ufdfa'.repeat(10_000) } });
    expect(bomb.status).toBe(400);
    expect(bomb.body).toMatchObject({ code: 'invalid_request', errors: [{ path: 'text' }] });
    expect(bomb.body.errors[0].message).toMatch(/NFKC.*180000/);
    const batch = await call(url('/moderate/batch'), { key: live, json: { items: [{ type: 'text', text: 'hello' }, { type: 'text', text: '\ufdfa'.repeat(556) }] } });
    expect(batch.status).toBe(200);
    expect(batch.body.items[0]).toMatchObject({ status: 'completed' });
    expect(batch.body.items[1]).toMatchObject({ status: 'failed', error: { status: 400, code: 'invalid_request', errors: [{ path: 'items[1].text' }] } });
  });

  it('accepts IPv6-literal URLs, which the address policy then judges', async () => {
    const hook = await call(url('/webhooks'), { key: live, json: { url: 'http://[::1]:9/hook' } });
    expect(hook.status).toBe(201);
    expect(hook.body.url).toBe('http://[::1]:9/hook');
    const malformed = await call(url('/webhooks'), { key: live, json: { url: 'http://[::zz]/hook' } });
    expect(malformed).toMatchObject({ status: 400, body: { errors: [{ path: 'url' }] } });
  });

  it('names wrong types, missing and unknown fields', async () => {
    const wrong = await call(url('/moderate/text'), { key: live, json: { text: ['a'], extra: 1 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['extra', 'text']);
    const missing = await call(url('/feedback'), { key: live, json: { verdict: 'maybe' } });
    expect(missing.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['result_id', 'verdict']);
    const array = await call(url('/moderate/text'), { key: live, json: [1, 2] });
    expect(array.status).toBe(400);
    expect(array.body.errors[0].path).toBe('');
  });

  it('reports malformed JSON and unsupported content types', async () => {
    const malformed = await call(url('/moderate/text'), { key: live, body: '{"text": "unterminated', type: 'application/json' });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'malformed_json' } });
    const empty = await call(url('/moderate/text'), { key: live, body: '', type: 'application/json' });
    expect(empty).toMatchObject({ status: 400, body: { code: 'malformed_json' } });
    const poisoned = await call(url('/moderate/text'), { key: live, body: '{"text":"a","__proto__":{"x":1}}', type: 'application/json' });
    expect(poisoned.status).toBe(400);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'image/png']) {
      const answer = await call(url('/moderate/text'), { key: live, body: 'text=hi', type });
      expect(answer, type).toMatchObject({ status: 400, body: { code: 'unsupported_content_type' } });
    }
  });

  it('answers 404 problems for unknown routes and methods', async () => {
    for (const [method, path] of [['GET', '/nothing'], ['PUT', '/moderate/text'], ['DELETE', '/webhooks'], ['GET', '/v2/categories']] as const) {
      const answer = await call(`${service.origin}${path.startsWith('/v2') ? path : `/v1${path}`}`, { method, key: live });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
  });
});

describe('body limits', () => {
  it('answers 413 for a JSON body over 1 MiB before parsing it', async () => {
    const answer = await call(url('/moderate/text'), { key: live, body: `{"text":"${'a'.repeat(1024 * 1024)}"}`, type: 'application/json' });
    expect(answer).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });

  it('allows batch bodies up to 16 MiB but not beyond', async () => {
    const items = Array.from({ length: 100 }, () => ({ type: 'text', text: 'ü'.repeat(10_000) }));
    const ok = await call(url('/moderate/batch'), { key: live, json: { items } });
    expect(ok.status).toBe(200);
    const huge = await call(url('/moderate/batch'), { key: live, body: `{"items":["${'a'.repeat(17 * 1024 * 1024)}"]}`, type: 'application/json' });
    expect(huge).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });
});

describe('rate limits and quotas', () => {
  it('sends RateLimit headers and a 429 with Retry-After when the bucket is empty', async () => {
    const key = await service.createKey({ rate: 0.01, burst: 3 });
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const ok = await call(url('/categories'), { key });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('ratelimit-limit')).toBe('3');
      seen.push(ok.headers.get('ratelimit-remaining'));
    }
    expect(seen).toEqual(['2', '1', '0']);
    const limited = await call(url('/categories'), { key });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('refills the bucket as the clock moves', async () => {
    let now = Date.UTC(2026, 10, 22, 12);
    const clock: Clock = { now: () => now };
    const timed = await startService({ media: false, deps: { clock } });
    try {
      const key = await timed.createKey({ rate: 1, burst: 1 });
      expect((await call(`${timed.baseUrl}/categories`, { key })).status).toBe(200);
      const limited = await call(`${timed.baseUrl}/categories`, { key });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('1');
      now += 1000;
      expect((await call(`${timed.baseUrl}/categories`, { key })).status).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it('refuses items past the monthly quota with quota_exceeded', async () => {
    const key = await service.createKey({ quota: 3 });
    expect((await call(url('/moderate/text'), { key, json: { text: 'one' } })).status).toBe(200);
    const tooMany = await call(url('/moderate/batch'), { key, json: { items: [1, 2, 3].map(() => ({ type: 'text', text: 'x' })) } });
    expect(tooMany).toMatchObject({ status: 429, body: { code: 'quota_exceeded' } });
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await call(url('/moderate/batch'), { key, json: { items: [1, 2].map(() => ({ type: 'text', text: 'x' })) } })).status).toBe(200);
    const usage = await call(url('/usage'), { key });
    expect(usage.body.quota).toEqual({ limit: 3, used: 3, remaining: 0 });
    expect((await call(url('/moderate/text'), { key, json: { text: 'four' } })).body.code).toBe('quota_exceeded');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first webhook creation, secret included, for the same key only', async () => {
    const headers = { 'idempotency-key': 'create-hook-1' };
    const first = await call(url('/webhooks'), { key: live, headers, json: { url: 'https://hooks.example.com/idem' } });
    const again = await call(url('/webhooks'), { key: live, headers, json: { url: 'https://hooks.example.com/idem' } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const fresh = await call(url('/webhooks'), { key: live, headers: { 'idempotency-key': 'create-hook-2' }, json: { url: 'https://hooks.example.com/idem' } });
    expect(fresh.status).toBe(200);
    const otherKey = await service.createKey();
    const theirs = await call(url('/webhooks'), { key: otherKey, headers, json: { url: 'https://hooks.example.com/idem' } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it('replays feedback and refuses an invalid key', async () => {
    const result = await call(url('/moderate/text'), { key: live, json: { text: 'x' } });
    const headers = { 'idempotency-key': 'fb-1' };
    const first = await call(url('/feedback'), { key: live, headers, json: { result_id: result.body.id, verdict: 'confirm', reviewer: 'r' } });
    const again = await call(url('/feedback'), { key: live, headers, json: { result_id: result.body.id, verdict: 'confirm', reviewer: 'r' } });
    expect([first.status, again.status]).toEqual([201, 201]);
    const bad = await call(url('/feedback'), { key: live, headers: { 'idempotency-key': 'x'.repeat(201) }, json: { result_id: result.body.id, verdict: 'confirm' } });
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ path: 'idempotency-key' }] } });
  });
});

describe('media without engines', () => {
  it('answers 501 media_unavailable for image and video', async () => {
    const image = await call(url('/moderate/image'), { key: live, body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), type: 'image/png' });
    expect(image).toMatchObject({ status: 501, body: { code: 'media_unavailable' } });
    const video = await call(url('/moderate/video'), { key: live, json: { url: 'https://example.com/v.mp4' } });
    expect(video).toMatchObject({ status: 501, body: { code: 'media_unavailable' } });
  });

  it('hands images and videos to the engines it is given', async () => {
    const seen: unknown[] = [];
    const withMedia = await startService({
      media: false,
      deps: {
        imageModerator: async (input, context) => {
          seen.push({ input: 'bytes' in input ? input.bytes.length : input.url, sandbox: context.sandbox });
          return [{ category: 'sexual', severity: 'high', confidence: 0.93, action: 'block', source: 'image' }];
        },
        videoSubmitter: async (submission) => ({
          id: 'res_video1',
          type: 'video',
          sandbox: submission.sandbox,
          status: 'queued',
          created_at: new Date().toISOString(),
          completed_at: null,
        }),
        urlGuard: async (target) => {
          if (target.includes('10.0.0.1')) throw new Error('resolves to a private address');
        },
      },
    });
    try {
      const base = withMedia.baseUrl;
      const raw = await call(`${base}/moderate/image`, { key: withMedia.apiKey, body: new Uint8Array(100), type: 'image/jpeg' });
      expect(raw.status).toBe(200);
      expect(raw.body).toMatchObject({ safe: false, score: 0.93, categories: ['sexual'] });
      const stored = await call(`${base}/results/${raw.body.id}`, { key: withMedia.apiKey });
      expect(stored.body).toMatchObject({ type: 'image', status: 'completed' });
      const inline = await call(`${base}/moderate/image`, { key: withMedia.apiKey, json: { image_base64: Buffer.alloc(10).toString('base64') } });
      expect(inline.status).toBe(200);
      const refused = await call(`${base}/moderate/image`, { key: withMedia.apiKey, json: { url: 'http://10.0.0.1/x.png' } });
      expect(refused).toMatchObject({ status: 400, body: { code: 'url_not_allowed' } });
      expect(seen).toEqual([{ input: 100, sandbox: true }, { input: 10, sandbox: true }]);
      const batch = await call(`${base}/moderate/batch`, { key: withMedia.apiKey, json: { items: [{ type: 'image', image_base64: 'AAAA' }] } });
      expect(batch.body.items[0]).toMatchObject({ status: 'completed', categories: ['sexual'] });
      const video = await call(`${base}/moderate/video`, { key: withMedia.apiKey, body: new Uint8Array(50), type: 'video/mp4' });
      expect(video.status).toBe(202);
      expect(video.headers.get('location')).toBe('/v1/results/res_video1');
      expect(video.body).toMatchObject({ id: 'res_video1', status: 'queued' });
      const hook = await call(`${base}/webhooks`, { key: withMedia.apiKey, json: { url: 'http://10.0.0.1/hook' } });
      expect(hook).toMatchObject({ status: 400, body: { code: 'url_not_allowed' } });
    } finally {
      await withMedia.close();
    }
  });
});

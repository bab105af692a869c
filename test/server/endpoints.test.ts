// The ten endpoints through real HTTP against the real service on port 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResponse, CategoryList, ModerationResponse, ModerationResultResource, Usage, WebhookCreated, WebhookList } from '../../src/api/index.ts';
import { ModerationClient } from '../../src/client/index.ts';
import { TEXT_MODEL_VERSION } from '../../src/engine/index.ts';
import { startService, type StartedService } from '../support/service.ts';
import { call } from './http.ts';

let service: StartedService;
let live: string;
let other: string;

beforeAll(async () => {
  service = await startService({ media: false, env: { PRIVATE_URLS: 'all' } });
  live = await service.createKey();
  other = await service.createKey();
});
afterAll(async () => service.close());

const url = (path: string) => `${service.baseUrl}${path}`;

describe('POST /moderate/text', () => {
  it('answers both response shapes and stores the result', async () => {
    const answer = await call(url('/moderate/text'), { key: live, json: { text: 'Lovely weather for a picnic today.' } });
    expect(answer.status).toBe(200);
    const body = ModerationResponse.parse(answer.body);
    expect(body).toMatchObject({ results: [], safe: true, score: 0, categories: [], sandbox: false });
    expect(body.id).toMatch(/^res_/);
    expect(body.processing_time_ms).toBe(body.latency_ms);
    const stored = await call(url(`/results/${body.id}`), { key: live });
    expect(stored.status).toBe(200);
    expect(ModerationResultResource.parse(stored.body)).toMatchObject({ id: body.id, type: 'text', status: 'completed', safe: true });
  });

  it('names the text model that judged it, in the answer, the stored result, a batch item and the categories', async () => {
    const answer = await call(url('/moderate/text'), { key: live, json: { text: 'Muslims are vermin and should be thrown out.' } });
    expect(answer.body.model_version).toBe(TEXT_MODEL_VERSION);
    expect((await call(url(`/results/${answer.body.id}`), { key: live })).body.model_version).toBe(TEXT_MODEL_VERSION);
    const batch = await call(url('/moderate/batch'), { key: live, json: { items: [{ type: 'text', text: 'hello' }] } });
    expect(batch.body.items[0].model_version).toBe(TEXT_MODEL_VERSION);
    expect((await call(url('/categories'), { key: live })).body.model_version).toBe(TEXT_MODEL_VERSION);
  });

  it('honours a sandbox trigger for a sandbox key', async () => {
    const answer = await call(url('/moderate/text'), { key: service.apiKey, json: { text: 'hello [[moderation:hate:high]]' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ sandbox: true, safe: false, categories: ['hate'] });
    expect(answer.body.results[0]).toMatchObject({ category: 'hate', severity: 'high', action: 'block' });
  });

  it('flags a threat as violence', async () => {
    const answer = await call(url('/moderate/text'), { key: live, json: { text: 'I know where you live and I am going to kill you tomorrow.' } });
    expect(answer.status).toBe(200);
    expect(answer.body.safe).toBe(false);
    expect(answer.body.categories).toContain('violence');
    expect(answer.body.score).toBeGreaterThan(0);
  });
});

describe('POST /moderate/batch', () => {
  it('moderates each item alone and fails only the bad ones', async () => {
    const answer = await call(url('/moderate/batch'), {
      key: live,
      json: {
        items: [
          { ref: 'a', type: 'text', text: 'hello there' },
          { ref: 'b', type: 'image', url: 'https://example.com/cat.png' },
          { ref: 'c', type: 'text', text: 42 },
          { type: 'video' },
          'not an object',
        ],
      },
    });
    expect(answer.status).toBe(200);
    const body = BatchResponse.parse(answer.body);
    expect(body.items.map((i) => i.status)).toEqual(['completed', 'failed', 'failed', 'failed', 'failed']);
    expect(body.items.map((i) => i.ref)).toEqual(['a', 'b', 'c', null, null]);
    const [first, image, wrongType, badKind, notObject] = body.items;
    expect(image).toMatchObject({ index: 1, error: { code: 'media_unavailable', status: 501 } });
    expect(wrongType).toMatchObject({ index: 2, error: { code: 'invalid_request', errors: [{ path: 'items[2].text' }] } });
    expect(badKind).toMatchObject({ error: { errors: [{ path: 'items[3].type' }] } });
    expect(notObject).toMatchObject({ error: { errors: [{ path: 'items[4]' }] } });
    if (first?.status !== 'completed') throw new Error('first item should complete');
    const item = await call(url(`/results/${first.id}`), { key: live });
    expect(item.body).toMatchObject({ type: 'text', status: 'completed' });
    const batch = await call(url(`/results/${body.id}`), { key: live });
    expect(batch.body).toMatchObject({ type: 'batch', status: 'completed' });
  });

  it('refuses an empty, oversized or non-list envelope naming items', async () => {
    for (const items of [[], Array.from({ length: 101 }, () => ({ type: 'text', text: 'x' })), 'nope', { 0: 1 }]) {
      const answer = await call(url('/moderate/batch'), { key: live, json: { items } });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_request');
      expect(answer.body.errors[0].path).toBe('items');
    }
  });

  it('accepts a full batch of 100 long texts', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ ref: String(i), type: 'text', text: 'é'.repeat(10_000) }));
    const answer = await call(url('/moderate/batch'), { key: live, json: { items } });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(100);
  });
});

describe('GET /categories', () => {
  it('lists the ten categories with media and thresholds', async () => {
    const answer = await call(url('/categories'), { key: live });
    expect(answer.status).toBe(200);
    const list = CategoryList.parse(answer.body);
    expect(list.data.map((c) => c.name).sort()).toEqual(
      ['credentials', 'harassment', 'hate', 'pii', 'profanity', 'self_harm', 'sexual', 'sexual_minors', 'spam', 'violence'],
    );
  });
});

describe('GET /results/{id}', () => {
  it('hides another key\'s result as 404', async () => {
    const mine = await call(url('/moderate/text'), { key: live, json: { text: 'mine' } });
    const theirs = await call(url(`/results/${mine.body.id}`), { key: other });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'not_found', status: 404 });
    expect(theirs.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});

describe('POST /feedback', () => {
  it('creates one record per reviewer, then updates it', async () => {
    const result = await call(url('/moderate/text'), { key: live, json: { text: 'review me' } });
    const first = await call(url('/feedback'), { key: live, json: { result_id: result.body.id, verdict: 'false_negative', reviewer: 'ana', category: 'spam' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ result_id: result.body.id, verdict: 'false_negative', reviewer: 'ana', category: 'spam', comment: null });
    const second = await call(url('/feedback'), { key: live, json: { result_id: result.body.id, verdict: 'confirm', reviewer: 'ana' } });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: first.body.id, verdict: 'confirm' });
    const anonymous = await call(url('/feedback'), { key: live, json: { result_id: result.body.id, verdict: 'confirm' } });
    expect(anonymous.status).toBe(201);
    expect(anonymous.body.reviewer).toBeNull();
  });

  it('answers 404 for an unknown or foreign result', async () => {
    const unknown = await call(url('/feedback'), { key: live, json: { result_id: 'res_nope', verdict: 'confirm' } });
    expect(unknown.status).toBe(404);
    const result = await call(url('/moderate/text'), { key: other, json: { text: 'theirs' } });
    const foreign = await call(url('/feedback'), { key: live, json: { result_id: result.body.id, verdict: 'confirm' } });
    expect(foreign.status).toBe(404);
  });
});

describe('GET /usage', () => {
  it('counts requests by operation, items by media, flagged and feedback this month', async () => {
    const key = await service.createKey({ sandbox: true });
    await call(url('/moderate/text'), { key, json: { text: 'x [[moderation:spam:low]]' } });
    const r = await call(url('/moderate/text'), { key, json: { text: 'fine' } });
    await call(url('/moderate/batch'), { key, json: { items: [{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }] } });
    await call(url('/feedback'), { key, json: { result_id: r.body.id, verdict: 'false_positive' } });
    const answer = await call(url('/usage'), { key });
    expect(answer.status).toBe(200);
    const usage = Usage.parse(answer.body);
    expect(usage.requests.by_endpoint).toEqual({ moderateText: 2, moderateBatch: 1, submitFeedback: 1 });
    expect(usage.requests.total).toBe(4);
    expect(usage.items).toEqual({ text: 4, image: 0, video: 0 });
    expect(usage.feedback).toEqual({ confirm: 0, false_positive: 1, false_negative: 0 });
    expect(usage.sandbox).toBe(true);
    expect(usage.rate_limit).toMatchObject({ limit: 200, refill_per_second: 10 });
    expect(usage.quota).toEqual({ limit: null, used: 4, remaining: null });
    const now = new Date();
    expect(usage.period.start).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString());
  });

  it('counts a sandbox-triggered finding as flagged', async () => {
    const key = await service.createKey({ sandbox: true });
    await call(url('/moderate/text'), { key, json: { text: 'x [[moderation:spam:low]]' } });
    const usage = await call(url('/usage'), { key });
    expect(usage.body.flagged).toBe(1);
  });
});

describe('webhooks', () => {
  it('creates with a secret shown once, lists without secrets, updates by id and by url', async () => {
    const key = await service.createKey();
    const created = await call(url('/webhooks'), { key, json: { url: 'https://hooks.example.com/a', description: 'first' } });
    expect(created.status).toBe(201);
    const hook = WebhookCreated.parse(created.body);
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.events).toEqual(['moderation.completed', 'moderation.failed']);
    const listed = await call(url('/webhooks'), { key });
    expect(WebhookList.parse(listed.body).data).toHaveLength(1);
    expect(listed.text).not.toContain('whsec_');
    const byUrl = await call(url('/webhooks'), { key, json: { url: 'https://hooks.example.com/a', enabled: false } });
    expect(byUrl.status).toBe(200);
    expect(byUrl.body).toMatchObject({ id: hook.id, enabled: false, description: 'first' });
    expect(byUrl.body.secret).toBeUndefined();
    const byId = await call(url('/webhooks'), { key, json: { id: hook.id, url: 'https://hooks.example.com/b', events: ['moderation.failed'] } });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: hook.id, url: 'https://hooks.example.com/b', events: ['moderation.failed'] });
    expect((await call(url('/webhooks'), { key: other })).body.data).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a bad url', async () => {
    const unknown = await call(url('/webhooks'), { key: live, json: { id: 'wh_nope', url: 'https://hooks.example.com/x' } });
    expect(unknown.status).toBe(404);
    for (const bad of ['not a url', 'ftp://example.com/x', 'javascript:alert(1)']) {
      const answer = await call(url('/webhooks'), { key: live, json: { url: bad } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].path).toBe('url');
    }
  });
});

describe('service endpoints without a key', () => {
  it('serves the OpenAPI document and a health probe', async () => {
    const doc = await call(`${service.origin}/v1/openapi.json`);
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/results/{id}');
    const health = await call(`${service.origin}/healthz`);
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('keeps a sane X-Request-Id and replaces an odd one', async () => {
    const kept = await call(url('/categories'), { key: live, headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
    const replaced = await call(url('/nope'), { key: live, headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    expect(replaced.body.request_id).toBe(replaced.headers.get('x-request-id'));
  });
});

describe('the typed client against the service', () => {
  it('moderates, reads the result, sends feedback and reads usage', async () => {
    const key = await service.createKey({ sandbox: true });
    const client = new ModerationClient({ baseUrl: service.baseUrl, apiKey: key, maxRetries: 0 });
    const verdict = await client.moderateText('hello [[moderation:violence:medium]]');
    expect(verdict.safe).toBe(false);
    expect(verdict.categories).toEqual(['violence']);
    const state = await client.getResult(verdict.id!);
    expect(state).toBeDefined();
    const feedback = await client.submitFeedback({ result_id: verdict.id!, verdict: 'confirm', reviewer: 'bo' });
    expect(feedback.created).toBe(true);
    const usage = await client.getUsage();
    expect(usage.items.text).toBe(1);
    expect((await client.listCategories()).length).toBe(10);
  });
});

// JSON bodies: bounded in structure before they are parsed, and parsed on a worker thread when
// large, with the same refusals as Fastify's own parser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_JSON_BYTES, MAX_JSON_STRUCTURE } from '../../../src/server/json-body/index.ts';
import { countJsonStructure } from '../../../src/server/json-body/scan.ts';
import { startService, type StartedService } from '../../support/service.ts';
import { call } from '../http.ts';

let service: StartedService;
let key: string;
beforeAll(async () => {
  service = await startService({ media: false, env: { LIVE_RATE: '1000000', LIVE_BURST: '1000000' } });
  key = await service.createKey();
});
afterAll(async () => service.close());

const url = (path: string) => `${service.baseUrl}${path}`;

describe('countJsonStructure', () => {
  it('counts commas, colons and opening brackets outside strings only', () => {
    const bytes = (text: string) => Buffer.from(text);
    expect(countJsonStructure(bytes('{"a":[1,2],"b":{}}'), 100)).toBe(7);
    expect(countJsonStructure(bytes('{"a,b:[{":"x\\",y"}'), 100)).toBe(2);
    expect(countJsonStructure(bytes(`[${'1,'.repeat(1000)}1]`), 10)).toBe(11);
  });
});

describe('JSON bodies', () => {
  it('refuses a batch body of 16 MiB holding millions of values with 413 before parsing it', async () => {
    const body = `{"items":[${'{},'.repeat(5_500_000)}{}]}`;
    const answer = await call(url('/moderate/batch'), { key, body, type: 'application/json' });
    expect(answer).toMatchObject({ status: 413, body: { code: 'payload_too_large', detail: expect.stringContaining(String(MAX_JSON_STRUCTURE)) } });
  }, 60_000);

  it('refuses a small body with too many values the same way', async () => {
    const body = `{"text":[${'1,'.repeat(MAX_JSON_STRUCTURE)}1]}`;
    expect(body.length).toBeLessThan(INLINE_JSON_BYTES);
    expect(await call(url('/moderate/text'), { key, body, type: 'application/json' })).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });

  it('reads a large batch on the worker and moderates it', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ ref: `r${i}`, type: 'text', text: `${i} I am going to kill you tomorrow. `.repeat(30) }));
    const body = JSON.stringify({ items });
    expect(body.length).toBeGreaterThan(INLINE_JSON_BYTES);
    const answer = await call(url('/moderate/batch'), { key, body, type: 'application/json' });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(100);
    expect(answer.body.items[99]).toMatchObject({ ref: 'r99', status: 'completed', categories: ['violence'] });
  });

  it.each([
    ['malformed', (pad: string) => `{"items":[{"type":"text","text":"${pad}"}`, 'malformed_json'],
    ['poisoned', (pad: string) => `{"items":[{"type":"text","text":"${pad}"}],"__proto__":{"admin":true}}`, 'malformed_json'],
  ])('refuses a large %s body as Fastify would', async (_name, build, code) => {
    const body = build('a'.repeat(INLINE_JSON_BYTES));
    expect(await call(url('/moderate/batch'), { key, body, type: 'application/json' })).toMatchObject({ status: 400, body: { code } });
  });
});

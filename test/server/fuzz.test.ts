// Thousands of random and malformed requests: the service answers each with a non-5xx and keeps its memory.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { request } from 'undici';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '../../src/api/index.ts';
import { startService, type StartedService } from '../support/service.ts';

let service: StartedService;
beforeAll(async () => {
  service = await startService({ media: false, env: { LIVE_RATE: '1000000', LIVE_BURST: '1000000' } });
});
afterAll(async () => service.close());

/** A seeded generator so a failure can be replayed. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const gc: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

function heap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

it('answers 2,000 malformed requests without a 5xx, a crash or a leak', async () => {
  const key = await service.createKey();
  const random = prng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const paths = [...Object.values(endpoints).map((e) => e.path.replace(':id', 'res_fuzz')), '/results/%FF%FE', '/results/' + 'x'.repeat(300), '/openapi.json', '/nowhere', '/moderate/text?x=%00'];
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
  const types = ['application/json', 'application/json; charset=latin1', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'image/png', 'video/mp4', 'application/octet-stream', '', 'application/json;;;', '*/*'];
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const bodies: (() => string | Buffer)[] = [
    () => '{',
    () => '',
    () => 'null',
    () => '[]',
    () => '{"text": 1e309}',
    () => `{"text": ${'9'.repeat(400)}}`,
    () => JSON.stringify({ text: 'a'.repeat(Math.floor(random() * 12_000)) }),
    () => JSON.stringify({ items: Array.from({ length: Math.floor(random() * 130) }, () => ({ type: pick(['text', 'image', 'x']), text: random() })) }),
    () => JSON.stringify({ items: [{ type: 'image', image_base64: '!!!notbase64' }, { type: 'image', url: 'http://[::1' }] }),
    () => `{"text": ${deep(5000)}}`,
    () => deep(20_000),
    () => Buffer.from([0x7b, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    () => Buffer.from(Array.from({ length: 200 }, () => Math.floor(random() * 256))),
    () => JSON.stringify({ result_id: 'res_x'.repeat(50), verdict: 'confirm', category: 'nope' }),
    () => JSON.stringify({ url: 'http://' + 'a'.repeat(3000) + '.com', events: ['x'] }),
    () => JSON.stringify({ id: 12, url: 'https://example.com', enabled: 'yes' }),
    () => JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} }, text: 'x' }),
    () => '{"text":"a","text":"b"}',
    () => 'a'.repeat(1024 * 1024 + 10),
  ];
  const auths = [`Bearer ${key}`, `Bearer ${key}`, `Bearer ${key}`, 'Bearer', 'Basic x', `Bearer ${'z'.repeat(5000)}`, ''];

  async function one(): Promise<number> {
    const method = pick(methods);
    const body = method === 'GET' || method === 'HEAD' ? undefined : pick(bodies)();
    const type = pick(types);
    const headers: Record<string, string> = {};
    const auth = pick(auths);
    if (auth) headers.authorization = auth;
    if (type && body !== undefined) headers['content-type'] = type;
    if (random() < 0.1) headers['idempotency-key'] = pick(['k1', 'k2', '', ' '.repeat(3), 'é']);
    if (random() < 0.05) headers['x-request-id'] = pick(['../../etc', 'ok-id', 'x'.repeat(500)]);
    const response = await request(`${service.baseUrl}${pick(paths)}`, { method: method as 'GET', headers, body });
    const text = await response.body.text();
    if (response.statusCode >= 400 && method !== 'HEAD') {
      const problem = JSON.parse(text) as { status: number; code: string };
      if (problem.status !== response.statusCode || typeof problem.code !== 'string') throw new Error(`not a problem: ${text.slice(0, 200)}`);
      if (response.statusCode === 501) expect(problem.code).toBe('media_unavailable');
      expect(String(response.headers['content-type'])).toContain('application/problem+json');
    }
    return response.statusCode;
  }

  // Warm up code paths before the baseline so lazy compilation is not counted as growth.
  for (let i = 0; i < 100; i++) await one();
  const before = heap();
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next++ < 2000) {
        const status = await one();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const after = heap();
  // 501 media_unavailable is the designed answer of a service without media engines.
  const fivexx = [...statuses].filter(([s]) => s >= 500 && s !== 501).map(([s, n]) => `${s}x${n}`);
  expect(fivexx, `statuses ${JSON.stringify([...statuses])}`).toEqual([]);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2000);
  expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  expect((await request(`${service.origin}/healthz`)).statusCode).toBe(200);
  expect(after - before, `heap grew from ${before} to ${after}`).toBeLessThan(32 * 1024 * 1024);
}, 120_000);

// Hostile and malformed requests, drawn from a seeded generator so a failure can be replayed: random
// garbage on every route, malformed multipart bodies, headers near and over the parser's limit,
// normalisation bombs (texts that grow under NFKC), oversized bodies and uploads. The fuzz test and
// the hostile benchmark both draw from it.
import { seededRandom } from '../../scripts/train/logistic.ts';
import { endpoints } from '../../src/api/index.ts';

export interface HostileRequest {
  /** What kind of hostility this is, for reports. */
  readonly kind: string;
  readonly method: string;
  /** Relative to the base URL (`/v1`). */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Buffer;
}

/** Code points that grow under NFKC (U+FDFA becomes 18 characters), and scripts the engine reads slowly. */
const EXPANDING = ['\ufdfa', '\ufdfb', '\ufb03', '\u3390', '\u2474', '\u33ff', '\uac00', '\u{1d400}'];

export interface HostileOptions {
  /** The API key most requests carry. */
  readonly key: string;
  /** The service's IMAGE_MAX_BYTES and VIDEO_MAX_BYTES, so oversized bodies are just over them. */
  readonly imageMaxBytes: number;
  readonly videoMaxBytes: number;
  /** Only these kinds; default all. */
  readonly kinds?: readonly HostileKind[];
}

export const HOSTILE_KINDS = ['garbage', 'multipart', 'long-headers', 'normalisation-bomb', 'oversized'] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];
/** How often each kind is drawn, relative to the others. */
const WEIGHTS: Readonly<Record<HostileKind, number>> = { garbage: 3, multipart: 2, 'long-headers': 1, 'normalisation-bomb': 1, oversized: 1 };

export function hostileRequests(seed: number, options: HostileOptions): () => HostileRequest {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const count = (max: number) => Math.floor(random() * max);
  const auth = { authorization: `Bearer ${options.key}` };
  const json = { ...auth, 'content-type': 'application/json' };

  const paths = [...Object.values(endpoints).map((e) => e.path.replace(':id', 'res_fuzz')), '/results/%FF%FE', `/results/${'x'.repeat(300)}`, '/openapi.json', '/nowhere', '/moderate/text?x=%00'];
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
  const types = ['application/json', 'application/json; charset=latin1', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'image/png', 'video/mp4', 'application/octet-stream', '', 'application/json;;;', '*/*'];
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const garbageBodies: (() => string | Buffer)[] = [
    () => '{',
    () => '',
    () => 'null',
    () => '[]',
    () => '{"text": 1e309}',
    () => `{"text": ${'9'.repeat(400)}}`,
    () => JSON.stringify({ text: 'a'.repeat(count(12_000)) }),
    () => JSON.stringify({ items: Array.from({ length: count(130) }, () => ({ type: pick(['text', 'image', 'x']), text: random() })) }),
    () => JSON.stringify({ items: [{ type: 'image', image_base64: '!!!notbase64' }, { type: 'image', url: 'http://[::1' }] }),
    () => `{"text": ${deep(5000)}}`,
    () => deep(20_000),
    () => Buffer.from([0x7b, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    () => Buffer.from(Array.from({ length: 200 }, () => count(256))),
    () => JSON.stringify({ result_id: 'res_x'.repeat(50), verdict: 'confirm', category: 'nope' }),
    () => JSON.stringify({ url: `http://${'a'.repeat(3000)}.com`, events: ['x'] }),
    () => JSON.stringify({ id: 12, url: 'https://example.com', enabled: 'yes' }),
    () => JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} }, text: 'x' }),
    () => '{"text":"a","text":"b"}',
    () => 'a'.repeat(1024 * 1024 + 10),
  ];
  const auths = [`Bearer ${options.key}`, `Bearer ${options.key}`, `Bearer ${options.key}`, 'Bearer', 'Bearer wrong', 'Basic x', `Bearer ${'z'.repeat(5000)}`, ''];

  function garbage(): HostileRequest {
    const method = pick(methods);
    const body = method === 'GET' || method === 'HEAD' ? undefined : pick(garbageBodies)();
    const type = pick(types);
    const headers: Record<string, string> = {};
    const authorization = pick(auths);
    if (authorization) headers.authorization = authorization;
    if (type && body !== undefined) headers['content-type'] = type;
    if (random() < 0.1) headers['idempotency-key'] = pick(['k1', 'k2', '', ' '.repeat(3), 'é']);
    if (random() < 0.05) headers['x-request-id'] = pick(['../../etc', 'ok-id', 'x'.repeat(500)]);
    return { kind: 'garbage', method, path: pick(paths), headers, ...(body !== undefined ? { body } : {}) };
  }

  function multipart(): HostileRequest {
    const field = pick(['image', 'video']);
    const boundary = pick(['b', 'x'.repeat(70), 'y'.repeat(300), '"quoted"', 'abc']);
    const part = (name: string, content: string, extraHeaders = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="f"\r\n${extraHeaders}Content-Type: application/octet-stream\r\n\r\n${content}\r\n`;
    const end = `--${boundary}--\r\n`;
    const bodies = [
      () => ({ type: 'multipart/form-data', body: 'hello' }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: part(field, 'x'.repeat(count(2000))) + end }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: part(field, 'x').replaceAll(boundary, 'mismatch') + '--mismatch--\r\n' }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: part(field, 'unterminated').slice(0, -2) }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: Array.from({ length: 12 }, (_, i) => part(`f${i}`, 'x')).join('') + end }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: part(field, 'x', `X-Long: ${'h'.repeat(count(100_000))}\r\n`) + end }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: part('__proto__', 'x') + end }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: part(field, 'a') + part(field, 'b') + end }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: '' }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(Array.from({ length: 500 }, () => count(256))) }),
    ];
    const { type, body } = pick(bodies)();
    return { kind: 'multipart', method: 'POST', path: `/moderate/${field}`, headers: { ...auth, 'content-type': type }, body };
  }

  function longHeaders(): HostileRequest {
    const headers: Record<string, string> = { ...auth };
    if (random() < 0.5) headers['x-padding'] = 'p'.repeat(8_000 + count(12_000));
    else for (let i = 0; i < 50 + count(250); i++) headers[`x-h${i}`] = 'v'.repeat(count(80));
    return { kind: 'long-headers', method: 'GET', path: pick(['/categories', '/usage', '/results/res_x']), headers };
  }

  function normalisationBomb(): HostileRequest {
    const text = () => pick(EXPANDING).repeat(1 + count(pick([600, 10_000])));
    if (random() < 0.5) return { kind: 'normalisation-bomb', method: 'POST', path: '/moderate/text', headers: json, body: JSON.stringify({ text: text() }) };
    const items = Array.from({ length: 1 + count(100) }, () => ({ type: 'text', text: text() }));
    return { kind: 'normalisation-bomb', method: 'POST', path: '/moderate/batch', headers: json, body: JSON.stringify({ items }) };
  }

  function oversized(): HostileRequest {
    const over = (limit: number) => Buffer.alloc(limit + 1 + count(1024));
    const cases: (() => HostileRequest)[] = [
      () => ({ kind: 'oversized', method: 'POST', path: '/moderate/image', headers: json, body: JSON.stringify({ image_base64: over(options.imageMaxBytes).toString('base64') }) }),
      () => ({ kind: 'oversized', method: 'POST', path: '/moderate/batch', headers: json, body: JSON.stringify({ items: [{ type: 'image', image_base64: over(options.imageMaxBytes).toString('base64') }] }) }),
      () => ({ kind: 'oversized', method: 'POST', path: '/moderate/image', headers: { ...auth, 'content-type': 'image/png' }, body: over(options.imageMaxBytes) }),
      () => ({ kind: 'oversized', method: 'POST', path: '/moderate/video', headers: { ...auth, 'content-type': 'video/mp4' }, body: over(options.videoMaxBytes) }),
    ];
    return pick(cases)();
  }

  const makers: Readonly<Record<HostileKind, () => HostileRequest>> = {
    garbage,
    multipart,
    'long-headers': longHeaders,
    'normalisation-bomb': normalisationBomb,
    oversized,
  };
  const drawn = (options.kinds ?? HOSTILE_KINDS).flatMap((kind) => Array<HostileKind>(WEIGHTS[kind]).fill(kind));
  return () => makers[pick(drawn)]();
}

// Image moderation through the real service and the real image engine: formats decided by the
// bytes, refusals, OCR findings, batch items, multipart and URL inputs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode, gif, pixelBomb, scene, textImage } from '../engine/image/fixtures.ts';
import { startService, type StartedService } from '../support/service.ts';
import { call } from './http.ts';

let service: StartedService;
let photo: Buffer;
beforeAll(async () => {
  [service, photo] = await Promise.all([startService(), scene(800, 600)]);
});
afterAll(async () => {
  await service?.close();
});

const url = (path: string) => `${service.baseUrl}${path}`;
const key = () => service.apiKey;

function multipart(field: string, bytes: Buffer, type: string): { body: Uint8Array; type: string } {
  const boundary = '----moderation-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, bytes, tail]), type: `multipart/form-data; boundary=${boundary}` };
}

describe('POST /moderate/image with the image engine', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('moderates a %s image and answers both shapes', async (format) => {
    const bytes = await encode(photo, format);
    const answer = await call(url('/moderate/image'), { key: key(), body: bytes, type: `image/${format}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ safe: true, results: [], score: 0, categories: [], sandbox: true });
    expect(answer.body.processing_time_ms).toBe(answer.body.latency_ms);
    const stored = await call(url(`/results/${answer.body.id}`), { key: key() });
    expect(stored.body).toMatchObject({ type: 'image', status: 'completed', safe: true });
  });

  it('decides the format by the bytes: a PNG sent as image/jpeg is moderated', async () => {
    const answer = await call(url('/moderate/image'), { key: key(), body: photo, type: 'image/jpeg' });
    expect(answer.status).toBe(200);
  });

  it('refuses a GIF with 400 unsupported_media_type naming gif', async () => {
    const answer = await call(url('/moderate/image'), { key: key(), body: await gif(), type: 'image/gif' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('unsupported_media_type');
    expect(answer.body.detail).toContain('gif');
  });

  it('refuses a pixel bomb with 400 before decoding it', async () => {
    const started = performance.now();
    const answer = await call(url('/moderate/image'), { key: key(), body: pixelBomb(), type: 'image/png' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain('pixels');
  });

  it('refuses a truncated JPEG with 400', async () => {
    const jpeg = await encode(photo, 'jpeg');
    const answer = await call(url('/moderate/image'), { key: key(), body: jpeg.subarray(0, Math.floor(jpeg.length / 3)), type: 'image/jpeg' });
    expect(answer.status).toBe(400);
  });

  it('refuses an image over IMAGE_MAX_BYTES with 413', async () => {
    const small = await startService({ media: true, env: { IMAGE_MAX_BYTES: '2000' } });
    try {
      const answer = await call(`${small.baseUrl}/moderate/image`, { key: small.apiKey, body: await encode(photo, 'png'), type: 'image/png' });
      expect(answer).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    } finally {
      await small.close();
    }
  });

  it('flags a threat written in the image as violence found by OCR', async () => {
    const answer = await call(url('/moderate/image'), { key: key(), body: await textImage('I will kill you tonight'), type: 'image/png' });
    expect(answer.status).toBe(200);
    expect(answer.body.safe).toBe(false);
    expect(answer.body.results).toEqual(expect.arrayContaining([expect.objectContaining({ category: 'violence', source: 'ocr' })]));
    const usage = await call(url('/usage'), { key: key() });
    expect(JSON.stringify(usage.body)).toMatch(/flagged/);
  });

  it('finds a harmless text image safe', async () => {
    const answer = await call(url('/moderate/image'), { key: key(), body: await textImage('Release notes for version 2.4'), type: 'image/png' });
    expect(answer.body).toMatchObject({ safe: true, results: [] });
  });

  it('moderates a multipart upload in the field "image" and names a missing field', async () => {
    const form = multipart('image', await encode(photo, 'webp'), 'image/webp');
    const answer = await call(url('/moderate/image'), { key: key(), body: form.body, type: form.type });
    expect(answer).toMatchObject({ status: 200, body: { safe: true } });
    const wrong = multipart('picture', await encode(photo, 'webp'), 'image/webp');
    const missing = await call(url('/moderate/image'), { key: key(), body: wrong.body, type: wrong.type });
    expect(missing).toMatchObject({ status: 400, body: { code: 'invalid_request', errors: [{ path: 'image' }] } });
  });

  it('stops a multipart upload over the byte limit with 413', async () => {
    const small = await startService({ media: true, env: { IMAGE_MAX_BYTES: '2000' } });
    try {
      const form = multipart('image', await encode(photo, 'png'), 'image/png');
      const answer = await call(`${small.baseUrl}/moderate/image`, { key: small.apiKey, body: form.body, type: form.type });
      expect(answer).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    } finally {
      await small.close();
    }
  });

  it('refuses base64 that is not an image with 400 unsupported_media_type', async () => {
    const answer = await call(url('/moderate/image'), { key: key(), json: { image_base64: Buffer.from('not an image at all').toString('base64') } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'unsupported_media_type' } });
  });
});

describe('images by URL', () => {
  let origin: Server;
  let base: string;
  let served: Buffer;
  beforeAll(async () => {
    served = await textImage('I will kill you tonight');
    origin = createServer((req, res) => {
      if (req.url === '/threat.png') res.writeHead(200, { 'content-type': 'image/png' }).end(served);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

  it('fetches an image from a loopback server and moderates it', async () => {
    const answer = await call(url('/moderate/image'), { key: key(), json: { url: `${base}/threat.png` } });
    expect(answer.status).toBe(200);
    expect(answer.body.categories).toContain('violence');
  });

  it('answers 400 fetch_failed when the remote answers 404', async () => {
    const answer = await call(url('/moderate/image'), { key: key(), json: { url: `${base}/missing.png` } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'fetch_failed' } });
  });

  it('refuses a loopback URL under PRIVATE_URLS=none', async () => {
    const strict = await startService({ media: true, env: { PRIVATE_URLS: 'none' } });
    try {
      const answer = await call(`${strict.baseUrl}/moderate/image`, { key: strict.apiKey, json: { url: `${base}/threat.png` } });
      expect(answer).toMatchObject({ status: 400, body: { code: 'url_not_allowed' } });
    } finally {
      await strict.close();
    }
  });
});

describe('batch with image items', () => {
  it('moderates image and text items; a bad image fails alone', async () => {
    const threat = await textImage('I will kill you tonight');
    const answer = await call(url('/moderate/batch'), {
      key: key(),
      json: {
        items: [
          { ref: 'photo', type: 'image', image_base64: (await encode(photo, 'jpeg')).toString('base64') },
          { ref: 'hello', type: 'text', text: 'hello' },
          { ref: 'junk', type: 'image', image_base64: Buffer.from('not an image').toString('base64') },
          { ref: 'threat', type: 'image', image_base64: threat.toString('base64') },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const items = answer.body.items;
    expect(items.map((i: { status: string }) => i.status)).toEqual(['completed', 'completed', 'failed', 'completed']);
    expect(items[2].error).toMatchObject({ code: 'unsupported_media_type', status: 400 });
    expect(items[3].categories).toContain('violence');
  });
});

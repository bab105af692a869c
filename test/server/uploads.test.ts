// Media uploads: videos are written to DATA_DIR/uploads as they arrive, never held whole, sizes
// are refused with 413 wherever they are counted, malformed multipart bodies are 400 problems on
// a connection that stays usable, and each key has a cap on uploads in flight.
// @module-tag ffmpeg
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '../../src/api/index.ts';
import { testPattern } from '../engine/video/fixtures.ts';
import { paddedVideo } from '../support/padded-video.ts';
import { startService, type StartedService } from '../support/service.ts';

const MiB = 1024 * 1024;
let service: StartedService;
let video: Buffer;
let dir: string;
/** What the video submitter was handed: the size of each uploaded file, and the small ones whole. */
const submitted = new Map<string, { size: number; bytes: Buffer | undefined }>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'moderation-uploads-'));
  [service, video] = await Promise.all([
    // Only the upload path is under test: the engines are stand-ins that keep what they are given.
    startService({
      media: false,
      env: { VIDEO_MAX_BYTES: String(24 * MiB), IMAGE_MAX_BYTES: String(MiB), UPLOADS_PER_KEY: '8' },
      deps: {
        imageModerator: async () => [],
        videoSubmitter: async ({ input, sandbox }) => {
          const id = `res_upload${submitted.size}`;
          if ('file' in input) {
            const { size } = await stat(input.file);
            submitted.set(id, { size, bytes: size <= MiB ? await readFile(input.file) : undefined });
            await rm(input.file);
          }
          return { id, type: 'video', sandbox, status: 'queued', created_at: new Date().toISOString(), completed_at: null };
        },
      },
    }),
    testPattern(dir, 'mp4', 1).then((file) => readFile(file)),
  ]);
});
afterAll(async () => {
  await service?.close();
  await rm(dir, { recursive: true, force: true });
});

const auth = () => ({ authorization: `Bearer ${service.apiKey}` });
const uploadsDir = () => join(service.dataDir, 'uploads');
const partialUploads = async () => (await readdir(uploadsDir()).catch(() => [])).filter((name) => name.endsWith('.part'));

function multipart(boundary: string, parts: string[]): string {
  return `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`;
}

const filePart = (field: string, content: string) => `Content-Disposition: form-data; name="${field}"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n${content}`;

describe('video uploads', () => {
  it('writes an upload to disk while it is still arriving, in a file and folder only their owner can open', async () => {
    const body = new PassThrough();
    const sending = request(`${service.baseUrl}/moderate/video`, { method: 'POST', headers: { ...auth(), 'content-type': 'video/mp4' }, body });
    body.write(video);
    const zeros = Buffer.alloc(MiB);
    for (let i = 0; i < 8; i++) body.write(zeros);
    // Half of the body is sent and the request is still open: that half is already on disk.
    const sent = video.length + 8 * MiB;
    const deadline = Date.now() + 10_000;
    let onDisk = 0;
    let mode = 0;
    while (onDisk < sent && Date.now() < deadline) {
      const [part] = await partialUploads();
      const info = part ? await stat(join(uploadsDir(), part)).catch(() => undefined) : undefined;
      onDisk = info?.size ?? 0;
      mode = info?.mode ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(onDisk).toBe(sent);
    expect(mode & 0o777).toBe(0o600);
    expect((await stat(uploadsDir())).mode & 0o777).toBe(0o700);
    for (let i = 0; i < 8; i++) body.write(zeros);
    body.end();
    const response = await sending;
    expect(response.statusCode).toBe(202);
    const { id } = (await response.body.json()) as { id: string };
    expect(submitted.get(id)?.size).toBe(video.length + 16 * MiB);
    expect(await partialUploads()).toEqual([]);
  });

  it('takes 8 parallel uploads of 16 MiB from one key', async () => {
    const size = 16 * MiB;
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await request(`${service.baseUrl}/moderate/video`, { method: 'POST', headers: { ...auth(), 'content-type': 'video/mp4' }, body: paddedVideo(video, size) });
        return { status: response.statusCode, body: (await response.body.json()) as any };
      }),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 202, body: { status: 'queued' } });
      expect(submitted.get(answer.body.id)?.size).toBe(size);
    }
    expect(await partialUploads()).toEqual([]);
  }, 60_000);

  it('refuses a body over VIDEO_MAX_BYTES with 413 as it streams, keeps nothing, and ends the connection', async () => {
    const body = new PassThrough();
    const sending = request(`${service.baseUrl}/moderate/video`, { method: 'POST', headers: { ...auth(), 'content-type': 'video/mp4' }, body });
    body.write(video);
    const zeros = Buffer.alloc(MiB);
    for (let i = 0; i < 25 && !body.destroyed; i++) body.write(zeros);
    const response = await sending;
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(await response.body.json()).toMatchObject({ code: 'payload_too_large' });
    body.destroy();
    expect(await partialUploads()).toEqual([]);
  });

  it('refuses a declared length over VIDEO_MAX_BYTES before reading the body', async () => {
    // Only the head is sent: the answer must not wait for a body.
    const { hostname, port } = new URL(service.origin);
    const head = `POST /v1/moderate/video HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${service.apiKey}\r\nContent-Type: video/mp4\r\nContent-Length: ${25 * MiB}\r\n\r\n`;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write(head));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('}')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"code":"payload_too_large"');
    expect(await partialUploads()).toEqual([]);
  });

  it('caps the uploads one key has in flight with a 429, and frees the slot when an upload ends', async () => {
    const key = await service.createKey();
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'video/mp4' };
    const streams = Array.from({ length: 8 }, () => new PassThrough());
    const pending = streams.map((body) => request(`${service.baseUrl}/moderate/video`, { method: 'POST', headers, body }));
    for (const body of streams) body.write(video);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ninth = await request(`${service.baseUrl}/moderate/video`, { method: 'POST', headers, body: video });
    expect(ninth.statusCode).toBe(429);
    expect(ninth.headers['retry-after']).toBe('1');
    expect(await ninth.body.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringContaining('8 uploads in flight') });
    for (const body of streams) body.end();
    for (const response of await Promise.all(pending)) {
      expect(response.statusCode).toBe(202);
      await response.body.dump();
    }
    const after = await request(`${service.baseUrl}/moderate/video`, { method: 'POST', headers, body: video });
    expect(after.statusCode).toBe(202);
    await after.body.dump();
  });

  it('counts a batch whose body may pass the JSON limit as an upload in flight, and a small batch not', async () => {
    const key = await service.createKey();
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    // Bodies sent without a length: each may grow to BATCH_BODY_LIMIT.
    const streams = Array.from({ length: 8 }, () => new PassThrough());
    const pending = streams.map((body) => request(`${service.baseUrl}/moderate/batch`, { method: 'POST', headers, body }));
    for (const body of streams) body.write('{"items":[');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // An image just under IMAGE_MAX_BYTES (the engine is a stand-in): as base64, a body over the 1 MiB JSON limit.
    const withImage = JSON.stringify({ items: [{ type: 'image', image_base64: Buffer.concat([video, Buffer.alloc(MiB - 1024 - video.length)]).toString('base64') }] });
    const refused = await request(`${service.baseUrl}/moderate/batch`, { method: 'POST', headers, body: withImage });
    expect(refused.statusCode).toBe(429);
    expect(await refused.body.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringContaining('8 uploads in flight') });
    const small = await request(`${service.baseUrl}/moderate/batch`, { method: 'POST', headers, body: JSON.stringify({ items: [{ type: 'text', text: 'hello' }] }) });
    expect(small.statusCode).toBe(200);
    await small.body.dump();
    for (const body of streams) body.end('{"type":"text","text":"hello"}]}');
    for (const response of await Promise.all(pending)) {
      expect(response.statusCode).toBe(200);
      await response.body.dump();
    }
    const after = await request(`${service.baseUrl}/moderate/batch`, { method: 'POST', headers, body: withImage });
    expect(after.statusCode).toBe(200);
    expect(((await after.body.json()) as any).items).toMatchObject([{ status: 'completed' }]);
  });

  it('removes partial uploads a stopped service left behind, once no request can still own them', async () => {
    const left = await mkdtemp(join(tmpdir(), 'moderation-left-'));
    await mkdir(join(left, 'uploads'));
    const stale = join(left, 'uploads', 'upload-0123456789abcdef01234567.part');
    const fresh = join(left, 'uploads', 'upload-fedcba9876543210fedcba98.part');
    await writeFile(stale, 'partial');
    await writeFile(fresh, 'partial');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(stale, hourAgo, hourAgo);
    const restarted = await startService({ dataDir: left, media: false });
    try {
      expect(await readdir(join(left, 'uploads'))).toEqual(['upload-fedcba9876543210fedcba98.part']);
    } finally {
      await restarted.close();
      await rm(left, { recursive: true, force: true });
    }
  });
});

describe('malformed and oversized bodies', () => {
  it.each([
    ['no boundary', () => 'multipart/form-data', () => 'hello'],
    ['a boundary over 256 characters', () => `multipart/form-data; boundary=${'b'.repeat(300)}`, (field: string) => multipart('b'.repeat(300), [filePart(field, 'xx')])],
    ['a mismatched boundary', () => 'multipart/form-data; boundary=abc', (field: string) => multipart('xyz', [filePart(field, 'xx')])],
    ['an unterminated part', () => 'multipart/form-data; boundary=abc', (field: string) => `--abc\r\n${filePart(field, 'xxxxxxxx')}`],
  ])('answers a multipart body with %s with 400 malformed_multipart on a keep-alive connection that stays usable', async (_name, type, body) => {
    const agent = new Agent({ connections: 1 });
    try {
      for (const field of ['image', 'video']) {
        const response = await request(`${service.baseUrl}/moderate/${field}`, { method: 'POST', dispatcher: agent, headers: { ...auth(), 'content-type': type() }, body: body(field) });
        expect(response.statusCode, field).toBe(400);
        expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
        expect(await response.body.json()).toMatchObject({ status: 400, code: 'malformed_multipart' });
        const next = await request(`${service.baseUrl}/categories`, { dispatcher: agent, headers: auth() });
        expect(next.statusCode).toBe(200);
        await next.body.dump();
      }
      expect(await partialUploads()).toEqual([]);
    } finally {
      await agent.close();
    }
  });

  it('takes the first video part of a multipart body and drops the rest', async () => {
    const boundary = 'twofiles';
    const head = (field: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head('video')), video, Buffer.from(`\r\n${head('video')}`), video, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const response = await request(`${service.baseUrl}/moderate/video`, { method: 'POST', headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(response.statusCode).toBe(202);
    const { id } = (await response.body.json()) as { id: string };
    expect(submitted.get(id)?.bytes?.equals(video)).toBe(true);
  });

  it('answers a base64 image over IMAGE_MAX_BYTES with 413, alone and in a batch', async () => {
    const over = Buffer.alloc(MiB + 1).toString('base64');
    const alone = await request(`${service.baseUrl}/moderate/image`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ image_base64: over }) });
    expect(alone.statusCode).toBe(413);
    expect(await alone.body.json()).toMatchObject({ code: 'payload_too_large' });
    const batch = await request(`${service.baseUrl}/moderate/batch`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ type: 'text', text: 'hello' }, { type: 'image', image_base64: over }] }),
    });
    expect(batch.statusCode).toBe(200);
    const items = ((await batch.body.json()) as any).items;
    expect(items[1]).toMatchObject({ status: 'failed', error: { status: 413, code: 'payload_too_large' } });
  });
});

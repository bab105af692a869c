import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError, ModerationClient, sniffContentType } from '../../src/client/index.ts';
import { LIMITS } from '../../src/api/index.ts';
import { bothShapes, pendingResult } from './answers.ts';
import { startScriptedServer } from './scripted-server.ts';

const run = promisify(execFile);
let dir: string;
const images: Record<string, Buffer> = {};

const CODECS = { mp4: 'libx264', webm: 'libvpx', mov: 'libx264' } as const;
/** A half-second clip made with ffmpeg as `dir/clip.<container>`, its bytes. Tests calling it carry the ffmpeg tag. */
async function video(container: keyof typeof CODECS): Promise<Buffer> {
  const file = join(dir, `clip.${container}`);
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=blue:s=64x64:d=0.5', '-c:v', CODECS[container], '-pix_fmt', 'yuv420p', '-y', file]);
  return readFile(file);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-media-'));
  const base = sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  images.jpeg = await base.clone().jpeg().toBuffer();
  images.png = await base.clone().png().toBuffer();
  images.webp = await base.clone().webp().toBuffer();
  images.avif = await base.clone().avif().toBuffer();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sniffContentType', () => {
  it('recognises JPEG, PNG, WebP and AVIF from their bytes', () => {
    expect(sniffContentType(images.jpeg!)).toBe('image/jpeg');
    expect(sniffContentType(images.png!)).toBe('image/png');
    expect(sniffContentType(images.webp!)).toBe('image/webp');
    expect(sniffContentType(images.avif!)).toBe('image/avif');
  });

  it('recognises MP4, WebM and QuickTime from their bytes', { tags: ['ffmpeg'] }, async () => {
    expect(sniffContentType((await video('mp4')).subarray(0, 64))).toBe('video/mp4');
    expect(sniffContentType((await video('webm')).subarray(0, 64))).toBe('video/webm');
    expect(sniffContentType((await video('mov')).subarray(0, 64))).toBe('video/quicktime');
  });

  it('knows nothing of other bytes', () => {
    expect(sniffContentType(Buffer.from('GIF89a....'))).toBeUndefined();
    expect(sniffContentType(new Uint8Array())).toBeUndefined();
  });
});

describe('media uploads', () => {
  it('sends an image from bytes, a stream and a file path with the sniffed type', async () => {
    const server = await startScriptedServer([{ body: bothShapes([]) }]);
    try {
      const client = new ModerationClient({ baseUrl: server.url, apiKey: 'k' });
      const path = join(dir, 'picture.bin');
      await writeFile(path, images.webp!);
      await client.moderateImage(images.png!);
      await client.moderateImage(Readable.from([images.jpeg!.subarray(0, 10), images.jpeg!.subarray(10)]));
      await client.moderateImage(path);
      await client.moderateImage(Buffer.from('GIF89a not supported'));
      expect(server.requests.map((r) => r.headers['content-type'])).toEqual(['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream']);
      expect(server.requests[1]?.body.equals(images.jpeg!)).toBe(true);
      expect(server.requests[2]?.body.equals(images.webp!)).toBe(true);
      expect(server.requests.every((r) => r.path === '/moderate/image')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('sends a file again on a retry', { tags: ['ffmpeg'] }, async () => {
    const mov = await video('mov');
    const server = await startScriptedServer([{ status: 503 }, { status: 202, body: pendingResult('res_v') }]);
    try {
      const client = new ModerationClient({ baseUrl: server.url, apiKey: 'k', random: () => 0.999 });
      const accepted = await client.moderateVideo(join(dir, 'clip.mov'));
      expect(accepted).toMatchObject({ id: 'res_v', status: 'queued' });
      expect(server.requests).toHaveLength(2);
      for (const req of server.requests) {
        expect(req.headers['content-type']).toBe('video/quicktime');
        expect(req.body.equals(mov)).toBe(true);
      }
      expect(server.requests[0]?.headers['idempotency-key']).toBe(server.requests[1]?.headers['idempotency-key']);
    } finally {
      await server.close();
    }
  });

  it('refuses a stream over the size limit before sending', async () => {
    const client = new ModerationClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k' });
    const chunk = Buffer.alloc(1024 * 1024);
    const big = Readable.from(Array.from({ length: LIMITS.imageMaxBytes / chunk.length + 1 }, () => chunk));
    const error = await client.moderateImage(big).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).code).toBe('input_too_large');
  });

  it('reports a missing file as an input error', async () => {
    const client = new ModerationClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k' });
    await expect(client.moderateImage(join(dir, 'nope.png'))).rejects.toMatchObject({ code: 'unreadable_input' });
  });
});

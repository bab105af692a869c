// The bounded body reader: whole bodies within the limit, a typed error and a stopped stream past it.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readLimited } from '../../src/net/index.ts';

const chunks = (count: number, size: number) => Array.from({ length: count }, (_, i) => new Uint8Array(size).fill(i));

describe('readLimited', () => {
  it('returns a Node stream and a web stream whole when they fit, exactly at the limit too', async () => {
    expect(await readLimited(Readable.from(chunks(3, 10)), 30)).toEqual(Buffer.concat(chunks(3, 10)));
    expect(await readLimited(ReadableStream.from(chunks(2, 5)), 10)).toEqual(Buffer.concat(chunks(2, 5)));
    expect(await readLimited(Readable.from([]), 0)).toEqual(Buffer.alloc(0));
  });

  it('throws payload_too_large past the limit and destroys a Node stream without reading on', async () => {
    let pulled = 0;
    const source = new Readable({
      highWaterMark: 1,
      read() {
        pulled++;
        this.push(new Uint8Array(10));
      },
    });
    await expect(readLimited(source, 25)).rejects.toMatchObject({ code: 'payload_too_large', maxBytes: 25 });
    expect(source.destroyed).toBe(true);
    expect(pulled).toBeLessThan(10);
  });

  it('cancels a web stream past the limit', async () => {
    let cancelled = false;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(10));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readLimited(source, 15)).rejects.toMatchObject({ code: 'payload_too_large' });
    expect(cancelled).toBe(true);
  });
});

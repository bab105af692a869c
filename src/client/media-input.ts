// Turns what a caller hands over (bytes, a stream or a file path) into a request body that can
// be sent again on a retry, plus the first bytes to sniff the format from.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { InputError } from './errors.ts';
import { SNIFF_BYTES } from './sniff.ts';
import type { BodySource } from './transport.ts';

export type MediaInput = Uint8Array | NodeJS.ReadableStream | string;

export interface PreparedMedia {
  body: BodySource;
  head: Uint8Array;
}

/**
 * Bytes are sent as they are; a file is re-opened for each attempt; a stream is read into
 * memory once (it cannot be replayed), refusing more than `maxStreamBytes`.
 */
export async function prepareMedia(input: MediaInput, maxStreamBytes: number): Promise<PreparedMedia> {
  if (input instanceof Uint8Array) return { body: input, head: input.subarray(0, SNIFF_BYTES) };
  if (typeof input === 'string') return { body: () => createReadStream(input), head: await readHead(input) };
  const bytes = await readStream(input, maxStreamBytes);
  return { body: bytes, head: bytes.subarray(0, SNIFF_BYTES) };
}

async function readHead(path: string): Promise<Uint8Array> {
  let file;
  try {
    file = await open(path, 'r');
  } catch (error) {
    throw new InputError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, 'unreadable_input', { cause: error });
  }
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function readStream(stream: NodeJS.ReadableStream, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    size += buf.length;
    if (size > maxBytes) {
      (stream as { destroy?: () => void }).destroy?.();
      throw new InputError(`stream is larger than ${maxBytes} bytes`, 'input_too_large');
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, size);
}

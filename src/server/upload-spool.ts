// Writes an upload to a file under DATA_DIR/uploads as it arrives, within a byte limit, so a video
// of 100 MB never sits in memory; a partial file is removed on any failure.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ApiError } from './errors.ts';

/** Where uploads wait for their job, inside DATA_DIR so they survive a restart. */
export function uploadsDirectory(dataDir: string): string {
  return join(dataDir, 'uploads');
}

const PART_PREFIX = 'upload-';
const PART_SUFFIX = '.part';

export interface SpooledUpload {
  readonly path: string;
  readonly bytes: number;
}

/**
 * Streams `source` into a new file in `dir`. Rejects with a 413 past `maxBytes`, with
 * `whenSourceFails(error)` when the source fails (a client gone, a malformed multipart part), and
 * with the file system's own error (a fault) when the disk does. The source is never destroyed:
 * on failure it is left paused, so the error answer can still reach the client.
 */
export async function spoolUpload(
  source: Readable,
  dir: string,
  maxBytes: number,
  whenSourceFails: (error: unknown) => unknown,
): Promise<SpooledUpload> {
  // Only the service's user may enter it, like DATA_DIR, which this may create (under PostgreSQL).
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // The source may have failed while the folder was made (a multipart part ending early).
  if (source.errored) throw whenSourceFails(source.errored);
  if (source.destroyed && !source.readableEnded) throw whenSourceFails(new Error('the upload stopped before its end'));
  const path = join(dir, `${PART_PREFIX}${randomBytes(12).toString('hex')}${PART_SUFFIX}`);
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  return new Promise<SpooledUpload>((resolve, reject) => {
    let bytes = 0;
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      source.off('data', onData).off('end', onEnd).off('error', onSourceError).off('close', onSourceClose);
      if (error === undefined) {
        resolve({ path, bytes });
        return;
      }
      source.pause();
      file.destroy();
      rm(path, { force: true }).then(
        () => reject(error),
        () => reject(error),
      );
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        settle(new ApiError(413, 'payload_too_large', `The media is over ${maxBytes} bytes.`));
        return;
      }
      if (!file.write(chunk)) {
        source.pause();
        file.once('drain', () => {
          if (!settled) source.resume();
        });
      }
    };
    const onEnd = () => file.end();
    const onSourceError = (error: unknown) => settle(whenSourceFails(error));
    const onSourceClose = () => {
      if (!source.readableEnded) settle(whenSourceFails(new Error('the upload stopped before its end')));
    };
    file.once('error', (error) => settle(error));
    file.once('finish', () => settle());
    source.on('data', onData).once('end', onEnd).once('error', onSourceError).once('close', onSourceClose);
  });
}

/**
 * Removes partial uploads older than `olderThanMs` (left by a process that stopped mid-upload); a
 * request cannot last longer than the request timeout, so older ones have no owner.
 */
export async function removeAbandonedUploads(dir: string, olderThanMs: number, nowMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(PART_PREFIX) || !name.endsWith(PART_SUFFIX)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info || nowMs - info.mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

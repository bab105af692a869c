// A large upload made from a small real video: the video first, then zeros, produced 64 KiB at a
// time, so the sender never holds the whole body.
import { Readable } from 'node:stream';

export function paddedVideo(video: Buffer, total: number): Readable {
  let sent = 0;
  const zeros = Buffer.alloc(64 * 1024);
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const chunk = sent === 0 ? video : zeros.subarray(0, Math.min(zeros.length, total - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

// Identifies a video file from its first bytes, never from its name or declared type.
import { open } from 'node:fs/promises';
import { identifyMedia, SNIFF_BYTES, UnsupportedMediaError, VIDEO_FORMATS, type VideoFormat } from '../image/index.ts';
/** The video format decided from the first bytes of the file, or `UnsupportedMediaError`. */
export async function sniffVideoFile(file: string): Promise<VideoFormat> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    const identity = identifyMedia(head.subarray(0, bytesRead));
    if (identity.kind !== 'video') throw new UnsupportedMediaError(identity.format, VIDEO_FORMATS);
    return identity.format;
  } finally {
    await handle.close();
  }
}

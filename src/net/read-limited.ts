// Reads a body (a download, an upload, a web or Node stream) into memory, never holding more
// than a limit: the one bounded reader of the project's inbound bytes.
import { PayloadTooLargeError } from './errors.ts';

/** The whole body as one Buffer; throws PayloadTooLargeError, and stops reading, past `maxBytes`. */
export async function readLimited(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Leaving the loop by throwing cancels a web stream or destroys a Node stream.
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new PayloadTooLargeError(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

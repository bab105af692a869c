// Slack files: which ones to moderate, fetching them with the bot token, and checking that the
// bytes really are media (Slack answers a bad token or a missing scope with an HTML page).
import { LIMITS } from '../api/index.ts';
import { sniffContentType } from '../client/index.ts';
import { PayloadTooLargeError, readLimited } from '../net/index.ts';

export class FileFetchError extends Error {
  readonly code: 'host_not_allowed' | 'http_error' | 'too_large' | 'not_media' | 'timeout';
  override readonly name = 'FileFetchError';
  constructor(code: FileFetchError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

export type SlackFile = { id: string; name?: string; mimetype?: string; size?: number; url_private_download?: string; url_private?: string };
export type MediaKind = 'image' | 'video';

/** What to do with a file, judged from its MIME type; undefined for files the app does not moderate. */
export function mediaKindOf(file: SlackFile): MediaKind | undefined {
  if (file.mimetype?.startsWith('image/')) return 'image';
  if (file.mimetype?.startsWith('video/')) return 'video';
  return undefined;
}

export const MAX_BYTES: Record<MediaKind, number> = { image: LIMITS.imageMaxBytes, video: LIMITS.videoMaxBytes };

/** True when the bytes start like an image the service takes (JPEG, PNG, WebP, AVIF). */
export function looksLikeImage(bytes: Uint8Array): boolean {
  return sniffContentType(bytes)?.startsWith('image/') ?? false;
}

/** True when the bytes start like a video the service takes (MP4, WebM, QuickTime). */
export function looksLikeVideo(bytes: Uint8Array): boolean {
  return sniffContentType(bytes)?.startsWith('video/') ?? false;
}

export type FetchFileOptions = {
  token: string;
  /** Hosts the bot token may be sent to: Slack's file host, plus the Web API host when overridden. */
  allowedHosts: ReadonlySet<string>;
  maxBytes: number;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
};

/** Downloads a private Slack file, bounded in size and time; the token never leaves the allowed hosts. */
export async function fetchSlackFile(url: string, kind: MediaKind, options: FetchFileOptions): Promise<Uint8Array> {
  const target = new URL(url);
  if (!options.allowedHosts.has(target.host)) throw new FileFetchError('host_not_allowed', `file host ${target.host} is not a Slack file host`);
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(target, {
      headers: { authorization: `Bearer ${options.token}` },
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new FileFetchError('timeout', `file download took over ${options.timeoutMs} ms`);
    throw new FileFetchError('http_error', `file download failed: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new FileFetchError('http_error', `file download answered ${response.status}${response.body ? '' : ' without a body'}`);
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > options.maxBytes) {
    await response.body.cancel();
    throw new FileFetchError('too_large', `file is ${declared} bytes, over the ${options.maxBytes} byte limit`);
  }
  let bytes: Buffer;
  try {
    bytes = await readLimited(response.body, options.maxBytes);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw new FileFetchError('too_large', `file is over the ${options.maxBytes} byte limit`);
    throw error;
  }
  const valid = kind === 'image' ? looksLikeImage(bytes) : looksLikeVideo(bytes);
  if (!valid) throw new FileFetchError('not_media', `downloaded bytes are not ${kind === 'image' ? 'an image' : 'a video'} (is the bot token valid and files:read granted?)`);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

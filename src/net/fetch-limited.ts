// Downloads an image or video given by URL within bounds: size, total time and redirects, each hop
// checked by the URL guard.
import { request, type Dispatcher } from 'undici';
import { FetchFailedError, PayloadTooLargeError, UrlNotAllowedError } from './errors.ts';
import { readLimited } from './read-limited.ts';
import type { UrlGuard } from './url-guard.ts';

export interface FetchLimitedOptions {
  /** Largest body accepted, in bytes. */
  readonly maxBytes: number;
  /** Milliseconds for the whole download, redirects included. */
  readonly timeoutMs: number;
  /** Redirects followed. Default 3. */
  readonly maxRedirects?: number;
  readonly guard: UrlGuard;
  /** The `Accept` header, e.g. `image/*`. */
  readonly accept?: string;
  /** The transport; pass a guarded agent so the policy also holds when connecting. */
  readonly dispatcher?: Dispatcher;
  /** Cancels the download early, e.g. at the caller's own deadline. */
  readonly signal?: AbortSignal;
}

export interface FetchedContent {
  readonly bytes: Buffer;
  /** The `Content-Type` the remote declared, if any; the bytes decide the real format. */
  readonly contentType: string | undefined;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchLimited(url: string, options: FetchLimitedOptions): Promise<FetchedContent> {
  const { maxBytes, timeoutMs, maxRedirects = 3, guard, accept = '*/*', dispatcher } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let current = url;
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      await guard(current);
      const response = await request(current, {
        method: 'GET',
        headers: { accept, 'user-agent': 'content-moderation/1' },
        signal,
        ...(dispatcher ? { dispatcher } : {}),
      });
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode) && typeof location === 'string') {
        await response.body.dump();
        current = new URL(location, current).href;
        continue;
      }
      if (response.statusCode < 200 || response.statusCode > 299) {
        await response.body.dump();
        throw new FetchFailedError(`The remote answered HTTP ${response.statusCode}.`, { status: response.statusCode });
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        // Dropped unread; the abort error it then emits is expected.
        response.body.on('error', () => {}).destroy();
        throw new PayloadTooLargeError(maxBytes);
      }
      const bytes = await readLimited(response.body, maxBytes);
      const type = response.headers['content-type'];
      return { bytes, contentType: typeof type === 'string' ? type : undefined };
    }
    throw new FetchFailedError(`The remote redirected more than ${maxRedirects} times.`);
  } catch (error) {
    if (error instanceof UrlNotAllowedError || error instanceof FetchFailedError || error instanceof PayloadTooLargeError) throw error;
    if (timeout.aborted) throw new FetchFailedError(`The remote did not answer within ${timeoutMs} ms.`, { cause: error });
    if (signal.aborted) throw new FetchFailedError('The download was cancelled.', { cause: error });
    throw new FetchFailedError(`The remote could not be reached (${describe(error)}).`, { cause: error });
  }
}

/** A short, secret-free reason: the error code (ECONNREFUSED, UND_ERR_SOCKET...) or its name. */
function describe(error: unknown): string {
  if (error instanceof Error) return (error as Error & { code?: string }).code ?? error.name;
  return 'unknown error';
}

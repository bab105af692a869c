// Fetches an image linked from a body or comment with the product's URL guard: https only, public
// addresses only (checked again on every connection, so DNS cannot slip past), bounded in size,
// time and redirects.
import type { Agent } from 'undici';
import {
  createGuardedAgent,
  createUrlGuard,
  fetchLimited,
  PayloadTooLargeError,
  systemResolver,
  UrlNotAllowedError,
  type HostResolver,
  type UrlGuard,
} from '../net/index.ts';

/** Redirects followed per image, each one checked like the first URL. */
const MAX_REDIRECTS = 3;
/** Connections open at once per host; images are moderated a few at a time anyway. */
const CONNECTIONS = 4;

export interface RemoteImageFetcherOptions {
  /** Default: the system resolver. */
  readonly resolve?: HostResolver;
}

export interface RemoteImageOptions {
  readonly maxBytes: number;
  /** Milliseconds for one image, redirects included. */
  readonly timeoutMs: number;
  /** The run's deadline. */
  readonly signal: AbortSignal;
}

export class RemoteImageFetcher {
  readonly #agent: Agent;
  readonly #guard: UrlGuard;

  constructor({ resolve = systemResolver }: RemoteImageFetcherOptions = {}) {
    // The runner's network is not the place for internal addresses: public ones only, always.
    const publicOnly = createUrlGuard({ policy: 'none', resolve });
    this.#guard = async (url) => {
      requireHttps(url);
      await publicOnly(url);
    };
    this.#agent = createGuardedAgent({ policy: 'none', resolve, connections: CONNECTIONS });
  }

  /**
   * The image's bytes; null when it is larger than `maxBytes`. Throws `UrlNotAllowedError`
   * (code `url_not_allowed`) or `FetchFailedError` (code `fetch_failed`).
   */
  async fetch(url: string, options: RemoteImageOptions): Promise<Uint8Array | null> {
    try {
      const { bytes } = await fetchLimited(url, {
        maxBytes: options.maxBytes,
        timeoutMs: options.timeoutMs,
        maxRedirects: MAX_REDIRECTS,
        guard: this.#guard,
        accept: 'image/*',
        dispatcher: this.#agent,
        signal: options.signal,
      });
      return bytes;
    } catch (error) {
      if (error instanceof PayloadTooLargeError) return null;
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }
}

/** Linked images are fetched over https only; a plain http link is refused, not upgraded. */
function requireHttps(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new UrlNotAllowedError('The URL is not a valid absolute URL.');
  }
  if (protocol !== 'https:') throw new UrlNotAllowedError(`Only https images are fetched, not ${protocol.replace(':', '')}.`);
}

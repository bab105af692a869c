// Fetches an image linked from a body or comment: https only, never a private or loopback
// address (checked on every connection, so DNS cannot be used to slip past), bounded in size
// and time.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, fetch } from 'undici';
import { RemoteImageError } from './errors.ts';
import { readBounded } from './read-bounded.ts';

const MAX_REDIRECTS = 3;

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is private, loopback, link-local, multicast or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0) {
      return callback(new RemoteImageError('url_refused', `${hostname} resolves to a private address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

export interface RemoteImageOptions {
  readonly maxBytes: number;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
}

export class RemoteImageFetcher {
  readonly #agent = new Agent({ connect: { lookup: publicOnlyLookup, timeout: 10_000 }, maxResponseSize: -1 });

  async fetch(url: string, options: RemoteImageOptions): Promise<Uint8Array> {
    const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const parsed = checkUrl(current);
      const response = await fetch(parsed, { dispatcher: this.#agent, redirect: 'manual', signal }).catch((error: unknown) => {
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof RemoteImageError) throw cause;
        throw new RemoteImageError('fetch_failed', `could not fetch ${parsed.host}: ${(error as Error).message}`);
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        current = new URL(location, parsed).href;
        continue;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new RemoteImageError('fetch_failed', `${parsed.host} answered ${response.status}`);
      }
      if (Number(response.headers.get('content-length') ?? 0) > options.maxBytes) {
        await response.body.cancel();
        throw new RemoteImageError('too_large', `the image is larger than ${options.maxBytes} bytes`);
      }
      const bytes = await readBounded(response.body, options.maxBytes);
      if (!bytes) throw new RemoteImageError('too_large', `the image is larger than ${options.maxBytes} bytes`);
      return bytes;
    }
    throw new RemoteImageError('fetch_failed', `more than ${MAX_REDIRECTS} redirects`);
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }
}

/** Refuses anything but https to a public host name or address. */
export function checkUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RemoteImageError('url_refused', 'not a valid URL');
  }
  if (parsed.protocol !== 'https:') throw new RemoteImageError('url_refused', `only https images are fetched, not ${parsed.protocol}`);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host)) throw new RemoteImageError('url_refused', `${host} is a private address`);
  if (host === 'localhost' || host.endsWith('.localhost')) throw new RemoteImageError('url_refused', `${host} is a local name`);
  return parsed;
}

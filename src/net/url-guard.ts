// Checks a URL before anything is fetched from or sent to it: http(s) only, and every address its
// host resolves to must be allowed by the operator's policy (docs/api.md, "Webhooks").
import { isIP } from 'node:net';
import { isAddressAllowed, type UrlPolicy } from './address-policy.ts';
import { FetchFailedError, UrlNotAllowedError } from './errors.ts';
import { systemResolver, type HostResolver } from './host-resolver.ts';

/** Resolves when `url` may be reached; throws `UrlNotAllowedError` or `FetchFailedError`. */
export type UrlGuard = (url: string) => Promise<void>;

export interface UrlGuardOptions {
  readonly policy: UrlPolicy;
  /** Default: the system resolver. */
  readonly resolve?: HostResolver;
}

export function createUrlGuard({ policy, resolve = systemResolver }: UrlGuardOptions): UrlGuard {
  return async (url) => {
    const hostname = allowedHostname(url);
    if (policy === 'all') return;
    const addresses = isIP(hostname) ? [{ address: hostname }] : await resolveOrFail(resolve, hostname);
    // Messages name the host only: a URL's path or query may carry a token.
    if (addresses.some((a) => !isAddressAllowed(a.address, policy))) {
      throw new UrlNotAllowedError(`The host ${hostname} resolves to an address that is not allowed (private, loopback, link-local or reserved).`);
    }
  };
}

/** The bare host name of an http(s) URL, without IPv6 brackets. */
function allowedHostname(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UrlNotAllowedError('The URL is not a valid absolute URL.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UrlNotAllowedError(`The URL scheme ${parsed.protocol.replace(':', '')} is not allowed; use http or https.`);
  }
  return parsed.hostname.replace(/^\[|\]$/g, '');
}

async function resolveOrFail(resolve: HostResolver, hostname: string): Promise<readonly { address: string }[]> {
  let addresses: readonly { address: string }[];
  try {
    addresses = await resolve(hostname);
  } catch (cause) {
    throw new FetchFailedError(`The host ${hostname} could not be resolved.`, { cause });
  }
  if (addresses.length === 0) throw new FetchFailedError(`The host ${hostname} has no address.`);
  return addresses;
}

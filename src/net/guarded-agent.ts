// An undici Agent that applies the address policy when it connects, to the addresses it actually
// connects to, so a host that resolves differently the second time (DNS rebinding) is still refused.
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { isAddressAllowed, type UrlPolicy } from './address-policy.ts';
import { UrlNotAllowedError } from './errors.ts';
import { systemResolver, type HostResolver } from './host-resolver.ts';

export interface GuardedAgentOptions {
  readonly policy: UrlPolicy;
  /** Default: the system resolver. */
  readonly resolve?: HostResolver;
  /** Milliseconds to establish a connection. Default 10,000. */
  readonly connectTimeoutMs?: number;
  /** Open connections per origin. Default 8. */
  readonly connections?: number;
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

export function createGuardedAgent({ policy, resolve = systemResolver, connectTimeoutMs = 10_000, connections = 8 }: GuardedAgentOptions): Agent {
  const refused = (host: string) => new UrlNotAllowedError(`The host ${host} resolves to an address that is not allowed.`);
  const lookup = (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        const first = addresses[0];
        if (!first) return callback(new UrlNotAllowedError(`The host ${hostname} has no address.`), []);
        if (addresses.some((a) => !isAddressAllowed(a.address, policy))) return callback(refused(hostname), []);
        if (options.all) return callback(null, addresses.map((a) => ({ address: a.address, family: a.family })));
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, []),
    );
  };
  const connector = buildConnector({ timeout: connectTimeoutMs, lookup: lookup as never });
  return new Agent({
    connections,
    connect: (options, callback) => {
      // A literal IP is never looked up, so it is judged here.
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !isAddressAllowed(host, policy)) return callback(refused(host), null);
      connector(options, callback);
    },
  });
}

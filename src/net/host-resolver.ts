// Name resolution for outbound requests, passed in so tests can point a name anywhere.
import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

/** Every address of a host name, IPv4 and IPv6. */
export type HostResolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, order: 'verbatim' });

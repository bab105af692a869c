// Which IP addresses outbound requests may reach: public ones always, loopback when the operator
// allows it, and private, link-local, CGNAT, multicast, reserved or metadata ones never.
import { BlockList, isIP } from 'node:net';

export const URL_POLICIES = ['none', 'loopback', 'all'] as const;
/** `none`: public addresses only; `loopback`: also this machine; `all`: anything (trusted networks). */
export type UrlPolicy = (typeof URL_POLICIES)[number];

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT; also some clouds' metadata (100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local; cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible block
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local; AWS metadata fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an outbound connection to `address` (an IP literal) is allowed under `policy`. */
export function isAddressAllowed(address: string, policy: UrlPolicy): boolean {
  if (policy === 'all') return true;
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 0) return false;
  const embedded = family === 6 ? embeddedIPv4(plain) : undefined;
  const target = embedded ?? plain;
  const type = embedded !== undefined || family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(target, type)) return policy === 'loopback';
  return !NOT_PUBLIC.check(target, type);
}

/**
 * The IPv4 address carried inside an IPv6 one (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`,
 * 6to4 `2002::/16`), so `::ffff:127.0.0.1` is judged as 127.0.0.1.
 */
function embeddedIPv4(address: string): string | undefined {
  const b = ipv6Bytes(address);
  const v4 = (o: number) => `${b[o]}.${b[o + 1]}.${b[o + 2]}.${b[o + 3]}`;
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return v4(12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return undefined;
}

/** The 16 bytes of a valid IPv6 literal (checked by `isIP` before). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  let tail: number[] = [];
  if (dotted) {
    tail = dotted.slice(1).map(Number);
    text = text.slice(0, dotted.index) + '0:0';
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const words = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  if (dotted) bytes.splice(12, 4, ...tail);
  return bytes;
}

/**
 * Whether an address is reachable by strangers (env.ts: a public deployment must not run the
 * stand-ins, decision 0018): loopback, private, link-local, CGNAT and private names are not.
 */
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local and shared (CGNAT) ranges: addresses no stranger reaches. */
const PRIVATE_RANGES = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv4');
  }
  for (const [net, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv6');
  }
  return list;
})();

/** Names that only resolve inside a network: localhost, mDNS, RFC 8375 and ICANN's .internal. */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/i;

/**
 * Whether a public address (a URL) can be reached by strangers: false for loopback, private,
 * link-local addresses, names reserved for private networks and single-label host names.
 */
export function isPublicAddress(url: string): boolean {
  let host = new URL(url).hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  // An IPv4-mapped IPv6 address (the URL parser writes ::ffff:7f00:1) is its IPv4 address.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(host);
  if (mapped?.[1] && mapped[2]) {
    const [hi, lo] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
    host = [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  const family = isIP(host);
  if (family === 4) return !PRIVATE_RANGES.check(host, 'ipv4');
  if (family === 6) return !PRIVATE_RANGES.check(host, 'ipv6');
  if (!host.includes('.')) return false;
  return !PRIVATE_NAME.test(host);
}

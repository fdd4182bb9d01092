import { BlockList, isIP } from 'node:net';

/**
 * Addresses a fetch of something a feed or a site's config names must never reach: this host,
 * the private networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * multicast and reserved ranges, in IPv4, IPv6 and IPv4-mapped or -compatible IPv6.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // The unspecified and loopback addresses, and the deprecated IPv4-compatible ones (::a.b.c.d).
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv4-mapped IPv6 address stands for ('::ffff:7f00:1' → '127.0.0.1'). */
function unmapped(address: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return address;
}

/** Whether `address` (an IP literal) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const plain = unmapped(address);
  const version = isIP(plain);
  if (version === 0) return false;
  return !blocked.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Exactly the addresses listed (IP literals), matched however an address is written
 * ('::1' and '0:0:0:0:0:0:0:1', '10.0.0.5' and '::ffff:10.0.0.5').
 */
export function createAddressList(addresses: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of addresses) {
    const plain = unmapped(entry);
    const version = isIP(plain);
    if (version !== 0) list.addAddress(plain, version === 4 ? 'ipv4' : 'ipv6');
  }
  return (address) => {
    const plain = unmapped(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

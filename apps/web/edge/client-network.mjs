// @ts-check
import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for in per-client limits: an IPv4 address as it is, an
 * IPv6 address as its /64 (one subscriber usually holds a whole /64, so counting single
 * addresses would let one client be 2^64 clients). IPv4-mapped IPv6 is the IPv4 address.
 * @param {string} ip
 * @returns {string}
 */
export function getClientNetwork(ip) {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1] ?? bare;
  if (!isIPv6(bare)) return bare;
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The key every per-client limit counts under (request rate limits, concurrent connections): an IPv4 address as it
 * is, an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as its IPv4 address, any other IPv6 address as its /64
 * (`2001:db8:1:2::/64`), since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names the interface, not the client
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return bare.toLowerCase();
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi, lo] = [groups[6] as number, groups[7] as number];
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` expanded and a trailing dotted IPv4 part converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/** The client key of a request: its address (`request.ip`, which honours `TRUST_PROXY`) reduced by `clientKey`. */
export const requestClientKey = (request: FastifyRequest): string => clientKey(request.ip);

/**
 * Where a webhook may be sent: http(s) URLs whose every resolved address is public. Loopback, private, shared,
 * link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254 included), multicast and reserved addresses are
 * refused, checked at send time after DNS, unless WEBHOOK_ALLOW_PRIVATE=1. The request then connects to the address
 * that was checked, so a name that resolves differently a moment later (DNS rebinding) changes nothing.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';

const BLOCKED = new net.BlockList();
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
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** True when a webhook may not reach this address (an IPv4-mapped IPv6 address is judged as its IPv4 one). */
export function isRefusedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return BLOCKED.check(mapped[1], 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

export class RefusedTarget extends Error {}

/** The address to connect to for `url`, or RefusedTarget with the reason a delivery log shows. */
export async function targetAddress(url: URL, allowPrivate: boolean): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RefusedTarget('Only http and https URLs');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new RefusedTarget(`The host ${host} could not be resolved`);
    }
  }
  const first = addresses[0];
  if (!first) throw new RefusedTarget(`The host ${host} could not be resolved`);
  if (!allowPrivate) {
    const refused = addresses.find((entry) => isRefusedAddress(entry.address));
    if (refused) throw new RefusedTarget(`Refused address ${refused.address} (private, loopback or reserved)`);
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

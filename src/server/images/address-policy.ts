import { BlockList, isIP } from 'node:net';

/** One address a host name resolved to, about to be connected to. */
export interface AddressTarget {
  /** The host name of the URL (an IP literal stays as written, without brackets). */
  hostname: string;
  address: string;
  family: 4 | 6;
  port: number;
}

/** Decides whether the fetcher may connect to an address; asked before every connection. */
export type AddressPolicy = (target: AddressTarget) => boolean;

const forbiddenIpv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", includes the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services live here
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes the broadcast address
] as const) {
  forbiddenIpv4.addSubnet(network, prefix, 'ipv4');
}

// IPv6 is allowed only inside global unicast (2000::/3). That alone shuts out the unspecified
// address, loopback, IPv4-mapped and IPv4-compatible addresses, NAT64 (64:ff9b::/96 and
// 64:ff9b:1::/48), discard-only, unique local (fc00::/7), link-local (fe80::/10) and multicast.
const globalUnicastIpv6 = new BlockList();
globalUnicastIpv6.addSubnet('2000::', 3, 'ipv6');

// Special blocks inside 2000::/3: some embed an IPv4 address that would reach the inside.
const forbiddenIpv6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments, includes Teredo (2001::/32) and benchmarking
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, embeds an IPv4 address
  ['3fff::', 20], // documentation
] as const) {
  forbiddenIpv6.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet; false for anything else, garbage included. */
export function isPublicAddress(address: string): boolean {
  // A zone id (fe80::1%eth0) only ever comes with link-local and scoped addresses.
  if (address.includes('%')) return false;
  const family = isIP(address);
  if (family === 4) return !forbiddenIpv4.check(address, 'ipv4');
  if (family === 6) {
    return globalUnicastIpv6.check(address, 'ipv6') && !forbiddenIpv6.check(address, 'ipv6');
  }
  return false;
}

/** The production policy: public addresses only, whatever the port or host name. */
export const publicAddressesOnly: AddressPolicy = (target) => isPublicAddress(target.address);

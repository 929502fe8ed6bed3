import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '#server/images/address-policy.ts';

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '185.199.108.153',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::2004',
  ])('lets the public address %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['unspecified', '0.0.0.0'],
    ['this network', '0.1.2.3'],
    ['loopback', '127.0.0.1'],
    ['loopback, end of 127/8', '127.255.255.254'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.16.0.1'],
    ['private 172.16/12, top', '172.31.255.255'],
    ['private 192.168/16', '192.168.0.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['carrier-grade NAT, top', '100.127.255.255'],
    ['link-local', '169.254.169.254'],
    ['IETF protocol assignments', '192.0.0.170'],
    ['documentation TEST-NET-1', '192.0.2.1'],
    ['documentation TEST-NET-2', '198.51.100.1'],
    ['documentation TEST-NET-3', '203.0.113.1'],
    ['benchmarking', '198.19.0.1'],
    ['6to4 relay', '192.88.99.1'],
    ['multicast', '224.0.0.1'],
    ['multicast, top', '239.255.255.255'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 unspecified', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped public address', '::ffff:8.8.8.8'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::10.0.0.1'],
    ['local-use NAT64', '64:ff9b:1::a00:1'],
    ['discard-only', '100::1'],
    ['unique local', 'fc00::1'],
    ['unique local fd00::/8', 'fd12:3456::1'],
    ['link-local', 'fe80::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['site-local (deprecated)', 'fec0::1'],
    ['multicast', 'ff02::1'],
    ['Teredo', '2001::1'],
    ['benchmarking', '2001:2::1'],
    ['documentation 2001:db8::/32', '2001:db8::1'],
    ['documentation 3fff::/20', '3fff::1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['not an address', 'localhost'],
    ['empty', ''],
  ])('refuses %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

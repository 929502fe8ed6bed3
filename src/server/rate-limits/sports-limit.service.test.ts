import { describe, expect, it } from 'vitest';
import { callerOfAddress } from '#server/rate-limits/sports-limit.service.ts';

/** The part of an address the sports limits count by. */
describe('caller of an address', () => {
  it('keeps an IPv4 address, also written as an IPv4-mapped IPv6 address', () => {
    expect(callerOfAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(callerOfAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('takes an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:7:1::/64';
    expect(callerOfAddress('2001:db8:7:1::10')).toBe(network);
    expect(callerOfAddress('2001:0db8:0007:0001:00ab:00cd:00ef:0099')).toBe(network);
    expect(callerOfAddress('2001:db8:7:1:ab:cd:1.2.3.4')).toBe(network);
    expect(callerOfAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(callerOfAddress('::1')).toBe('0:0:0:0::/64');
    expect(callerOfAddress('2001:db8:7:2::10')).not.toBe(network);
  });

  it('keeps what is no address as it is (a socket without one)', () => {
    expect(callerOfAddress('unknown')).toBe('unknown');
  });
});

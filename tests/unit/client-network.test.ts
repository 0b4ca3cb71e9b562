import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from '../../worker/lib/client-network';

describe('rateLimitSubject', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject(' 10.0.0.1 ')).toBe('10.0.0.1');
  });

  it('counts IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const a = rateLimitSubject('2804:14c:5b8:8f2a:1c3e:9a4f:12:7');
    const b = rateLimitSubject('2804:14c:5b8:8f2a::dead:beef');
    const c = rateLimitSubject('[2804:014C:05b8:8F2A:0000:0000:0000:0001]');
    expect(a).toBe('2804:14c:5b8:8f2a::/64');
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('tells two /64 networks apart', () => {
    expect(rateLimitSubject('2804:14c:5b8:8f2a::1')).not.toBe(rateLimitSubject('2804:14c:5b8:8f2b::1'));
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves something that is not an address alone (it still gets its own budget)', () => {
    expect(rateLimitSubject('unknown')).toBe('unknown');
    expect(rateLimitSubject('1:2:3')).toBe('1:2:3');
    expect(rateLimitSubject('1::2::3')).toBe('1::2::3');
  });
});

import { describe, expect, it } from 'vitest';
import { throttleAddress } from '../services/shared/throttle';
import { resolveClientAddress } from './client-address';

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', () => {
    expect(resolveClientAddress('203.0.113.9', '1.2.3.4', { hops: 0 })).toBe('203.0.113.9');
  });

  it('takes the right-most address a trusted hop added, never the left-most the client wrote', () => {
    // The client forged "6.6.6.6"; our one proxy appended the address it really saw.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', { hops: 1 })).toBe('198.51.100.7');
    // Two hops (a CDN, then our load balancer at the socket).
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 172.16.0.4', { hops: 2 })).toBe(
      '198.51.100.7',
    );
    // Fewer entries than hops: the left-most there is.
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7', { hops: 3 })).toBe('198.51.100.7');
    expect(resolveClientAddress('10.0.0.2', undefined, { hops: 1 })).toBe('10.0.0.2');
  });

  it('walks left past addresses in the trusted list and CIDRs', () => {
    const trust = { proxies: ['10.0.0.0/8', '2001:db8:ffff::1'] };
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.2.3', trust)).toBe('198.51.100.7');
    expect(resolveClientAddress('2001:db8:ffff::1', '6.6.6.6, 2001:db8:1::5', trust)).toBe('2001:db8:1::5');
    expect(resolveClientAddress('::ffff:10.0.0.2', '198.51.100.7', trust)).toBe('198.51.100.7');
    // A request that did not come through a trusted proxy: its header is the client's own invention.
    expect(resolveClientAddress('198.51.100.50', '10.0.0.9', trust)).toBe('198.51.100.50');
    // Unparseable entries are never trusted.
    expect(resolveClientAddress('10.0.0.2', 'garbage', trust)).toBe('garbage');
  });
});

describe('throttleAddress', () => {
  it('counts IPv6 clients per /64 and IPv4 clients per address', () => {
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(throttleAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(throttleAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(throttleAddress('local')).toBe('local');
  });
});

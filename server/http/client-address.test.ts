import { describe, expect, it } from 'vitest';
import { throttleAddress } from '../services/shared/throttle';
import { hopCountExposed, resolveClientAddress, withoutPort } from './client-address';

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

describe('ports in X-Forwarded-For', () => {
  it('strips the port from IPv4 and bracketed IPv6 entries, and leaves bare addresses alone', () => {
    expect(withoutPort('1.2.3.4:5678')).toBe('1.2.3.4');
    expect(withoutPort('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(withoutPort('[2001:db8::1]')).toBe('2001:db8::1');
    expect(withoutPort('2001:db8::1')).toBe('2001:db8::1');
    expect(withoutPort('198.51.100.7')).toBe('198.51.100.7');
  });

  it('gives one client one address whatever port it writes, in hop and proxy-list modes', () => {
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4:5678', { hops: 1 })).toBe('1.2.3.4');
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4:1111', { hops: 1 })).toBe('1.2.3.4');
    expect(resolveClientAddress('10.0.0.2', '[2001:db8::1]:443', { hops: 1 })).toBe('2001:db8::1');
    const trust = { proxies: ['10.0.0.0/8'] };
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7:4000, 10.1.2.3:80', trust)).toBe('198.51.100.7');
    expect(throttleAddress(resolveClientAddress('10.0.0.2', '[2001:db8:1:2::9]:8443', { hops: 1 }))).toBe(
      '2001:db8:1:2::/64',
    );
  });
});

describe('hopCountExposed', () => {
  it('flags hop counting on an app that listens on every interface', () => {
    expect(hopCountExposed({ hops: 1 }, '0.0.0.0')).toBe(true);
    expect(hopCountExposed({ hops: 2 }, '::')).toBe(true);
    expect(hopCountExposed({ hops: 1 }, '127.0.0.1')).toBe(false);
    expect(hopCountExposed({ hops: 1 }, '10.0.0.5')).toBe(false);
    expect(hopCountExposed({ hops: 0 }, '0.0.0.0')).toBe(false);
    expect(hopCountExposed({ proxies: ['10.0.0.0/8'] }, '0.0.0.0')).toBe(false);
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

import { describe, expect, it } from 'vitest';
import { parseTrustProxy, resolveClientAddress } from './client-address';

const visitor = '203.0.113.7';
const spoof = '6.6.6.6';

describe('the visitor address behind 0, 1 and 2 proxies', () => {
  it('no proxy trusted: the socket peer, whatever the header says', () => {
    const t = parseTrustProxy(undefined);
    expect(resolveClientAddress(t, `::ffff:${visitor}`, `${spoof}`)).toBe(visitor);
    expect(resolveClientAddress(parseTrustProxy('0'), visitor, spoof)).toBe(visitor);
    expect(resolveClientAddress(parseTrustProxy('false'), visitor, spoof)).toBe(visitor);
  });

  it('one hop (nginx appends the peer it saw): the right-most entry, never a spoofed left one', () => {
    const t = parseTrustProxy('1');
    expect(resolveClientAddress(t, '127.0.0.1', visitor)).toBe(visitor);
    expect(resolveClientAddress(t, '127.0.0.1', `${spoof}, ${visitor}`)).toBe(visitor);
    expect(resolveClientAddress(t, '127.0.0.1', `${spoof}, 1.1.1.1, ${visitor}`)).toBe(visitor);
    expect(resolveClientAddress(parseTrustProxy('true'), '127.0.0.1', `${spoof}, ${visitor}`)).toBe(visitor);
  });

  it('two hops (a load balancer in front of nginx)', () => {
    const t = parseTrustProxy('2');
    expect(resolveClientAddress(t, '10.0.0.2', `${spoof}, ${visitor}, 10.0.0.1`)).toBe(visitor);
    expect(resolveClientAddress(t, '10.0.0.2', `${visitor}, 10.0.0.1`)).toBe(visitor);
  });

  it('a chain shorter than the trusted hops ends at its left-most valid entry', () => {
    expect(resolveClientAddress(parseTrustProxy('2'), '10.0.0.2', visitor)).toBe(visitor);
    expect(resolveClientAddress(parseTrustProxy('1'), '127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(resolveClientAddress(parseTrustProxy('1'), '127.0.0.1', 'not-an-address')).toBe('127.0.0.1');
  });

  it('a list of proxies: the right-most hop outside it', () => {
    const t = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(resolveClientAddress(t, '127.0.0.1', `${spoof}, ${visitor}, 10.1.2.3`)).toBe(visitor);
    expect(resolveClientAddress(t, '127.0.0.1', `${spoof}, ${visitor}`)).toBe(visitor);
    // A peer that is not one of our proxies is the visitor, whatever it wrote.
    expect(resolveClientAddress(t, visitor, `${spoof}`)).toBe(visitor);
    // IPv6 peers and mapped IPv4 addresses.
    expect(resolveClientAddress(t, '::1', `${spoof}, 2001:db8::5`)).toBe('2001:db8::5');
    expect(resolveClientAddress(t, '::ffff:127.0.0.1', `${spoof}, ::ffff:${visitor}`)).toBe(visitor);
  });

  it('a garbage entry right of the visitor stops the walk at the last good hop', () => {
    expect(resolveClientAddress(parseTrustProxy('loopback'), '127.0.0.1', `${visitor}, junk`)).toBe('127.0.0.1');
  });

  it('bad settings fail at start with a clear message', () => {
    expect(() => parseTrustProxy('11')).toThrow(/hop count/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/not an address/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/bad prefix/);
  });
});

// The visitor's true address, decided once for every limit (logins, likes, visitor ids, coupons,
// translation). Behind reverse proxies the socket's peer is the nearest proxy and X-Forwarded-For
// lists the hops, each proxy appending the address it saw; only the entries our own proxies appended
// can be believed, so the address is read from the right: the right-most hop that is not a trusted
// proxy. Whatever a client writes into the header sits left of that and is never chosen.
import net from 'node:net';
import type { Context } from 'hono';

/**
 * TRUST_PROXY, as Express's `trust proxy` reads it, except that nothing trusts the left-most entry:
 *   - unset, '', '0', 'false': no proxy; the socket's peer is the visitor;
 *   - a count N ('1', '2'; 'true' means 1): the N nearest hops are our proxies;
 *   - a list of addresses or CIDR ranges, comma-separated ('127.0.0.1', '10.0.0.0/8, ::1', 'loopback',
 *     'private'): every hop inside them is one of our proxies.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: net.BlockList; text: string };

const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
};

export function parseTrustProxy(value: string | number | boolean | undefined | null): TrustProxy {
  if (value === undefined || value === null || value === false) return { kind: 'none' };
  if (value === true) return { kind: 'hops', hops: 1 };
  if (typeof value === 'number') return hopsOf(value, String(value));
  const text = value.trim();
  if (!text || text === '0' || text === 'false') return { kind: 'none' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) return hopsOf(Number(text), text);
  const list = new net.BlockList();
  for (const raw of text.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (NAMED[entry]) {
      for (const [addr, prefix, family] of NAMED[entry]) list.addSubnet(addr, prefix, family);
      continue;
    }
    const [addr, prefixText] = entry.split('/');
    const family = net.isIP(addr);
    if (!family) throw new Error(`TRUST_PROXY: '${raw.trim()}' is not an address, a CIDR range, a count or loopback/private/linklocal`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) {
      list.addAddress(addr, type);
      continue;
    }
    const prefix = Number(prefixText);
    if (!/^\d+$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: bad prefix in '${raw.trim()}'`);
    list.addSubnet(addr, prefix, type);
  }
  return { kind: 'list', list, text };
}

function hopsOf(n: number, text: string): TrustProxy {
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`TRUST_PROXY: '${text}' is not a hop count between 0 and 10`);
  return n === 0 ? { kind: 'none' } : { kind: 'hops', hops: n };
}

/** '::ffff:1.2.3.4' → '1.2.3.4'; brackets and zone ids removed; '' when it is no address at all. */
export function normalizeAddress(raw: string | undefined | null): string {
  if (!raw) return '';
  let a = raw.trim();
  if (a.startsWith('[') && a.includes(']')) a = a.slice(1, a.indexOf(']'));
  const zone = a.indexOf('%');
  if (zone > 0) a = a.slice(0, zone);
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a)) a = a.slice(7);
  return net.isIP(a) ? a.toLowerCase() : '';
}

function isTrusted(trust: Extract<TrustProxy, { kind: 'list' }>, addr: string): boolean {
  return trust.list.check(addr, net.isIP(addr) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The visitor's address from the socket's peer and the X-Forwarded-For header. The chain is read
 * from the right (nearest hop first); the first hop that is not ours is the visitor. A chain
 * shorter than the trusted hops ends at its left-most valid entry (a proxy that added nothing).
 */
export function resolveClientAddress(trust: TrustProxy, socketAddress: string | undefined | null, forwardedFor: string | undefined | null): string {
  const peer = normalizeAddress(socketAddress) || 'unknown';
  if (trust.kind === 'none' || !forwardedFor) return peer;
  const hops = forwardedFor.split(',').map(normalizeAddress).reverse(); // nearest first
  if (trust.kind === 'hops') {
    // The peer is hop 0 (our nearest proxy); with N trusted hops the visitor is entry N of the chain.
    let current = peer;
    for (let i = 0; i < trust.hops && i < hops.length; i++) {
      if (!hops[i]) break; // garbage written by someone we do not trust: stop at the last good hop
      current = hops[i];
    }
    return current;
  }
  let current = peer;
  for (const hop of hops) {
    if (!isTrusted(trust, current)) return current;
    if (!hop) return current;
    current = hop;
  }
  return current;
}

/** The address of a Hono request served by @hono/node-server (tests without a socket: 'local'). */
export function socketAddressOf(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

export type ClientAddress = (c: Context) => string;

/** One function every limit uses; the result is kept on the request. */
export function createClientAddress(trust: TrustProxy): ClientAddress {
  return (c) => {
    const known = c.get('clientAddress' as never) as string | undefined;
    if (known) return known;
    const socket = socketAddressOf(c);
    const addr = socket === undefined && trust.kind === 'none' ? 'local' : resolveClientAddress(trust, socket, c.req.header('x-forwarded-for'));
    c.set('clientAddress' as never, addr as never);
    return addr;
  };
}

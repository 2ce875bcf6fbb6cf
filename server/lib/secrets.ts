// Random identifiers and hashes: visitor ids, session tokens, admin-code hashes, coupon codes.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** The first 4 hex digits of SHA-256: narrows a code to about one admin without revealing it. */
export const codeLookup = (code: string) => sha256(`admin-code:${code}`).slice(0, 4);

export async function hashCode(code: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scryptAsync(code, salt, 32, SCRYPT);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyCode(code: string, stored: string): Promise<boolean> {
  const [kind, saltB64, hashB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64url');
  const actual = await scryptAsync(code, Buffer.from(saltB64, 'base64url'), expected.length, SCRYPT);
  return crypto.timingSafeEqual(expected, actual);
}

export const randomToken = (bytes = 24) => crypto.randomBytes(bytes).toString('base64url');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I
export function randomCode(length: number): string {
  const bytes = crypto.randomBytes(length);
  let s = '';
  for (let i = 0; i < length; i++) s += CODE_ALPHABET[bytes[i] % CODE_ALPHABET.length];
  return s;
}

/**
 * Visitor ids are issued by the server and signed, so a forged or client-made id is recognised
 * without a database lookup: 'v' + 16 random bytes + '.' + 12 bytes of HMAC.
 */
export function createVisitorIds(key: string) {
  const sign = (body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url').slice(0, 16);
  return {
    issue(): string {
      const body = `v${crypto.randomBytes(16).toString('base64url')}`;
      return `${body}.${sign(body)}`;
    },
    isValid(id: unknown): id is string {
      if (typeof id !== 'string' || id.length > 64) return false;
      const dot = id.indexOf('.');
      if (dot < 2) return false;
      const body = id.slice(0, dot);
      const mac = id.slice(dot + 1);
      const expected = sign(body);
      return mac.length === expected.length && crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected));
    },
  };
}
export type VisitorIds = ReturnType<typeof createVisitorIds>;

// Settings read from the environment (server/main.ts) or passed by tests. Parsing lives here so
// a bad value fails at start with a clear message instead of during the festival.
import { ADMIN_ROLES, type AdminRole } from '@contract/constants';
import { LOG_LEVELS, type LogLevel } from './lib/logger';

/** Shortest admin code accepted: a code is the whole credential, so it must resist guessing. */
export const MIN_ADMIN_CODE_LENGTH = 10;

export interface AdminCode {
  role: AdminRole;
  name: string;
  code: string;
  /** Club and Major admins own one booth (events are written for it). */
  boothId: number | null;
}

/**
 * ADMIN_CODES sets the admin accounts and their codes (replacing the codes of admins with the same name):
 *   - 'Role:name:code' entries separated by commas, optionally 'Role:name:code:boothId'
 *     e.g. `Staff:축제기획단:s3cret-staff,Club:중앙동아리 프론티어:club-code-77:1` (codes of 10 characters or more)
 *     (names and codes may not contain ':' or ','), or
 *   - JSON: `[{"role":"Staff","name":"축제기획단","code":"s3cret-staff","booth_id":null}, ...]`.
 * Club and Major admins without a booth id take the booth of the sample admin with the same name.
 * Without ADMIN_CODES the first start generates random codes, prints them once and stores them hashed.
 */
export function parseAdminCodes(value: string | undefined | null): AdminCode[] | null {
  if (!value || !value.trim()) return null;
  const text = value.trim();
  let entries: { role: unknown; name: unknown; code: unknown; booth_id?: unknown }[];
  if (text.startsWith('[')) {
    try {
      entries = JSON.parse(text);
    } catch {
      throw new Error('ADMIN_CODES is not valid JSON');
    }
    if (!Array.isArray(entries)) throw new Error('ADMIN_CODES JSON must be an array');
  } else {
    entries = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((entry) => {
        const parts = entry.split(':').map((p) => p.trim());
        if (parts.length !== 3 && parts.length !== 4) {
          throw new Error(`ADMIN_CODES entry '${entry.split(':')[0]}:...' must be Role:name:code or Role:name:code:boothId`);
        }
        return { role: parts[0], name: parts[1], code: parts[2], booth_id: parts[3] };
      });
  }
  const seen = new Set<string>();
  const codes = new Set<string>();
  return entries.map((e) => {
    const role = String(e.role) as AdminRole;
    if (!ADMIN_ROLES.includes(role)) throw new Error(`ADMIN_CODES: unknown role '${role}' (use ${ADMIN_ROLES.join(', ')})`);
    const name = String(e.name ?? '').trim();
    const code = String(e.code ?? '');
    if (!name) throw new Error('ADMIN_CODES: every admin needs a name');
    if (code.length < MIN_ADMIN_CODE_LENGTH) {
      throw new Error(`ADMIN_CODES: the code of '${name}' is shorter than ${MIN_ADMIN_CODE_LENGTH} characters (it is the only key to the admin area)`);
    }
    if (seen.has(name)) throw new Error(`ADMIN_CODES: '${name}' appears twice`);
    if (codes.has(code)) throw new Error(`ADMIN_CODES: two admins share one code`);
    seen.add(name);
    codes.add(code);
    let boothId: number | null = null;
    if (e.booth_id !== undefined && e.booth_id !== null && e.booth_id !== '') {
      boothId = Number(e.booth_id);
      if (!Number.isInteger(boothId) || boothId <= 0) throw new Error(`ADMIN_CODES: bad booth id for '${name}'`);
    }
    return { role, name, code, boothId };
  });
}

/**
 * GAME_WIN_RULE, who wins a coupon among plausible successes:
 *   - 'all' (default): every plausible success wins while any pub has stock;
 *   - 'none': nobody wins;
 *   - 'every:N': the N-th, 2N-th, ... plausible success of the festival wins;
 *   - 'chance:P': each plausible success wins with probability P (0..1).
 */
export type WinRule = { kind: 'all' } | { kind: 'none' } | { kind: 'every'; n: number } | { kind: 'chance'; p: number };

export function parseWinRule(value: string | undefined | null): WinRule {
  const v = (value ?? '').trim();
  if (!v || v === 'all') return { kind: 'all' };
  if (v === 'none') return { kind: 'none' };
  const [kind, arg] = v.split(':');
  if (kind === 'every') {
    const n = Number(arg);
    if (Number.isInteger(n) && n >= 1) return { kind: 'every', n };
  }
  if (kind === 'chance') {
    const p = Number(arg);
    if (Number.isFinite(p) && p >= 0 && p <= 1) return { kind: 'chance', p };
  }
  throw new Error(`GAME_WIN_RULE '${v}' is not one of all, none, every:N, chance:P`);
}

/**
 * COUPON_STOCK, coupons per pub created when the database is seeded (first start, `npm run seed`):
 *   - a number: that many for each pub of the sample festival, e.g. `100`;
 *   - 'pub:count,...': e.g. `프론티어:100,공과대학:50,푸름누리:50` (only these pubs).
 * Unset: the stock of contract/sample/pubs.ts.
 */
export type CouponStock = { kind: 'each'; count: number } | { kind: 'pubs'; pubs: { name: string; stock: number }[] };

export function parseCouponStock(value: string | undefined | null): CouponStock | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) {
    const count = Number(v);
    if (count > 100_000) throw new Error('COUPON_STOCK: at most 100000 per pub');
    return { kind: 'each', count };
  }
  const pubs = v.split(',').map((entry) => {
    const i = entry.lastIndexOf(':');
    const name = entry.slice(0, i).trim();
    const stock = Number(entry.slice(i + 1));
    if (i <= 0 || !name || !Number.isInteger(stock) || stock < 0 || stock > 100_000) {
      throw new Error(`COUPON_STOCK entry '${entry}' must be pub:count`);
    }
    return { name, stock };
  });
  return { kind: 'pubs', pubs };
}

/**
 * Database timeouts (PostgreSQL), in milliseconds; unset keeps the default of db/pg-guard.ts:
 *   DB_CONNECT_TIMEOUT_MS (2000), DB_QUERY_TIMEOUT_MS (3500, client side), DB_STATEMENT_TIMEOUT_MS
 *   (3000, server side), DB_PING_TIMEOUT_MS (1000, /api/health), DB_RETRY_MS (1000, probe while down).
 */
export function parseDbTimeouts(env: Record<string, string | undefined>): {
  connectMs?: number;
  queryMs?: number;
  statementMs?: number;
  pingMs?: number;
  retryMs?: number;
} {
  const names = {
    connectMs: 'DB_CONNECT_TIMEOUT_MS',
    queryMs: 'DB_QUERY_TIMEOUT_MS',
    statementMs: 'DB_STATEMENT_TIMEOUT_MS',
    pingMs: 'DB_PING_TIMEOUT_MS',
    retryMs: 'DB_RETRY_MS',
  } as const;
  const out: Record<string, number> = {};
  for (const [key, name] of Object.entries(names)) {
    const v = parseMs(env[name], name);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** LOG_LEVEL: the least severe log level written (info when unset); another word stops the start, naming the levels. */
export function parseLogLevel(value: string | undefined | null): LogLevel {
  const v = (value ?? '').trim().toLowerCase();
  if (!v) return 'info';
  const level = LOG_LEVELS.find((l) => l === v);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not '${value}'`);
  return level;
}

/** A positive whole number of milliseconds up to 10 minutes, or undefined when unset. */
export function parseMs(value: string | undefined, name: string): number | undefined {
  const v = (value ?? '').trim();
  if (!v) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 600_000) throw new Error(`${name} must be a number of milliseconds from 1 to 600000, not '${v}'`);
  return n;
}

/** Web Push settings (VAPID): the key pair and the contact the push services see. */
export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact of the festival's operator. */
  subject: string;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT: Web Push for queue calls (`npm run vapid` prints a pair).
 * All unset: no Web Push (a call reaches the visitor's open pages only). Some set but not all, or a malformed
 * key, stops the start with the reason.
 */
export function parseVapid(env: Record<string, string | undefined>): VapidSettings | null {
  const publicKey = (env.VAPID_PUBLIC_KEY ?? '').trim();
  const privateKey = (env.VAPID_PRIVATE_KEY ?? '').trim();
  const subject = (env.VAPID_SUBJECT ?? '').trim();
  if (!publicKey && !privateKey && !subject) return null;
  if (!publicKey || !privateKey || !subject) throw new Error('Web Push needs all of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (`npm run vapid` makes a key pair)');
  // An uncompressed P-256 point is 65 bytes (87 base64url characters), a private key 32 bytes (43).
  if (!B64URL.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65) {
    throw new Error('VAPID_PUBLIC_KEY is not a base64url P-256 public key (65 bytes); `npm run vapid` makes one');
  }
  if (!B64URL.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) {
    throw new Error('VAPID_PRIVATE_KEY is not a base64url P-256 private key (32 bytes); `npm run vapid` makes one');
  }
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: address or an https: URL, not '${subject}'`);
  return { publicKey, privateKey, subject };
}

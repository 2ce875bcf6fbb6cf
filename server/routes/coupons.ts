// Game coupons at the pub's counter: Staff/Stuco, or the admin of the pub's own booth, check a code
// (GET) and mark it used (POST .../redeem). One conditional UPDATE redeems, so a code is used once
// even when two counters scan it at the same moment; the loser gets a 409 saying when it was used.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ADMIN_ROLES, FESTA_ROLES } from '@contract/constants';
import { normaliseCouponCode } from '@contract/rules/coupons';
import { CouponRedeemSchema, UidOnlySchema } from '@contract/schemas';
import { kstTime } from '@contract/time';
import type { CouponStatus } from '@contract/types';
import type { Deps } from '../deps';
import * as t from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../lib/errors';
import { kstIso } from '../lib/time';
import { check, jsonBody } from '../lib/validate';
import type { Admin } from '../services/sessions';

export type { CouponStatus };

/** Codes as the game issues them (DG5-XXXX-XXXX), read leniently: any case, spaces around. */
function codeParam(c: Context): string {
  let raw = c.req.param('code') ?? '';
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // A malformed escape is not a code either (below), never a 500.
  }
  const code = normaliseCouponCode(raw);
  if (!code) throw badRequest('this is not a coupon code', 'a coupon code looks like DG5-XXXX-XXXX');
  return code;
}

function pubParam(c: Context, body?: { pub?: string | null }): string | null {
  const raw = body?.pub ?? c.req.query('pub');
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.trim().length > 100) throw badRequest('pub must be the name of a pub');
  return raw.trim();
}

async function uidOf(c: Context, body?: { uid?: string }): Promise<string | undefined> {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  const q = c.req.query('uid');
  if (q) return q;
  if (body?.uid === undefined) return undefined;
  return check(UidOnlySchema, { uid: body.uid }).uid;
}

export function couponRoutes(deps: Deps): Hono {
  const { db, sessions, catalog, clock } = deps;
  const app = new Hono();

  /** The pub this admin may check: any (the asked one) for Staff/Stuco, else their own booth's. */
  async function pubFor(admin: Admin, asked: string | null): Promise<string | null> {
    if (FESTA_ROLES.includes(admin.role)) return asked;
    const own = admin.boothId !== null ? (await catalog.booths()).byId.get(admin.boothId)?.name : undefined;
    if (!own) throw forbidden('only Staff, Stuco or the pub’s own admin can check coupons');
    if (asked && asked !== own) throw forbidden('you can check coupons of your own pub only');
    return own;
  }

  async function find(code: string) {
    const [row] = await db
      .select()
      .from(t.coupons)
      .where(and(eq(t.coupons.code, code), isNotNull(t.coupons.playId)))
      .limit(1);
    // A code never given to a visitor is as unknown as one never printed.
    if (!row) throw notFound('no coupon has this code; check it letter by letter');
    return row;
  }

  const statusOf = (row: typeof t.coupons.$inferSelect): CouponStatus => ({
    code: row.code,
    pub_name: row.pubName,
    issued_at: row.claimedAt ? kstIso(row.claimedAt) : null,
    redeemed_at: row.redeemedAt ? kstIso(row.redeemedAt) : null,
    redeemed_by: row.redeemedBy,
    valid: !row.redeemedAt,
  });

  const otherPub = (row: typeof t.coupons.$inferSelect) =>
    new ApiError(409, `this coupon is for ${row.pubName}, not this pub`, { error: 'other_pub', pub_name: row.pubName });

  app.get('/coupons/:code', async (c) => {
    const code = codeParam(c);
    const asked = pubParam(c);
    const admin = await sessions.require(await uidOf(c), ADMIN_ROLES, 'only Staff, Stuco or the pub’s own admin can check coupons');
    const pub = await pubFor(admin, asked);
    const row = await find(code);
    if (pub && row.pubName !== pub) throw otherPub(row);
    return c.json(statusOf(row));
  });

  app.post('/coupons/:code/redeem', async (c) => {
    const code = codeParam(c);
    const body = check(CouponRedeemSchema, await jsonBody(c));
    const asked = pubParam(c, body);
    const admin = await sessions.require(await uidOf(c, body), ADMIN_ROLES, 'only Staff, Stuco or the pub’s own admin can redeem coupons');
    const pub = await pubFor(admin, asked);
    const row = await find(code);
    if (pub && row.pubName !== pub) throw otherPub(row);
    const now = clock.date();
    const [used] = await db
      .update(t.coupons)
      .set({ redeemedAt: now, redeemedBy: admin.name })
      .where(and(eq(t.coupons.id, row.id), isNull(t.coupons.redeemedAt)))
      .returning();
    if (!used) {
      const [again] = await db.select().from(t.coupons).where(eq(t.coupons.id, row.id));
      const at = again?.redeemedAt ?? now;
      throw new ApiError(409, `this coupon was already used at ${kstTime(at)}`, {
        error: 'already_redeemed',
        redeemed_at: kstIso(at),
        redeemed_by: again?.redeemedBy ?? null,
      });
    }
    return c.json({ message: 'coupon redeemed', ...statusOf(used) });
  });

  return app;
}

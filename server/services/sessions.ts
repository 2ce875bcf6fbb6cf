// Admin sessions: the uid is a random token valid for one hour. Every login is a session of its own,
// so one admin (a club sharing its code) may be logged in on several devices; signing out ends one uid.
// Only SHA-256 of the uid is stored.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { AdminRole } from '@contract/constants';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { forbidden, sessionExpired } from '../lib/errors';
import { codeLookup, randomToken, sha256, verifyCode } from '../lib/secrets';

export const SESSION_MS = 60 * 60 * 1000;

export interface Admin {
  id: number;
  name: string;
  role: AdminRole;
  boothId: number | null;
}

/** How long the admin list (code lookups and hashes) is kept in memory between reads. */
const ADMINS_TTL_MS = 10_000;

type AdminRow = typeof t.admins.$inferSelect;

export function createSessions(db: Db, clock: Clock) {
  // The admin table is small and changes only at start (ADMIN_CODES) and in the console; keeping it in memory means a
  // flood of wrong codes costs one SHA-256 each and never queues a right code behind database reads.
  let admins: { rows: AdminRow[]; at: number } | null = null;
  let loading: Promise<AdminRow[]> | null = null;
  async function adminRows(): Promise<AdminRow[]> {
    if (admins && Date.now() - admins.at < ADMINS_TTL_MS) return admins.rows;
    loading ??= db
      .select()
      .from(t.admins)
      .where(isNull(t.admins.revokedAt))
      .then((rows) => {
        admins = { rows, at: Date.now() };
        return rows;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  // Codes that verified in this process, keyed by an HMAC under a key that never leaves memory: a right
  // code seen before skips scrypt, so wrong codes crafted to match a lookup prefix (each costing a scrypt
  // on the shared thread pool) cannot queue it. The stored hash is part of the value, so a changed code
  // is verified again.
  const knownKey = crypto.randomBytes(32);
  const known = new Map<string, { id: number; codeHash: string }>();
  const knownTag = (code: string) => crypto.createHmac('sha256', knownKey).update(code).digest('base64url');
  const toAdmin = (a: AdminRow): Admin => ({ id: a.id, name: a.name, role: a.role as AdminRole, boothId: a.boothId });

  return {
    /** The admin whose code this is, or null. scrypt runs only for codes whose lookup matches an admin. */
    async findByCode(code: string): Promise<(Admin & { codeHash: string }) | null> {
      const rows = await adminRows();
      const tag = knownTag(code);
      const seen = known.get(tag);
      const cached = seen && rows.find((a) => a.id === seen.id && a.codeHash === seen.codeHash);
      if (cached) return { ...toAdmin(cached), codeHash: cached.codeHash };
      const lookup = codeLookup(code);
      for (const a of rows.filter((r) => r.codeLookup === lookup)) {
        if (await verifyCode(code, a.codeHash)) {
          if (known.size >= 10_000) known.clear();
          known.set(tag, { id: a.id, codeHash: a.codeHash });
          return { ...toAdmin(a), codeHash: a.codeHash };
        }
      }
      return null;
    },

    /** Drop the admin list kept in memory (after the console created or revoked an account). */
    forget(): void {
      admins = null;
    },

    /** A new uid for this admin; the admin's other uids stay valid. Expired sessions are swept here. */
    /**
     * A code revoked or replaced in the console (by any process) stops working at once: the session row is
     * written only while the account still has that code and is not revoked (null otherwise), in the same
     * statement, so a right code costs no extra read.
     */
    async login(admin: Admin & { codeHash: string }): Promise<string | null> {
      const uid = randomToken(24);
      await db.delete(t.adminSessions).where(lte(t.adminSessions.expiresAt, new Date(clock.now())));
      const written = await db
        .insert(t.adminSessions)
        .select(
          db
            .select({
              // In the table's column order, as INSERT ... SELECT fills them.
              tokenHash: sql<string>`${sha256(uid)}`.as('token_hash'),
              adminId: t.admins.id,
              expiresAt: sql<Date>`${new Date(clock.now() + SESSION_MS).toISOString()}::timestamptz`.as('expires_at'),
            })
            .from(t.admins)
            .where(and(eq(t.admins.id, admin.id), eq(t.admins.codeHash, admin.codeHash), isNull(t.admins.revokedAt))),
        )
        .returning({ adminId: t.adminSessions.adminId });
      return written.length ? uid : null;
    },

    /** Ends one uid (signing out one device). True when a live session ended. */
    async logout(uid: string): Promise<boolean> {
      const rows = await db
        .delete(t.adminSessions)
        .where(eq(t.adminSessions.tokenHash, sha256(uid)))
        .returning({ adminId: t.adminSessions.adminId });
      return rows.length > 0;
    },

    /** The admin of a live uid, checked against the roles allowed; 401 or 403 otherwise. */
    async require(uid: unknown, roles: readonly AdminRole[], why: string): Promise<Admin> {
      if (!uid || typeof uid !== 'string' || uid.length > 128) throw sessionExpired();
      const rows = await db
        .select({ id: t.admins.id, name: t.admins.name, role: t.admins.role, boothId: t.admins.boothId })
        .from(t.adminSessions)
        .innerJoin(t.admins, eq(t.admins.id, t.adminSessions.adminId))
        .where(
          and(eq(t.adminSessions.tokenHash, sha256(uid)), gt(t.adminSessions.expiresAt, new Date(clock.now())), isNull(t.admins.revokedAt)),
        );
      const admin = rows[0];
      if (!admin) throw sessionExpired();
      if (!roles.includes(admin.role as AdminRole)) throw forbidden(why);
      return { ...admin, role: admin.role as AdminRole };
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;

// Admin sessions: the uid is a random token valid for one hour; a new login replaces the previous
// uid of that admin. Only SHA-256 of the uid is stored.
import { and, eq, gt } from 'drizzle-orm';
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

export function createSessions(db: Db, clock: Clock) {
  return {
    /** The admin whose code this is, or null. */
    async findByCode(code: string): Promise<Admin | null> {
      const candidates = await db.select().from(t.admins).where(eq(t.admins.codeLookup, codeLookup(code)));
      for (const a of candidates) {
        if (await verifyCode(code, a.codeHash)) return { id: a.id, name: a.name, role: a.role as AdminRole, boothId: a.boothId };
      }
      return null;
    },

    async login(admin: Admin): Promise<string> {
      const uid = randomToken(24);
      const values = { tokenHash: sha256(uid), expiresAt: new Date(clock.now() + SESSION_MS) };
      await db
        .insert(t.adminSessions)
        .values({ adminId: admin.id, ...values })
        .onConflictDoUpdate({ target: t.adminSessions.adminId, set: values });
      return uid;
    },

    /** The admin of a live uid, checked against the roles allowed; 401 or 403 otherwise. */
    async require(uid: unknown, roles: readonly AdminRole[], why: string): Promise<Admin> {
      if (!uid || typeof uid !== 'string' || uid.length > 128) throw sessionExpired();
      const rows = await db
        .select({ id: t.admins.id, name: t.admins.name, role: t.admins.role, boothId: t.admins.boothId })
        .from(t.adminSessions)
        .innerJoin(t.admins, eq(t.admins.id, t.adminSessions.adminId))
        .where(and(eq(t.adminSessions.tokenHash, sha256(uid)), gt(t.adminSessions.expiresAt, new Date(clock.now()))));
      const admin = rows[0];
      if (!admin) throw sessionExpired();
      if (!roles.includes(admin.role as AdminRole)) throw forbidden(why);
      return { ...admin, role: admin.role as AdminRole };
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;

// Admin accounts in the console: Staff create Stuco, Club and Major accounts (a Club/Major account tied
// to its booth) and revoke them. A generated code is answered once and stored as a scrypt hash only;
// revoking ends the account's sessions at once. Every change writes its audit row in the same transaction.
import { asc, eq } from 'drizzle-orm';
import { BOOTH_TIED_ROLES, LIMITS_CONSOLE, type AccountCreateRequest, type ConsoleAccount, type ConsoleAccountCreated } from '@contract/console';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { ApiError } from '../lib/errors';
import { codeLookup, hashCode, randomCode } from '../lib/secrets';
import { writeAudit } from './console-audit';
import type { Admin } from './sessions';

type AdminRow = typeof t.admins.$inferSelect;

const consoleError = (status: 400 | 403 | 404 | 409, code: string, message: string) => new ApiError(status, message, { error: code });

export function createConsoleAccounts(db: Db) {
  async function boothNames(): Promise<Map<number, string>> {
    const rows = await db.select({ id: t.booths.id, name: t.booths.name }).from(t.booths);
    return new Map(rows.map((r) => [r.id, r.name]));
  }
  const toWire = (a: AdminRow, names: Map<number, string>): ConsoleAccount => ({
    id: a.id,
    name: a.name,
    role: a.role as ConsoleAccount['role'],
    booth_id: a.boothId,
    booth_name: a.boothId === null ? null : (names.get(a.boothId) ?? null),
    revoked_at: a.revokedAt ? a.revokedAt.toISOString() : null,
    created_at: a.createdAt ? a.createdAt.toISOString() : null,
  });

  return {
    async list(): Promise<ConsoleAccount[]> {
      const [rows, names] = await Promise.all([db.select().from(t.admins).orderBy(asc(t.admins.id)), boothNames()]);
      return rows.map((a) => toWire(a, names));
    },

    async create(who: Admin, req: AccountCreateRequest, now: Date): Promise<ConsoleAccountCreated> {
      const tied = BOOTH_TIED_ROLES.includes(req.role);
      const boothId = tied ? (req.booth_id ?? null) : null;
      if (tied && boothId === null) throw consoleError(400, 'booth_required', `a ${req.role} account must be tied to its booth`);
      const names = await boothNames();
      if (boothId !== null && !names.has(boothId)) throw consoleError(400, 'booth_not_found', `booth ${boothId} does not exist`);
      const code = randomCode(LIMITS_CONSOLE.generatedCodeLength);
      const codeHash = await hashCode(code);
      const row = await db.transaction(async (tx) => {
        const taken = await tx.select({ id: t.admins.id }).from(t.admins).where(eq(t.admins.name, req.name));
        if (taken.length) throw consoleError(409, 'name_taken', `an account named ${req.name} already exists`);
        const [inserted] = await tx
          .insert(t.admins)
          .values({ name: req.name, role: req.role, codeLookup: codeLookup(code), codeHash, boothId, createdAt: now })
          .onConflictDoNothing({ target: t.admins.name })
          .returning();
        if (!inserted) throw consoleError(409, 'name_taken', `an account named ${req.name} already exists`);
        await writeAudit(tx, who, now, {
          action: 'create',
          entity: 'account',
          entityId: inserted.id,
          after: { name: inserted.name, role: inserted.role, booth_id: inserted.boothId },
        });
        return inserted;
      });
      return { account: toWire(row, names), code };
    },

    async revoke(who: Admin, id: number, now: Date): Promise<ConsoleAccount> {
      const row = await db.transaction(async (tx) => {
        const [found] = await tx.select().from(t.admins).where(eq(t.admins.id, id)).for('update');
        if (!found) throw consoleError(404, 'account_not_found', `account ${id} does not exist`);
        if (found.role === 'Staff') throw consoleError(403, 'staff_not_revocable', 'Staff accounts are set with ADMIN_CODES, not in the console');
        if (found.revokedAt) throw consoleError(409, 'already_revoked', `the account ${found.name} is already revoked`);
        const [updated] = await tx.update(t.admins).set({ revokedAt: now }).where(eq(t.admins.id, id)).returning();
        // Its sessions end with it: the next request with one of its uids is a 401.
        await tx.delete(t.adminSessions).where(eq(t.adminSessions.adminId, id));
        await writeAudit(tx, who, now, {
          action: 'revoke',
          entity: 'account',
          entityId: id,
          before: { name: found.name, role: found.role, booth_id: found.boothId, revoked: false },
          after: { revoked: true },
        });
        return updated;
      });
      return toWire(row, await boothNames());
    },
  };
}
export type ConsoleAccounts = ReturnType<typeof createConsoleAccounts>;

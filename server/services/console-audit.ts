// The audit log: one row for every console change (who, when, what, on which entity, short before/after
// summaries). Written in the same transaction as the change it describes, so neither exists without the other.
import { desc } from 'drizzle-orm';
import type { AuditEntry } from '@contract/console';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { Admin } from './sessions';

/** A database handle or a transaction on it (both offer insert). */
type Writer = Pick<Db, 'insert'>;

const SUMMARY_MAX = 500;

/** A short, readable summary of a value for the log (never a code or a hash). */
export function summary(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

export interface AuditRecord {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(db: Writer, who: Admin, at: Date, rec: AuditRecord): Promise<void> {
  await db.insert(t.auditLog).values({
    at,
    adminId: who.id,
    adminName: who.name,
    adminRole: who.role,
    action: rec.action,
    entity: rec.entity,
    entityId: rec.entityId === undefined || rec.entityId === null ? null : String(rec.entityId),
    before: summary(rec.before),
    after: summary(rec.after),
  });
}

/** The newest entries first. */
export async function readAudit(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await db.select().from(t.auditLog).orderBy(desc(t.auditLog.at), desc(t.auditLog.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    admin_name: r.adminName,
    admin_role: r.adminRole,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    before: r.before,
    after: r.after,
  }));
}

// The organiser console's calls (contract/console.ts): accounts and the audit log (Staff).
import { CONSOLE_PATHS, type AuditEntry, type ConsoleAccount, type ConsoleAccountCreated } from '@contract/console';
import type { CreateAccountInput } from '@machines/console-accounts.machine';
import { request, write } from './client';

export async function listAccounts(uid: string, signal?: AbortSignal): Promise<ConsoleAccount[]> {
  const data = await request<{ accounts?: ConsoleAccount[] }>(CONSOLE_PATHS.accounts, { query: { uid }, signal });
  return data?.accounts ?? [];
}

export function createAccount(input: CreateAccountInput, signal?: AbortSignal): Promise<ConsoleAccountCreated> {
  return write<ConsoleAccountCreated>(CONSOLE_PATHS.accounts, { method: 'POST', body: { ...input }, signal });
}

export async function revokeAccount(uid: string, id: number, signal?: AbortSignal): Promise<ConsoleAccount> {
  const data = await write<{ account: ConsoleAccount }>(CONSOLE_PATHS.revoke(id), { method: 'POST', body: { uid }, signal });
  return data.account;
}

export async function readAudit(uid: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  const data = await request<{ entries?: AuditEntry[] }>(CONSOLE_PATHS.audit, { query: { uid }, signal });
  return data?.entries ?? [];
}

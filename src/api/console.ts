// The organiser console's calls (contract/console.ts): accounts and the audit log (Staff).
import { CONSOLE_PATHS, type AuditEntry, type ConsoleAccount, type ConsoleAccountCreated, type ConsoleMe } from '@contract/console';
import type { CreateAccountInput } from '@machines/console-accounts.machine';
import type { FestivalSettings } from '@contract/festival-data';
import type { BoothSaveInput } from '@machines/console-booth.machine';
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

/** Who the uid is, and the booth a Club or Major account edits. */
export function whoAmI(uid: string, signal?: AbortSignal): Promise<ConsoleMe> {
  return request<ConsoleMe>(CONSOLE_PATHS.me, { query: { uid }, signal });
}

export function saveBooth(input: BoothSaveInput, signal?: AbortSignal): Promise<{ ok: boolean }> {
  const { boothId, ...body } = input;
  return write<{ ok: boolean }>(CONSOLE_PATHS.booth(boothId), { method: 'PATCH', body: { ...body }, signal });
}

/** Staff: saves the festival's settings; the answer is what the server stored. */
export async function saveFestival(uid: string, festival: FestivalSettings, signal?: AbortSignal): Promise<FestivalSettings> {
  const data = await write<{ festival: FestivalSettings }>(CONSOLE_PATHS.festival, { method: 'PUT', body: { uid, festival }, signal });
  return data.festival;
}

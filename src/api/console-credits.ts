// Staff keep the developers page's people (contract/credits.ts); the list is the visitor's GET /developers/.
import { CONSOLE_PATHS } from '@contract/console';
import { API_PATHS } from '@contract/paths';
import type { Credit, CreditsResponse } from '@contract/credits';
import type { CreditSaveInput } from '@machines/console-credits.machine';
import { request, write } from './client';

export async function listCredits(signal?: AbortSignal): Promise<Credit[]> {
  const data = await request<CreditsResponse>(API_PATHS.developers, { signal });
  return data?.results ?? [];
}

export function saveCredit(input: CreditSaveInput, signal?: AbortSignal): Promise<{ id: number }> {
  const { id, ...body } = input;
  return id === null
    ? write<{ id: number }>(CONSOLE_PATHS.credits, { method: 'POST', body: { ...body }, signal })
    : write<{ id: number }>(CONSOLE_PATHS.credit(id), { method: 'PATCH', body: { ...body }, signal });
}

export function deleteCredit(uid: string, id: number, signal?: AbortSignal): Promise<{ id: number }> {
  return write<{ id: number }>(CONSOLE_PATHS.credit(id), { method: 'DELETE', body: { uid }, signal });
}

export async function saveCreditOrder(uid: string, ids: number[], signal?: AbortSignal): Promise<Credit[]> {
  const data = await write<CreditsResponse>(CONSOLE_PATHS.creditsOrder, { method: 'PUT', body: { uid, ids }, signal });
  return data.results;
}

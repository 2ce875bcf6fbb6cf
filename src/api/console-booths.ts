// Staff's booth list, new booths and deletion in the console (contract/console-booths.ts).
import { CONSOLE_PATHS } from '@contract/console';
import type { ConsoleBoothDeleted, ConsoleBoothsResponse } from '@contract/console-booths';
import type { BoothCreateInput } from '@machines/console-booth-create.machine';
import type { IdentitySaveInput } from '@machines/console-booth-identity.machine';
import { request, write } from './client';

export function listConsoleBooths(uid: string, signal?: AbortSignal): Promise<ConsoleBoothsResponse> {
  return request<ConsoleBoothsResponse>(CONSOLE_PATHS.booths, { query: { uid }, signal });
}

export function createConsoleBooth(input: BoothCreateInput, signal?: AbortSignal): Promise<{ booth_id: number }> {
  return write<{ booth_id: number }>(CONSOLE_PATHS.booths, { method: 'POST', body: { ...input }, signal });
}

export function deleteConsoleBooth(uid: string, id: number, signal?: AbortSignal): Promise<ConsoleBoothDeleted> {
  return write<ConsoleBoothDeleted>(CONSOLE_PATHS.booth(id), { method: 'DELETE', body: { uid }, signal });
}

/** Staff: an existing booth's name, category, location, day/night, photo and corners (PATCH of the booth editor). */
export function saveBoothIdentity(input: IdentitySaveInput, signal?: AbortSignal): Promise<{ ok: boolean }> {
  const { boothId, ...body } = input;
  return write<{ ok: boolean }>(CONSOLE_PATHS.booth(boothId), { method: 'PATCH', body: { ...body }, signal });
}

// Staff's booth list, new booths and deletion in the console (contract/console-booths.ts).
import { CONSOLE_PATHS } from '@contract/console';
import type { ConsoleBoothDeleted, ConsoleBoothsResponse } from '@contract/console-booths';
import type { BoothCreateInput } from '@machines/console-booth-create.machine';
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

// The developers page's team list (24 members).
import { API_PATHS } from '@contract/paths';
import type { Developer } from '@contract/types';
import { pickList, request } from './client';

export async function listDevelopers(signal?: AbortSignal): Promise<Developer[]> {
  return pickList<Developer>(await request<unknown>(API_PATHS.developers, { signal }), ['results', 'developers', 'result']);
}

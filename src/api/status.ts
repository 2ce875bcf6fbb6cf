// Booth status (issue 20): every booth's wait for visitors; its admin sets it and marks menu items sold out.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  STATUS_PATHS,
  type BoothStatusAdminView,
  type BoothStatusEntry,
  type BoothStatusEvent,
  type BoothStatusList,
  type BoothStatusValue,
} from '@contract/status';
import { request, write } from './client';

export const statusKeys = {
  list: () => ['status', 'booths'] as const,
  admin: (boothId: number | 'mine') => ['status', 'admin', boothId] as const,
};

export function getStatuses(signal?: AbortSignal): Promise<BoothStatusList> {
  return request<BoothStatusList>(STATUS_PATHS.list, { signal });
}

export function getStatusAdminView(boothId: number, uid: string, signal?: AbortSignal): Promise<BoothStatusAdminView> {
  return request<BoothStatusAdminView>(STATUS_PATHS.menus(boothId), { query: { uid }, signal });
}

/** The admin's own booth (Club/Major). */
export function getMyStatusView(uid: string, signal?: AbortSignal): Promise<BoothStatusAdminView> {
  return request<BoothStatusAdminView>(STATUS_PATHS.mine, { query: { uid }, signal });
}

export function setBoothStatus(boothId: number, uid: string, status: BoothStatusValue): Promise<BoothStatusEvent> {
  return write<BoothStatusEvent>(STATUS_PATHS.booth(boothId), { method: 'POST', body: { uid, status } });
}

export function setMenuSoldout(boothId: number, menuId: number, uid: string, soldout: boolean): Promise<BoothStatusEvent> {
  return write<BoothStatusEvent>(STATUS_PATHS.menu(boothId, menuId), { method: 'POST', body: { uid, is_soldout: soldout } });
}

/** Every booth's status; kept a minute (changes arrive on the live feed in between). */
export const statusListQuery = () =>
  queryOptions({
    queryKey: statusKeys.list(),
    queryFn: ({ signal }) => getStatuses(signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

/** A status event (live or a write's answer) written into the cached list. */
export function applyStatusEvent(qc: QueryClient, e: BoothStatusEvent): void {
  qc.setQueryData<BoothStatusList>(statusKeys.list(), (list) => {
    if (!list) return list;
    const rest = list.statuses.filter((s) => s.booth_id !== e.booth_id);
    if (e.status === null || e.updated_at === null) return list;
    const entry: BoothStatusEntry = { booth_id: e.booth_id, status: e.status, updated_at: e.updated_at, soldout_menus: e.soldout_menus };
    return { ...list, statuses: [...rest, entry].sort((a, b) => a.booth_id - b.booth_id) };
  });
}

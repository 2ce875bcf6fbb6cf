// Booth status (issue 20): every booth's wait for visitors; its admin sets it and marks menu items sold out.
import {
  STATUS_PATHS,
  type BoothStatusAdminView,
  type BoothStatusEvent,
  type BoothStatusList,
  type BoothStatusValue,
} from '@contract/status';
import { request, write } from './client';

export const statusKeys = {
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

// Admin login: the code goes as typed; the answer's uid authorises later writes.
import { API_PATHS } from '@contract/paths';
import type { AdminLoginResponse } from '@contract/types';
import { ApiError, request } from './client';

export async function login(code: string, signal?: AbortSignal): Promise<AdminLoginResponse> {
  const data = await request<Partial<AdminLoginResponse> | undefined>(API_PATHS.adminLogin, {
    method: 'POST',
    body: { admin_code: code },
    signal,
  });
  if (!data || typeof data.uid !== 'string' || typeof data.role !== 'string') {
    throw new ApiError({ status: 200, body: data, kind: 'parse', message: 'login answer without uid or role' });
  }
  return { uid: data.uid, role: data.role, name: data.name ?? '' };
}

/** Ends this uid on the server; the admin's other devices keep theirs. */
export async function logout(uid: string, signal?: AbortSignal): Promise<void> {
  await request(API_PATHS.adminLogout, { method: 'POST', body: { uid }, signal });
}

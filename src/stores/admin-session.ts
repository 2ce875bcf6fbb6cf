// The admin session lives in session storage (spec §3): uid, role, name.
import { proxy, subscribe } from 'valtio';
import { ADMIN_ROLES, type AdminRole } from '@contract/constants';
import { readRaw, writeRaw } from './storage';

export interface AdminSession {
  uid: string | null;
  role: AdminRole | null;
  name: string | null;
}

const isRole = (v: unknown): v is AdminRole => (ADMIN_ROLES as readonly unknown[]).includes(v);

function load(): AdminSession {
  const role = readRaw('session', 'role');
  return {
    uid: readRaw('session', 'uid') || null,
    role: isRole(role) ? role : null,
    name: readRaw('session', 'name') || null,
  };
}

export const adminSession = proxy<AdminSession>(load());

subscribe(adminSession, () => {
  writeRaw('session', 'uid', adminSession.uid);
  writeRaw('session', 'role', adminSession.role);
  writeRaw('session', 'name', adminSession.name);
});

export function signIn(s: { uid: string; role: string; name: string }): void {
  adminSession.uid = s.uid;
  adminSession.role = isRole(s.role) ? s.role : null;
  adminSession.name = s.name;
}

export function signOut(): void {
  adminSession.uid = null;
  adminSession.role = null;
  adminSession.name = null;
}

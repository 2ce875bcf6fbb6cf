// Signing out of the admin area on this device: the stored session is cleared at once and the login
// page opens; the server is told to end the uid, and if that call fails (offline) the uid simply
// expires within the hour, so the person is never kept waiting on it.
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_ROUTES } from '@machines/admin-shared';
import { logout } from '@/api/admin';
import { adminSession, signOut } from '@/stores/admin-session';
import { flash } from './admin-flash';

export function useSignOut(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    const uid = adminSession.uid;
    signOut();
    if (uid) logout(uid).catch(() => undefined);
    flash('admin.signedOut');
    navigate(ADMIN_ROUTES.login);
  }, [navigate]);
}

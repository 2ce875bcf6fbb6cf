// Spec §6 client checks for admin screens without a form machine: no stored uid shows 'login
// required' and goes to login after 2 s; a role that may not be here is alerted and sent to login.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { TIMING, type AdminRole } from '@contract/constants';
import { ADMIN_MESSAGES, ADMIN_ROUTES, hasUid } from '@machines/admin-shared';
import { adminSession, type AdminSession } from '@/stores/admin-session';
import { flash } from './admin-flash';

export type Gate = { state: 'ok' | 'loginRequired' | 'noPermission'; session: AdminSession };

export function useLoginGate(roles?: readonly AdminRole[], noPermission: string = ADMIN_MESSAGES.noEventPermission): Gate {
  // The session as the screen opened: a session ending later (expiry) is the form's to report.
  const [session] = useState<AdminSession>(() => ({ ...adminSession }));
  const [, navigate] = useLocation();
  const gate: Gate = {
    session,
    state: !hasUid(session) ? 'loginRequired' : roles && !(session.role && roles.includes(session.role)) ? 'noPermission' : 'ok',
  };
  useEffect(() => {
    if (gate.state === 'loginRequired') {
      const timer = setTimeout(() => navigate(ADMIN_ROUTES.login), TIMING.loginRequiredRedirectMs);
      return () => clearTimeout(timer);
    }
    if (gate.state === 'noPermission') {
      flash(noPermission);
      navigate(ADMIN_ROUTES.login);
    }
    return undefined;
  }, [gate.state, navigate, noPermission]);
  return gate;
}

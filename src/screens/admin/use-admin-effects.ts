// The effects every admin machine asks of the app (machines/admin-shared.ts `adminEffects`):
// navigation, the in-page alert and ending the session.
import { useRef } from 'react';
import { useLocation } from 'wouter';
import type { AdminMessageId } from '@machines/admin-shared';
import { signOut } from '@/stores/admin-session';
import { flash } from './admin-flash';

export function useAdminEffects() {
  const [, navigate] = useLocation();
  // Machines keep the implementations of their first render: read navigate through a ref.
  const nav = useRef(navigate);
  nav.current = navigate;
  const effects = useRef({
    redirect: (_: unknown, p: { to: string }) => nav.current(p.to),
    alert: (_: unknown, p: { message: AdminMessageId }) => flash(p.message),
    endSession: () => signOut(),
  });
  return effects.current;
}

// The frame of every console screen: the flash banner, the heading, the role gate (login required, or the
// no-permission message and the way back to login) and the sign-out button; the screen's own part gets the uid.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminRole } from '@contract/constants';
import { ADMIN_MESSAGES } from '@machines/admin-shared';
import { AdminMessage } from '@/components/admin/admin-message';
import { FlashBanner } from '@/components/admin/flash-banner';
import { SignOutButton } from '@/components/admin/sign-out-button';
import admin from '@/components/admin/admin.module.css';
import { useFlash } from '@/screens/admin/admin-flash';
import { useLoginGate } from '@/screens/admin/use-login-gate';
import { useSignOut } from '@/screens/admin/use-sign-out';

export function ConsolePage({ title, roles, children }: { title: string; roles: readonly AdminRole[]; children: (uid: string) => ReactNode }) {
  const flashMessage = useFlash();
  const gate = useLoginGate(roles, 'admin.error.noPermission');
  const { session } = gate;
  const onSignOut = useSignOut();
  return (
    <div className={admin.page}>
      <FlashBanner message={flashMessage} />
      <h1 className={admin.heading}>
        <FormattedMessage id={title} />
      </h1>
      {gate.state === 'loginRequired' && <AdminMessage message={{ id: ADMIN_MESSAGES.loginRequired }} />}
      {gate.state === 'ok' && session.uid && (
        <>
          <SignOutButton name={session.name} onSignOut={onSignOut} />
          {children(session.uid)}
        </>
      )}
    </div>
  );
}

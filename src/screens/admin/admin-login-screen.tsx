import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { adminLoginMachine, canSubmitLogin } from '@machines/admin-login.machine';
import { login } from '@/api/admin';
import { signIn } from '@/stores/admin-session';
import { getInspect } from '@/lib/inspector';
import { LoginForm } from '@/components/admin/login-form';
import { FlashBanner } from '@/components/admin/flash-banner';
import styles from '@/components/admin/admin.module.css';
import { useAdminEffects } from './use-admin-effects';
import { useFlash } from './admin-flash';

/** /admin/login: the admin code; success stores the session and routes by role. */
export default function AdminLoginScreen() {
  const effects = useAdminEffects();
  const flashMessage = useFlash();
  const ref = useActorRef(
    adminLoginMachine.provide({
      actors: { login: fromPromise(({ input, signal }) => login(input.code, signal)) },
      actions: { ...effects, storeSession: (_, session) => signIn(session) },
    }),
    { inspect: getInspect() },
  );
  const code = useSelector(ref, (s) => s.context.code);
  const message = useSelector(ref, (s) => s.context.message);
  const canSubmit = useSelector(ref, canSubmitLogin);
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  return (
    <div className={styles.page}>
      <FlashBanner message={flashMessage} />
      <LoginForm
        code={code}
        onCodeChange={(value) => ref.send({ type: 'form.change', field: 'code', value })}
        onSubmit={() => ref.send({ type: 'form.submit' })}
        canSubmit={canSubmit}
        busy={busy}
        message={message}
      />
    </div>
  );
}

// /admin/console: the organiser console for Staff. Admin accounts (create with a code shown once,
// revoke) run on machines/console-accounts.machine.ts; the audit log is a read of the newest changes.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { consoleAccountsMachine } from '@machines/console-accounts.machine';
import { createAccount, listAccounts, readAudit, revokeAccount } from '@/api/console';
import { boothListQuery } from '@/api/query-client';
import { getInspect } from '@/lib/inspector';
import { AccountsPanel } from '@/components/console/accounts-panel';
import { AuditList } from '@/components/console/audit-list';
import admin from '@/components/admin/admin.module.css';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { useHasFestival } from '@/stores/festival';
import { ConsolePage } from './console-page';

const STAFF = ['Staff'] as const;
const auditKey = (uid: string) => ['console', 'audit', uid] as const;

function Accounts({ uid }: { uid: string }) {
  const queryClient = useQueryClient();
  const effects = useAdminEffects();
  const booths = useQuery(boothListQuery({}));
  const refreshAudit = () => void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
  const ref = useActorRef(
    consoleAccountsMachine.provide({
      actors: {
        loadAccounts: fromPromise(({ input, signal }) => listAccounts(input.uid, signal)),
        createAccount: fromPromise(async ({ input, signal }) => {
          const created = await createAccount(input, signal);
          refreshAudit();
          return created;
        }),
        revokeAccount: fromPromise(async ({ input, signal }) => {
          const account = await revokeAccount(input.uid, input.id, signal);
          refreshAudit();
          return account;
        }),
      },
      actions: effects,
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const choices = useMemo(
    () => (booths.data ?? []).filter((b) => b.category === 'Booth').map((b) => ({ id: b.booth_id, name: b.name })),
    [booths.data],
  );
  const c = s.context;
  return (
    <AccountsPanel
      accounts={c.accounts}
      booths={choices}
      draft={c.draft}
      message={c.message}
      loading={s.matches('loading')}
      failed={s.matches('loadFailed')}
      busy={s.hasTag('busy')}
      createdCode={c.createdCode}
      createdName={c.createdName}
      confirmRevoke={s.matches('confirmingRevoke') || s.matches('revoking') ? (c.accounts.find((a) => a.id === c.revokeId) ?? null) : null}
      onChange={(field, value) => ref.send({ type: 'form.change', field, value })}
      onSubmit={() => ref.send({ type: 'form.submit' })}
      onRetry={() => ref.send({ type: 'retry' })}
      onDismissCode={() => ref.send({ type: 'code.dismiss' })}
      onRevoke={(id) => ref.send({ type: 'account.revoke', id })}
      onConfirmRevoke={() => ref.send({ type: 'revoke.confirm' })}
      onCancelRevoke={() => ref.send({ type: 'revoke.cancel' })}
    />
  );
}

function Audit({ uid }: { uid: string }) {
  const audit = useQuery({ queryKey: auditKey(uid), queryFn: ({ signal }) => readAudit(uid, signal), retry: false });
  return <AuditList entries={audit.data ?? []} loading={audit.isPending} failed={audit.isError} onRetry={() => void audit.refetch()} />;
}

/** /admin/console: Staff manage admin accounts and read the audit log. */
export default function ConsoleScreen() {
  const hasFestival = useHasFestival();
  return (
    <ConsolePage title="console.title" roles={STAFF}>
      {(uid) => (
        <>
          {!hasFestival && (
            <p className={admin.hint}>
              <FormattedMessage id="console.festival.setUp" />
            </p>
          )}
          <Link href="/admin/console/festival" className={hasFestival ? admin.secondary : admin.button}>
            <FormattedMessage id="console.festival.link" />
          </Link>
          <Link href="/admin/console/booths" className={admin.secondary}>
            <FormattedMessage id="console.booths.link" />
          </Link>
          <Link href="/admin/console/map" className={admin.secondary}>
            <FormattedMessage id="console.map.link" />
          </Link>
          <Link href="/admin/console/plans" className={admin.secondary}>
            <FormattedMessage id="console.plans.link" />
          </Link>
          <Link href="/admin/console/import" className={admin.secondary}>
            <FormattedMessage id="console.import.link" />
          </Link>
          <Link href="/admin/console/translations" className={admin.secondary}>
            <FormattedMessage id="console.review.link" />
          </Link>
          <Link href="/admin/console/acts" className={admin.secondary}>
            <FormattedMessage id="console.acts.link" />
          </Link>
          <Link href="/admin/console/credits" className={admin.secondary}>
            <FormattedMessage id="console.credits.link" />
          </Link>
          <Accounts uid={uid} />
          <Audit uid={uid} />
        </>
      )}
    </ConsolePage>
  );
}

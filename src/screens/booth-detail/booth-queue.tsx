// The booth's virtual line on its detail page (issue 25), loaded after the first paint: the line's length and
// estimated wait with "join" where it is open, then the visitor's ticket, run by the queue-ticket machine and
// kept on the device (stores/queue-tickets.ts) so it reads offline and follows the live feed.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Ticket } from '@contract/queue';
import { kstTime } from '@contract/time';
import { queueTicketMachine, selectQueueTicketState, type JoinInput } from '@machines/queue-ticket.machine';
import { joinLine, leaveLine } from '@/api/queue';
import { JoinLine } from '@/components/queue/join-line';
import { TicketCard, type TicketView } from '@/components/queue/ticket-card';
import styles from '@/components/queue/queue.module.css';
import { WithLateMessages } from '@/i18n/late-messages';
import { nowMs } from '@/lib/clock';
import { queueLines } from '@/components/status/booth-status';
import { queueTickets } from '@/stores/queue-tickets';
import { adoptUserId, visitorStore } from '@/stores/visitor';
import { askNotificationPermission, subscribeTurnPush } from '@/screens/queue/notify';

/** A refused join whose server code says nothing more specific: party size outside the line's range (400). */
export function joinFailure(error: unknown): unknown {
  const e = error as { status?: number; body?: { error?: unknown } } | null;
  if (e && e.status === 400) return { body: { error: 'party_size' } };
  return error;
}

const machine = queueTicketMachine.provide({
  actors: {
    join: fromPromise<Ticket, JoinInput>(async ({ input }) => {
      try {
        const res = await joinLine(input.boothId, visitorStore.userId, input.partySize);
        adoptUserId(res.user_id);
        return res.ticket;
      } catch (error) {
        throw joinFailure(error);
      } finally {
        queueLines.invalidate();
      }
    }),
    leave: fromPromise<Ticket, { ticketId: number }>(async ({ input }) => {
      const ticket = await leaveLine(input.ticketId, visitorStore.userId);
      queueLines.invalidate();
      return ticket;
    }),
    refresh: fromPromise<Ticket | null, { ticketId: number }>(async ({ input }) => {
      await queueTickets.refresh();
      return queueTickets.snapshot().tickets.find((t) => t.id === input.ticketId) ?? null;
    }),
  },
});

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const STALE_MS = 60_000;

function Queue({ boothId, className }: { boothId: number; className?: string }) {
  const intl = useIntl();
  const lines = useSyncExternalStore(queueLines.subscribe, queueLines.snapshot);
  const line = lines?.lines.find((l) => l.booth_id === boothId) ?? null;
  const kept = useSyncExternalStore(queueTickets.subscribe, queueTickets.snapshot);
  const keptTicket = kept.tickets.find((t) => t.booth_id === boothId) ?? null;
  const actor = useActorRef(
    machine.provide({ actions: { store: (_, ticket: Ticket | null) => queueTickets.put(boothId, ticket) } }),
    { input: { boothId, ticket: keptTicket } },
  );
  const view = useSelector(actor, selectQueueTicketState);
  const ticket = useSelector(actor, (s) => s.context.ticket);
  const failure = useSelector(actor, (s) => s.context.failure);

  // A kept ticket is read again when the page opens (and when the network returns).
  useEffect(() => {
    if (!queueTickets.at(boothId)) return;
    void queueTickets.refresh();
    const online = () => void queueTickets.refresh();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [boothId]);
  // The kept ticket moved (live event, another page): the machine follows.
  useEffect(() => {
    if (!same(keptTicket, actor.getSnapshot().context.ticket)) actor.send({ type: 'queue.update', ticket: keptTicket });
  }, [actor, keptTicket]);

  // A waiting ticket: where the server sends Web Push and the visitor allowed notifications, the call is handed to
  // the push service too (once per ticket), and the ticket says which of the two will tell them.
  const [pushed, setPushed] = useState<number | null>(null);
  const waitingId = ticket && ticket.state === 'waiting' ? ticket.id : null;
  useEffect(() => {
    if (waitingId === null || !ticket) return;
    let live = true;
    const values = { booth: ticket.booth_name, number: ticket.number };
    const t = (id: string) => intl.formatMessage({ id }, values);
    void subscribeTurnPush(waitingId, visitorStore.userId, {
      title: t('queue.ticket.yourTurn'),
      body: `${t('queue.ticket.heading')} · ${t('queue.ticket.number')}`,
    }).then((ok) => {
      if (live && ok) setPushed(waitingId);
    });
    return () => {
      live = false;
    };
    // Once per waiting ticket; its other fields change as the line moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingId, intl]);

  const join = (partySize: number) => {
    // Asked only here, when the visitor joins: a call can then reach them as a system notification.
    void askNotificationPermission();
    actor.send({ type: 'queue.join', partySize });
  };

  if (ticket && view !== 'idle' && view !== 'sorting') {
    const stale = typeof navigator !== 'undefined' && (!navigator.onLine || nowMs() - kept.fetchedAt > STALE_MS);
    return (
      <div className={className}>
        <TicketCard
          view={view as TicketView}
          ticket={ticket}
          failure={failure}
          onLeave={() => actor.send({ type: 'queue.leave' })}
          onRejoin={() => actor.send({ type: 'queue.rejoin' })}
          onDismiss={() => actor.send({ type: 'queue.dismiss' })}
        />
        {waitingId !== null && (
          <p className={styles.summary} data-testid="queue-alerts">
            {intl.formatMessage({ id: pushed === waitingId ? 'queue.ticket.alertPush' : 'queue.ticket.alertOpen' })}
          </p>
        )}
        {stale && kept.fetchedAt > 0 && (
          <p className={styles.summary} data-testid="queue-as-of">
            {intl.formatMessage({ id: 'queue.ticket.asOf' }, { time: kstTime(kept.fetchedAt) })}
          </p>
        )}
        {view === 'left' && line && line.state === 'open' && <JoinLine line={line} busy={false} failure={null} onJoin={join} />}
      </div>
    );
  }
  if (!line) return null;
  return (
    <div className={className}>
      <JoinLine line={line} busy={view === 'joining'} failure={failure} onJoin={join} />
    </div>
  );
}

/** The booth page's line section: nothing when the booth has no open or paused line and no ticket here. */
export function BoothQueueSection({ boothId, className }: { boothId: number; className?: string }) {
  return (
    <WithLateMessages text="queue">
      <Queue boothId={boothId} className={className} />
    </WithLateMessages>
  );
}

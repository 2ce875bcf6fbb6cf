// Mounted once by the layout after the first paint (issue 25): while the visitor holds a ticket, it keeps the
// ticket fresh (on open, when the network returns, every 30 s as a net under the live feed) and, when the
// booth calls it, shows "your turn, come to the entrance" over whatever page is open, plus a system
// notification through the service worker where the visitor allowed notifications (asked when they joined).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { YourTurnBanner } from '@/components/queue/your-turn-banner';
import { WithLateMessages } from '@/i18n/late-messages';
import { queueTickets } from '@/stores/queue-tickets';
import { notifyTurn } from './notify';

/** How often held tickets are read again without a live event (as the ticket machine's REFRESH_MS). */
const REFRESH_MS = 30_000;
/** Banners closed on this page (a reload shows a still-called ticket again). */
const closed = new Set<number>();

/** A new page (stories and tests): no banner closed yet. */
export function forgetClosedBanners(): void {
  closed.clear();
}

export default function YourTurnLayer() {
  const kept = useSyncExternalStore(queueTickets.subscribe, queueTickets.snapshot);
  const open = kept.tickets.some((t) => t.state === 'waiting' || t.state === 'called');
  useEffect(() => {
    if (!open) return;
    void queueTickets.refresh();
    const again = () => void queueTickets.refresh();
    const timer = setInterval(again, REFRESH_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [open]);
  const called = kept.tickets.find((t) => t.state === 'called' && !closed.has(t.id));
  if (!called) return null;
  return (
    <WithLateMessages text="queue">
      <Called ticket={called} announced={kept.announced.includes(called.id)} />
    </WithLateMessages>
  );
}

function Called({ ticket, announced }: { ticket: { id: number; booth_id: number; booth_name: string; number: number }; announced: boolean }) {
  const intl = useIntl();
  const [path, navigate] = useLocation();
  const [, rerender] = useState(0);
  useEffect(() => {
    if (announced) return;
    queueTickets.announce(ticket.id);
    const values = { booth: ticket.booth_name, number: ticket.number };
    const t = (id: string) => intl.formatMessage({ id }, values);
    void notifyTurn({
      title: t('queue.ticket.yourTurn'),
      body: `${t('queue.ticket.heading')} · ${t('queue.ticket.number')}`,
      tag: `queue-${ticket.id}`,
      url: `/booth/${ticket.booth_id}`,
    }).catch(() => false);
  }, [announced, intl, ticket]);
  const boothPath = `/booth/${ticket.booth_id}`;
  // The booth's own page shows the call on the ticket itself.
  if (path === boothPath) return null;
  return (
    <YourTurnBanner
      ticket={ticket}
      onOpen={() => navigate(boothPath)}
      onDismiss={() => {
        closed.add(ticket.id);
        rerender((n) => n + 1);
      }}
    />
  );
}

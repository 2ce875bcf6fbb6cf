// A booth's live status badge: every booth's status comes in one small request after the first paint,
// followed by the live feed; the badge reads its booth and fades to unknown after 45 minutes.
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { shownStatus } from '@contract/status';
import { boothStatusStore } from '@/stores/booth-status';
import { useNow } from '@/hooks/use-now';
import { WithLateMessages } from '@/i18n/late-messages';
import { StatusBadge } from './status-badge';
import { LineTag } from '@/components/queue/line-tag';
import { queueLines } from '@/stores/queue-lines';

function Badge({ boothId, compact = false }: { boothId: number; compact?: boolean }) {
  const data = useSyncExternalStore(boothStatusStore.subscribe, boothStatusStore.snapshot);
  const now = useNow(30_000);
  if (!data) return null;
  const entry = data.statuses.find((s) => s.booth_id === boothId) ?? null;
  return (
    <StatusBadge
      shown={shownStatus(entry, now)}
      updatedAt={entry?.updated_at ?? null}
      nowMs={now}
      soldoutMenus={entry?.soldout_menus ?? 0}
      compact={compact}
      fromLine={!!entry?.line}
    />
  );
}

/** The badge, with its text from the late message chunk (status.* keys, src/i18n/late-messages.tsx). */
export function BoothStatus(props: { boothId: number; compact?: boolean }) {
  return (
    <WithLateMessages>
      <Badge {...props} />
    </WithLateMessages>
  );
}

function Line({ boothId }: { boothId: number }) {
  const lines = useSyncExternalStore(queueLines.subscribe, queueLines.snapshot);
  const line = lines?.lines.find((l) => l.booth_id === boothId);
  return line ? <LineTag line={line} /> : null;
}

/** The booth's open line (issue 25) on its map card, next to the badge: it comes with the badge's code. */
export function BoothLineTag({ boothId }: { boothId: number }) {
  return (
    <WithLateMessages>
      <Line boothId={boothId} />
    </WithLateMessages>
  );
}

function Section({ boothId, className }: { boothId: number; className?: string }) {
  const intl = useIntl();
  return (
    <section className={className} aria-label={intl.formatMessage({ id: 'status.label' })}>
      <Badge boothId={boothId} />
    </section>
  );
}

/** The booth page's status section. */
export function BoothStatusSection(props: { boothId: number; className?: string }) {
  return (
    <WithLateMessages>
      <Section {...props} />
    </WithLateMessages>
  );
}

/** The lines' store travels with the badge's code (one chunk fewer for the booth page and the map). */
export { queueLines } from '@/stores/queue-lines';

export default BoothStatus;

// A booth's live status badge: every booth's status comes in one small request after the first paint,
// followed by the live feed; the badge reads its booth and fades to unknown after 45 minutes.
import { useSyncExternalStore } from 'react';
import { shownStatus } from '@contract/status';
import { boothStatusStore } from '@/stores/booth-status';
import { useNow } from '@/hooks/use-now';
import { StatusBadge } from './status-badge';

export function BoothStatus({ boothId, compact = false }: { boothId: number; compact?: boolean }) {
  const data = useSyncExternalStore(boothStatusStore.subscribe, boothStatusStore.snapshot);
  const now = useNow(30_000);
  if (!data) return null;
  const entry = data.statuses.find((s) => s.booth_id === boothId) ?? null;
  return (
    <StatusBadge shown={shownStatus(entry, now)} updatedAt={entry?.updated_at ?? null} nowMs={now} soldoutMenus={entry?.soldout_menus ?? 0} compact={compact} />
  );
}

export default BoothStatus;

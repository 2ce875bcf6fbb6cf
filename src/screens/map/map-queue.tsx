// A booth's open line on its map card (issue 25), loaded after the first paint: every open line's summary
// comes in one small request (stores/queue-tickets.ts), patched by the live feed.
import { useSyncExternalStore } from 'react';
import { LineTag } from '@/components/queue/line-tag';
import { WithLateMessages } from '@/i18n/late-messages';
import { queueLines } from '@/stores/queue-tickets';

function Tag({ boothId }: { boothId: number }) {
  const lines = useSyncExternalStore(queueLines.subscribe, queueLines.snapshot);
  const line = lines?.lines.find((l) => l.booth_id === boothId);
  return line ? <LineTag line={line} /> : null;
}

export function BoothLineTag({ boothId }: { boothId: number }) {
  return (
    <WithLateMessages>
      <Tag boothId={boothId} />
    </WithLateMessages>
  );
}

// The ranking's rows with their like buttons, one like machine per row. Fetched right after the home's first
// paint, so XState is not part of it (see HomeScreen).
import type { BoothListItem } from '@contract/types';
import { translationKey } from '@machines/translation.helpers';
import { useLike } from '@/hooks/use-like';
import { LikeButton } from '@/components/like/like-button';
import { DEFAULT_BOOTH_IMAGE } from '@/screens/home/home-data';
import { RankingItem } from './ranking-list';

type T = (key: string, source: string) => string;

/** One ranking row: its like button runs the like machine through useLike. */
function RankedBooth({ rank, booth, t }: { rank: number; booth: BoothListItem; t: T }) {
  const like = useLike({ boothId: booth.booth_id, liked: booth.is_liked, count: booth.like_cnt });
  return (
    <RankingItem
      rank={rank}
      boothId={booth.booth_id}
      name={t(translationKey('booth', booth.booth_id, 'BoothName'), booth.name)}
      location={booth.location?.name ? t(translationKey('booth', booth.booth_id, 'BoothLocation'), booth.location.name) : ''}
      imageUrl={booth.image_url ?? DEFAULT_BOOTH_IMAGE}
      like={<LikeButton liked={like.liked} count={like.count} busy={like.busy} pending={like.pending} onToggle={like.toggle} />}
    />
  );
}

export function RankedBooths({ booths, t }: { booths: readonly BoothListItem[]; t: T }) {
  return booths.map((b, i) => <RankedBooth key={b.booth_id} rank={i + 1} booth={b} t={t} />);
}

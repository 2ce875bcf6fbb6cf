// The ranking's rows with their like buttons (BoothLike: the like machine comes after the first paint).
import type { BoothListItem } from '@contract/types';
import { translationKey, type Translate as T } from '@machines/translation.helpers';
import { BoothLike } from '@/components/like/booth-like';
import { DEFAULT_BOOTH_IMAGE } from '@/screens/home/home-data';
import { RankingItem } from './ranking-list';

/** One ranking row. */
function RankedBooth({ rank, booth, t }: { rank: number; booth: BoothListItem; t: T }) {
  return (
    <RankingItem
      rank={rank}
      boothId={booth.booth_id}
      name={t(translationKey('booth', booth.booth_id, 'BoothName'), booth.name)}
      location={booth.location?.name ? t(translationKey('booth', booth.booth_id, 'BoothLocation'), booth.location.name) : ''}
      imageUrl={booth.image_url ?? DEFAULT_BOOTH_IMAGE}
      like={<BoothLike boothId={booth.booth_id} liked={booth.is_liked} count={booth.like_cnt} />}
    />
  );
}

export function RankedBooths({ booths, t }: { booths: readonly BoothListItem[]; t: T }) {
  return booths.map((b, i) => <RankedBooth key={b.booth_id} rank={i + 1} booth={b} t={t} />);
}

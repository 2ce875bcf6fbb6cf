// The older map's fixed sample data (spec §2 Old map): a few spots on campus and what stands there, with
// walking distances of 10 m to 200 m from the festival's information tent. Loaded only with /mapold.

export const OLD_CATEGORIES = ['booth', 'toilet', 'alcohol', 'convenience', 'foodtruck'] as const;
export type OldCategory = (typeof OLD_CATEGORIES)[number];

/** Message id of each chip (reusing the category names). */
export const OLD_CATEGORY_LABEL: Record<OldCategory, string> = {
  booth: 'category.Booth',
  toilet: 'category.Toilet',
  alcohol: 'category.Drink',
  convenience: 'category.Store',
  foodtruck: 'category.FoodTruck',
};

export interface OldItem {
  id: string;
  category: OldCategory;
  title: string;
  /** Campus location id of the spot it stands at. */
  spot: number;
  /** Metres from the information tent. */
  distance: number;
}

export const OLD_ITEMS: readonly OldItem[] = [
  { id: 'b1', category: 'booth', title: 'LIKELION Mini Game Zone', spot: 11, distance: 40 },
  { id: 'b2', category: 'booth', title: '빛그림 즉석 사진관', spot: 7, distance: 10 },
  { id: 'b3', category: 'booth', title: 'Tarot 상담소', spot: 5, distance: 120 },
  { id: 'b4', category: 'booth', title: '경영대학 플리마켓', spot: 8, distance: 200 },
  { id: 'b5', category: 'booth', title: '동국 나눔 바자회', spot: 3, distance: 60 },
  { id: 'f1', category: 'foodtruck', title: '불꽃 닭꼬치', spot: 11, distance: 45 },
  { id: 'f2', category: 'foodtruck', title: 'Steak Truck', spot: 11, distance: 50 },
  { id: 'f3', category: 'foodtruck', title: '타코야끼 하우스', spot: 7, distance: 15 },
  { id: 'a1', category: 'alcohol', title: '만해광장 주류 판매소', spot: 11, distance: 55 },
  { id: 'a2', category: 'alcohol', title: '팔정도 주류 판매소', spot: 7, distance: 20 },
  { id: 'a3', category: 'alcohol', title: '학생회관 Beer Stand', spot: 21, distance: 150 },
  { id: 'c1', category: 'convenience', title: 'CU 문화관점', spot: 13, distance: 190 },
  { id: 'c2', category: 'convenience', title: 'GS25 학림관점', spot: 14, distance: 170 },
  { id: 't1', category: 'toilet', title: '명진관 1층 화장실', spot: 5, distance: 110 },
  { id: 't2', category: 'toilet', title: '본관 지하 1층 화장실', spot: 16, distance: 70 },
  { id: 't3', category: 'toilet', title: '학생회관 2층 화장실', spot: 21, distance: 160 },
];

/** Search covers booths, food trucks, alcohol and convenience stores (not toilets), titles case-insensitive. */
export function searchOld(query: string, items: readonly OldItem[] = OLD_ITEMS): OldItem[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [];
  return items
    .filter((i) => i.category !== 'toilet' && i.title.toLocaleLowerCase().includes(q))
    .sort((a, b) => a.distance - b.distance);
}

/** By distance, with the items of the selected spot first. */
export function byDistance(items: readonly OldItem[], selectedSpot: number | null): OldItem[] {
  return [...items].sort((a, b) => {
    const sa = a.spot === selectedSpot ? 0 : 1;
    const sb = b.spot === selectedSpot ? 0 : 1;
    return sa - sb || a.distance - b.distance;
  });
}

export type OldSheet =
  | { kind: 'list'; items: OldItem[]; note?: 'noInfo' }
  | { kind: 'message'; message: 'noBoothSelected' | 'clickFoodTruck' | 'noInfo' | 'noResultFor' };

/** What the sheet shows for a chip, a selected spot and a search. */
export function oldSheet(category: OldCategory, spot: number | null, query: string): OldSheet {
  if (query.trim()) {
    const found = searchOld(query);
    return found.length ? { kind: 'list', items: found } : { kind: 'message', message: 'noResultFor' };
  }
  const ofCategory = OLD_ITEMS.filter((i) => i.category === category);
  if (category === 'booth' || category === 'foodtruck') {
    if (spot === null) return { kind: 'message', message: category === 'booth' ? 'noBoothSelected' : 'clickFoodTruck' };
    const here = ofCategory.filter((i) => i.spot === spot).sort((a, b) => a.distance - b.distance);
    return here.length ? { kind: 'list', items: here } : { kind: 'message', message: 'noInfo' };
  }
  const sorted = byDistance(ofCategory, spot);
  const hasHere = spot === null || ofCategory.some((i) => i.spot === spot);
  return hasHere ? { kind: 'list', items: sorted } : { kind: 'list', items: sorted, note: 'noInfo' };
}

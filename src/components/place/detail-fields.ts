// A booth detail as the pages show it: the wire varies (id or booth_id, location_name or
// location_description, absent booth_can_usage), so every page reads it through here.
import type { Category, Language } from '@contract/constants';
import type { BoothDetail } from '@contract/types';
import { locationById } from '@contract/sample/locations';
import { translationKey, type TranslationFieldRequest } from '@machines/translation.helpers';
import type { MenuCard } from '@/components/booth/menu-carousel';
import type { Translate } from './place-names';

export interface DetailView {
  id: number;
  name: string;
  category: Category;
  imageUrl: string | null;
  isNight: boolean;
  isDorder: boolean;
  canUsage: boolean | null;
  description: string | null;
  location: { id: number | null; name: string };
  schedules: BoothDetail['schedules'];
  corners: string[];
  menus: BoothDetail['menus'];
  likeCount: number;
  isLiked: boolean;
}

export function toDetailView(d: BoothDetail): DetailView {
  const raw = d as Partial<BoothDetail>;
  const id = Number(raw.id ?? raw.booth_id);
  const locName = raw.location_name || raw.location_description || raw.location?.name || '';
  return {
    id,
    name: raw.name ?? '',
    category: raw.category ?? 'Booth',
    imageUrl: raw.image_url ?? null,
    isNight: raw.is_night === true,
    isDorder: raw.is_dorder === true,
    canUsage: typeof raw.booth_can_usage === 'boolean' ? raw.booth_can_usage : null,
    description: raw.booth_description?.trim() ? raw.booth_description : null,
    location: { id: raw.location?.id ?? null, name: locName },
    schedules: raw.schedules ?? [],
    corners: (raw.corners ?? []).map((c) => c.name).filter(Boolean),
    menus: raw.menus ?? [],
    likeCount: Number.isFinite(raw.like_cnt) ? (raw.like_cnt as number) : 0,
    isLiked: raw.is_liked === true,
  };
}

export const detailKey = (id: number, field: string) => translationKey('booth', id, field);

/** Name, description, place (unless the locations table knows it), corners and menus: spec §3 field names. */
export function detailFields(v: DetailView): TranslationFieldRequest[] {
  const f = (field: string, source_text: string): TranslationFieldRequest => ({
    key: detailKey(v.id, field),
    entity_type: 'booth',
    entity_id: v.id,
    field,
    source_text,
  });
  const out = [f('BoothName', v.name)];
  if (v.description) out.push(f('BoothDescription', v.description));
  if (v.location.name && !(v.location.id !== null && locationById(v.location.id))) out.push(f('BoothLocation', v.location.name));
  v.corners.forEach((c, i) => out.push(f(`CornerName_${i + 1}`, c)));
  v.menus.forEach((m, i) => out.push(f(`MenuName_${i + 1}`, m.name)));
  return out;
}

export function detailLocation(v: DetailView, lang: Language, t: Translate): string {
  const known = v.location.id !== null ? locationById(v.location.id) : undefined;
  return known ? known.names[lang] : t(detailKey(v.id, 'BoothLocation'), v.location.name);
}

/** The menu cards of a detail page, names in the visitor's language (MenuName_n as detailFields asks for them). */
export function detailMenuCards(v: DetailView, t: Translate): MenuCard[] {
  return v.menus.map((m, i) => ({
    key: `${m.id ?? i}`,
    name: t(detailKey(v.id, `MenuName_${i + 1}`), m.name),
    price: m.price,
    imageUrl: m.image_url,
    soldOut: m.is_soldout,
    best: m.is_best,
  }));
}

// The 2025 sample festival as a festival file (contract/festival-file.ts): what exporting a freshly seeded
// server gives (except exported_at). The mocks answer it for the export; tests compare the server's export with it.
import { SAMPLE_FESTIVAL } from '../festival-data';
import { FESTIVAL_FILE_FORMAT, FESTIVAL_FILE_VERSION, type FestivalFile } from '../festival-file';
import { SAMPLE_ADMINS } from './admins';
import { SAMPLE_BOOTHS } from './booths';
import { SAMPLE_PLANS } from './building-plans';
import { spotOrder } from '../building-plans';
import { CAMPUS_LOCATIONS, pinToLatLng } from './locations';
import { SAMPLE_EMERGENCY, SAMPLE_POSTS } from './posts';
import { SAMPLE_STAGES } from './stages';
import { SAMPLE_DEVELOPERS } from './developers';

/** An instant as the server writes it: Korea time, seconds, +09:00. */
const kst = (s: string) => `${new Date(Date.parse(s) + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;

export function sampleFestivalFile(exportedAt = '2025-09-25T14:00:00+09:00'): FestivalFile {
  const staff = SAMPLE_ADMINS.find((a) => a.role === 'Staff')?.name ?? '축제기획단';
  return {
    format: FESTIVAL_FILE_FORMAT,
    version: FESTIVAL_FILE_VERSION,
    exported_at: kst(exportedAt),
    settings: structuredClone(SAMPLE_FESTIVAL),
    locations: [...CAMPUS_LOCATIONS]
      .sort((a, b) => a.id - b.id)
      .map((l) => ({
        id: l.id,
        names: { ko: l.names.ko, en: l.names.en, ja: l.names.ja, 'zh-CN': l.names['zh-CN'] },
        pin: { x: l.pin.x, y: l.pin.y },
        ...pinToLatLng(l.pin),
        has_detail_map: l.hasDetailMap,
      })),
    booths: [...SAMPLE_BOOTHS]
      .sort((a, b) => a.id - b.id)
      .map((b) => ({
        id: b.id,
        name: b.name,
        category: b.category,
        location_id: b.location_id,
        image_url: b.image_url,
        is_night: b.is_night,
        is_dorder: b.is_dorder,
        description: b.description,
        can_usage: b.can_usage ?? null,
        likes: b.initial_likes,
        schedules: [...b.schedules].sort((x, y) => x.day.localeCompare(y.day)).map((s) => ({ ...s })),
        corners: [...b.corners],
        menus: b.menus.map((m) => ({
          name: m.name,
          price: m.price,
          image_url: m.image_url,
          is_soldout: m.is_soldout,
          sold: m.sold,
          is_entry_fee: m.is_entry_fee ?? false,
        })),
      })),
    stages: [...SAMPLE_STAGES]
      .sort((a, b) => a.id - b.id)
      .map((s) => ({ ...s, start_time: kst(s.start_time), end_time: kst(s.end_time) })),
    posts: [
      ...SAMPLE_POSTS.map((p) => ({
        id: p.id,
        category: p.category,
        title: p.title,
        content: p.content,
        writer_name: p.writer,
        booth_id: p.booth_id,
        location: p.location,
        image: p.image,
        start_time: p.start_time ? kst(p.start_time) : null,
        end_time: p.end_time ? kst(p.end_time) : null,
        is_emergency: false,
        created_at: kst(p.created_at),
        updated_at: kst(p.created_at),
      })),
      {
        id: SAMPLE_EMERGENCY.id,
        category: 'Notice' as const,
        title: SAMPLE_EMERGENCY.title,
        content: SAMPLE_EMERGENCY.content,
        writer_name: staff,
        booth_id: null,
        location: null,
        image: null,
        start_time: null,
        end_time: null,
        is_emergency: true,
        created_at: kst('2025-09-24T09:00:00+09:00'),
        updated_at: kst('2025-09-24T09:00:00+09:00'),
      },
    ].sort((a, b) => a.id - b.id),
    map: null,
    plans: CAMPUS_LOCATIONS.filter((l) => l.hasDetailMap)
      .map((l) => l.id)
      .sort((a, b) => a - b)
      .map((id) => ({ location_id: id, image: null, spots: [...(SAMPLE_PLANS.find((p) => p.locationId === id)?.spots ?? [])].sort(spotOrder).map((sp) => ({ ...sp })) })),
    credits: SAMPLE_DEVELOPERS.map((d) => ({ id: d.id, name: d.name, teams: [...d.roles], role: d.roleDisplay, major: d.major, image_url: d.image, link: null })),
  };
}

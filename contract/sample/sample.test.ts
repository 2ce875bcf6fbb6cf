// Integrity of the sample festival: it seeds the server and the mocks, so a broken reference here
// would show up as a missing booth, an untranslated text or a broken image on a screen.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, CAMPUS_BOX, CATEGORY_KO, FESTIVAL_DATES, GAME, LIMITS } from '../constants';
import { DEVELOPER_TEAMS } from '../types';
import { SAMPLE_ADMINS } from './admins';
import { SAMPLE_BOOTHS } from './booths';
import { SAMPLE_DEVELOPERS } from './developers';
import { CAMPUS_LOCATIONS, locationById, pinToLatLng } from './locations';
import { SAMPLE_EMERGENCY, SAMPLE_POSTS } from './posts';
import { SAMPLE_PUBS } from './pubs';
import { SAMPLE_STAGES } from './stages';
import { memoryLookup, TRANSLATION_MEMORY } from './translation-memory';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const ISO_KST = /^2025-09-2[4-6]T([01]\d|2[0-3]):[0-5]\d:00\+09:00$/;
const festivalDates: readonly string[] = FESTIVAL_DATES;

const duplicates = <T>(xs: T[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
const kstDay = (iso: string) => iso.slice(0, 10);
const kstHm = (iso: string) => iso.slice(11, 16);

describe('campus locations', () => {
  it('has the 19 locations of the 2025 map, without 23', () => {
    expect(CAMPUS_LOCATIONS.map((l) => l.id)).toEqual([3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24]);
  });

  it('marks exactly the 8 buildings with a detail map', () => {
    const withMap = CAMPUS_LOCATIONS.filter((l) => l.hasDetailMap).map((l) => l.id);
    expect(withMap.sort((a, b) => a - b)).toEqual([3, 4, 5, 7, 8, 11, 12, 17]);
  });

  it('names every location in four languages and keeps pins on the map', () => {
    for (const l of CAMPUS_LOCATIONS) {
      for (const lang of ['ko', 'en', 'ja', 'zh-CN'] as const) expect(l.names[lang].trim(), `${l.id} ${lang}`).not.toBe('');
      expect(l.pin.x).toBeGreaterThanOrEqual(0);
      expect(l.pin.x).toBeLessThanOrEqual(100);
      expect(l.pin.y).toBeGreaterThanOrEqual(0);
      expect(l.pin.y).toBeLessThanOrEqual(100);
    }
  });

  it('maps pins linearly onto the campus box (top-left is north-west)', () => {
    expect(pinToLatLng({ x: 0, y: 0 })).toEqual({ lat: CAMPUS_BOX.latMax, lng: CAMPUS_BOX.lngMin });
    const se = pinToLatLng({ x: 100, y: 100 });
    expect(se.lat).toBeCloseTo(CAMPUS_BOX.latMin, 9);
    expect(se.lng).toBeCloseTo(CAMPUS_BOX.lngMax, 9);
    const mid = pinToLatLng({ x: 50, y: 50 });
    expect(mid.lat).toBeCloseTo((CAMPUS_BOX.latMin + CAMPUS_BOX.latMax) / 2, 9);
    expect(mid.lng).toBeCloseTo((CAMPUS_BOX.lngMin + CAMPUS_BOX.lngMax) / 2, 9);
    // Manhae Square (66, 31) lies east of and north of Business / Social Science Hall (23, 51).
    const manhae = pinToLatLng(locationById(11)!.pin);
    const business = pinToLatLng(locationById(8)!.pin);
    expect(manhae.lng).toBeGreaterThan(business.lng);
    expect(manhae.lat).toBeGreaterThan(business.lat);
  });

  it('finds locations by id and answers undefined for unknown ids', () => {
    expect(locationById(7)?.names.en).toBe('Paljeongdo');
    expect(locationById(23)).toBeUndefined();
  });
});

describe('booths', () => {
  it('have unique positive integer ids and existing locations', () => {
    const ids = SAMPLE_BOOTHS.map((b) => b.id);
    expect(duplicates(ids)).toEqual([]);
    for (const b of SAMPLE_BOOTHS) {
      expect(Number.isInteger(b.id) && b.id > 0).toBe(true);
      expect(locationById(b.location_id), `booth ${b.id} location ${b.location_id}`).toBeDefined();
    }
  });

  it('cover every category in the planned numbers, stores at 13 and 14', () => {
    const count = (c: string) => SAMPLE_BOOTHS.filter((b) => b.category === c).length;
    expect(count('Booth')).toBeGreaterThanOrEqual(24);
    expect(count('FoodTruck')).toBeGreaterThanOrEqual(5);
    expect(count('Drink')).toBeGreaterThanOrEqual(3);
    expect(count('Toilet')).toBeGreaterThanOrEqual(5);
    const stores = SAMPLE_BOOTHS.filter((b) => b.category === 'Store').map((b) => b.location_id);
    expect(stores.sort()).toEqual([13, 14]);
  });

  it('put Booth-category booths only in buildings with a detail map, each such building used', () => {
    const booths = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth');
    for (const b of booths) expect(locationById(b.location_id)?.hasDetailMap, `booth ${b.id}`).toBe(true);
    const used = new Set(booths.map((b) => b.location_id));
    for (const l of CAMPUS_LOCATIONS.filter((x) => x.hasDetailMap)) expect(used.has(l.id), `location ${l.id}`).toBe(true);
  });

  it('schedule only festival days, once each, with hh:mm:ss times or null for preparing', () => {
    for (const b of SAMPLE_BOOTHS) {
      expect(b.schedules.length, `booth ${b.id}`).toBeGreaterThan(0);
      expect(duplicates(b.schedules.map((s) => s.day)), `booth ${b.id}`).toEqual([]);
      for (const s of b.schedules) {
        expect(festivalDates, `booth ${b.id}`).toContain(s.day);
        expect(s.start_time === null, `booth ${b.id} ${s.day}`).toBe(s.end_time === null);
        if (s.start_time !== null) {
          expect(s.start_time, `booth ${b.id}`).toMatch(TIME);
          expect(s.end_time, `booth ${b.id}`).toMatch(TIME);
        }
      }
    }
    // Some booths are still preparing, and schedules differ between booths.
    expect(SAMPLE_BOOTHS.filter((b) => b.schedules.some((s) => s.start_time === null)).length).toBeGreaterThanOrEqual(2);
    expect(SAMPLE_BOOTHS.filter((b) => b.schedules.length === 1).length).toBeGreaterThanOrEqual(2);
  });

  it('have won prices as positive integers, and night booths list the entry fee first', () => {
    for (const b of SAMPLE_BOOTHS) {
      b.menus.forEach((m, i) => {
        expect(Number.isInteger(m.price) && m.price > 0, `${b.name} ${m.name}`).toBe(true);
        expect(Number.isInteger(m.sold) && m.sold >= 0, `${b.name} ${m.name}`).toBe(true);
        if (m.is_entry_fee) {
          expect(b.is_night, `${b.name}: entry fee on a day booth`).toBe(true);
          expect(i, `${b.name}: entry fee not first`).toBe(0);
        }
      });
    }
    const nightPubs = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth' && b.is_night);
    for (const b of nightPubs) expect(b.menus[0]?.is_entry_fee, b.name).toBe(true);
    expect(SAMPLE_BOOTHS.some((b) => b.menus.some((m) => m.is_soldout))).toBe(true);
  });

  it('give dorder booths table availability and sales, others neither', () => {
    const dorder = SAMPLE_BOOTHS.filter((b) => b.is_dorder);
    expect(dorder.length).toBeGreaterThanOrEqual(3);
    expect(new Set(dorder.map((b) => b.can_usage))).toEqual(new Set([true, false]));
    for (const b of dorder) {
      expect(typeof b.can_usage, b.name).toBe('boolean');
      // The top 3 dishes (is_best) must be distinguishable, so at least four menus sold something.
      expect(b.menus.filter((m) => m.sold > 0).length, b.name).toBeGreaterThanOrEqual(4);
    }
    for (const b of SAMPLE_BOOTHS.filter((x) => !x.is_dorder)) expect(b.can_usage, b.name).toBeUndefined();
  });

  it('give day booths corners and keep corners off other booths', () => {
    const dayBooths = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth' && !b.is_night);
    expect(dayBooths.filter((b) => b.corners.length > 0).length).toBeGreaterThanOrEqual(10);
    for (const b of SAMPLE_BOOTHS.filter((x) => x.is_night || x.category !== 'Booth')) expect(b.corners, b.name).toEqual([]);
  });

  it('start with varied likes so the top 3 ranking is unambiguous', () => {
    const likes = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth')
      .map((b) => b.initial_likes)
      .sort((a, b) => b - a);
    expect(likes[0]).toBeGreaterThan(likes[1]);
    expect(likes[1]).toBeGreaterThan(likes[2]);
    expect(likes[2]).toBeGreaterThan(likes[3]);
    expect(likes.at(-1)).toBe(0);
    for (const b of SAMPLE_BOOTHS) expect(Number.isInteger(b.initial_likes) && b.initial_likes >= 0).toBe(true);
  });

  it('include the three coupon pubs as night booths, matching the game stock', () => {
    expect(SAMPLE_PUBS.map((p) => p.name)).toEqual([...GAME.defaultPubs]);
    for (const p of SAMPLE_PUBS) {
      expect(Number.isInteger(p.stock) && p.stock > 0).toBe(true);
      const booth = SAMPLE_BOOTHS.find((b) => b.name === p.name);
      expect(booth?.category, p.name).toBe('Booth');
      expect(booth?.is_night, p.name).toBe(true);
    }
  });
});

describe('stage', () => {
  const onDay = (d: string) => SAMPLE_STAGES.filter((s) => kstDay(s.start_time) === d);

  it('has unique ids and Korea-time ISO instants with start before end on one day', () => {
    expect(duplicates(SAMPLE_STAGES.map((s) => s.id))).toEqual([]);
    for (const s of SAMPLE_STAGES) {
      expect(s.start_time, s.name).toMatch(ISO_KST);
      expect(s.end_time, s.name).toMatch(ISO_KST);
      expect(kstDay(s.end_time), s.name).toBe(kstDay(s.start_time));
      expect(Date.parse(s.end_time), s.name).toBeGreaterThan(Date.parse(s.start_time));
    }
  });

  it('has nothing on day 1 and three celebrity acts on days 2 and 3, all different', () => {
    expect(onDay('2025-09-24')).toEqual([]);
    const day2 = onDay('2025-09-25').filter((s) => s.kind === 'celebrity');
    const day3 = onDay('2025-09-26').filter((s) => s.kind === 'celebrity');
    expect(day2).toHaveLength(3);
    expect(day3).toHaveLength(3);
    expect(duplicates([...day2, ...day3].map((s) => s.name))).toEqual([]);
    for (const s of [...day2, ...day3]) {
      expect(kstHm(s.start_time) >= '20:00' && kstHm(s.end_time) <= '22:30', s.name).toBe(true);
      expect(s.image_url, s.name).toMatch(/^\/images\/artists\//);
    }
  });

  it('has club shows of 20-40 minutes covering every slot from 15:00 to 19:00 on days 2 and 3', () => {
    for (const day of ['2025-09-25', '2025-09-26']) {
      const club = onDay(day).filter((s) => s.kind === 'club');
      for (const s of club) {
        const minutes = (Date.parse(s.end_time) - Date.parse(s.start_time)) / 60_000;
        expect(minutes, s.name).toBeGreaterThanOrEqual(20);
        expect(minutes, s.name).toBeLessThanOrEqual(40);
        expect(kstHm(s.start_time) >= '15:00' && kstHm(s.end_time) <= '20:00', s.name).toBe(true);
      }
      for (const slot of ['15', '16', '17', '18', '19']) {
        const start = Date.parse(`${day}T${slot}:00:00+09:00`);
        const inSlot = club.filter((s) => Date.parse(s.start_time) < start + 3_600_000 && Date.parse(s.end_time) > start);
        expect(inSlot.length, `${day} ${slot}:00`).toBeGreaterThanOrEqual(2);
        expect(inSlot.length, `${day} ${slot}:00`).toBeLessThanOrEqual(3);
      }
      expect(club.some((s) => kstHm(s.start_time).endsWith(':30')), day).toBe(true);
    }
  });
});

describe('admins and posts', () => {
  const adminByName = new Map(SAMPLE_ADMINS.map((a) => [a.name, a]));

  it('have an admin for each of the four roles, unique names and codes, distinct owned booths', () => {
    for (const role of ADMIN_ROLES) expect(SAMPLE_ADMINS.some((a) => a.role === role), role).toBe(true);
    expect(SAMPLE_ADMINS.filter((a) => a.role === 'Staff').length).toBeGreaterThanOrEqual(2);
    expect(duplicates(SAMPLE_ADMINS.map((a) => a.name))).toEqual([]);
    expect(duplicates(SAMPLE_ADMINS.map((a) => a.code))).toEqual([]);
    for (const a of SAMPLE_ADMINS) expect(a.name.length, a.name).toBeLessThanOrEqual(LIMITS.writerNameChars);
    const owners = SAMPLE_ADMINS.filter((a) => a.role === 'Club' || a.role === 'Major');
    expect(owners.filter((a) => a.role === 'Club').length).toBeGreaterThanOrEqual(2);
    expect(owners.filter((a) => a.role === 'Major').length).toBeGreaterThanOrEqual(2);
    expect(duplicates(owners.map((a) => a.booth_id))).toEqual([]);
    for (const a of owners) expect(SAMPLE_BOOTHS.find((b) => b.id === a.booth_id)?.category, a.name).toBe('Booth');
    for (const a of SAMPLE_ADMINS.filter((x) => x.role === 'Staff' || x.role === 'Stuco')) expect(a.booth_id).toBeNull();
  });

  it('have unique ids, enough posts of each category to page, and a separate urgent notice', () => {
    const ids = SAMPLE_POSTS.map((p) => p.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids).not.toContain(SAMPLE_EMERGENCY.id);
    expect(SAMPLE_POSTS.length).toBeGreaterThanOrEqual(30);
    for (const cat of ['Notice', 'Event', 'LostItem'] as const) {
      expect(SAMPLE_POSTS.filter((p) => p.category === cat).length, cat).toBeGreaterThanOrEqual(LIMITS.boardPageSize);
    }
    expect(SAMPLE_EMERGENCY.title.trim()).not.toBe('');
    expect(SAMPLE_EMERGENCY.content.trim()).not.toBe('');
  });

  it('are written by admins with the right role, between 22 and 26 September, in id order', () => {
    for (const p of SAMPLE_POSTS) {
      const admin = adminByName.get(p.writer);
      expect(admin, `post ${p.id} writer ${p.writer}`).toBeDefined();
      const allowed = p.category === 'Event' ? ['Club', 'Major'] : ['Staff', 'Stuco'];
      expect(allowed, `post ${p.id}`).toContain(admin!.role);
      expect(p.created_at, `post ${p.id}`).toMatch(/^2025-09-2[2-6]T\d\d:\d\d:00\+09:00$/);
      expect(p.title.length).toBeLessThanOrEqual(LIMITS.titleChars);
    }
    const times = SAMPLE_POSTS.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('tie each event to its writer’s booth, on a day that booth is open, written earlier that day', () => {
    const events = SAMPLE_POSTS.filter((p) => p.category === 'Event');
    for (const e of events) {
      expect(e.booth_id, `event ${e.id}`).toBe(adminByName.get(e.writer)!.booth_id);
      expect(e.start_time, `event ${e.id}`).toMatch(ISO_KST);
      expect(e.end_time, `event ${e.id}`).toMatch(ISO_KST);
      const day = kstDay(e.start_time!);
      expect(kstDay(e.end_time!)).toBe(day);
      expect(kstDay(e.created_at), `event ${e.id}`).toBe(day);
      expect(Date.parse(e.created_at)).toBeLessThan(Date.parse(e.start_time!));
      expect(Date.parse(e.end_time!)).toBeGreaterThan(Date.parse(e.start_time!));
      const booth = SAMPLE_BOOTHS.find((b) => b.id === e.booth_id)!;
      expect(booth.schedules.map((s) => s.day), `event ${e.id}`).toContain(day);
    }
    const evening2 = Date.parse('2025-09-25T21:00:00+09:00');
    expect(events.some((e) => Date.parse(e.end_time!) <= evening2)).toBe(true);
    expect(events.filter((e) => kstDay(e.start_time!) === '2025-09-26').length).toBeGreaterThanOrEqual(3);
  });

  it('give lost items a found location, some a photo, and keep event fields off other posts', () => {
    for (const p of SAMPLE_POSTS) {
      if (p.category === 'LostItem') {
        expect(p.location?.trim(), `post ${p.id}`).toBeTruthy();
        expect(p.location!.length).toBeLessThanOrEqual(LIMITS.locationChars);
      } else {
        expect(p.location, `post ${p.id}`).toBeNull();
      }
      if (p.category !== 'Event') {
        expect([p.start_time, p.end_time, p.booth_id], `post ${p.id}`).toEqual([null, null, null]);
      }
    }
    expect(SAMPLE_POSTS.filter((p) => p.category === 'LostItem' && p.image).length).toBeGreaterThanOrEqual(3);
  });
});

describe('developers', () => {
  it('are exactly 24 with unique ids, known teams and Korean role lines', () => {
    expect(SAMPLE_DEVELOPERS).toHaveLength(LIMITS.developers);
    expect(duplicates(SAMPLE_DEVELOPERS.map((d) => d.id))).toEqual([]);
    for (const d of SAMPLE_DEVELOPERS) {
      expect(d.roles.length, d.name).toBeGreaterThanOrEqual(1);
      for (const r of d.roles) expect(DEVELOPER_TEAMS, d.name).toContain(r);
      expect(d.roleDisplay, d.name).toMatch(/[가-힣]/);
      expect(d.major, d.name).toMatch(/[가-힣]/);
    }
    const inTeam = (t: string) => SAMPLE_DEVELOPERS.filter((d) => d.roles.includes(t as never)).length;
    expect(inTeam('Team Lead')).toBeGreaterThanOrEqual(1);
    expect(inTeam('Team Lead')).toBeLessThanOrEqual(2);
    for (const t of DEVELOPER_TEAMS) expect(inTeam(t), t).toBeGreaterThanOrEqual(2);
  });
});

describe('translation memory', () => {
  const koreanContent = (): string[] => {
    const texts: (string | null | undefined)[] = [
      ...Object.values(CATEGORY_KO),
      ...CAMPUS_LOCATIONS.map((l) => l.names.ko),
      ...SAMPLE_BOOTHS.flatMap((b) => [b.name, b.description, ...b.corners, ...b.menus.map((m) => m.name)]),
      ...SAMPLE_STAGES.flatMap((s) => [s.name, s.location_name]),
      ...SAMPLE_ADMINS.map((a) => a.name),
      ...SAMPLE_POSTS.flatMap((p) => [p.title, p.content, p.location]),
      SAMPLE_EMERGENCY.title,
      SAMPLE_EMERGENCY.content,
      ...SAMPLE_DEVELOPERS.flatMap((d) => [d.roleDisplay, d.major]),
    ];
    return [...new Set(texts.filter((t): t is string => !!t))];
  };

  it('translates every Korean text of the sample into en, ja and zh-CN', () => {
    const missing = koreanContent().filter((ko) => !['en', 'ja', 'zh-CN'].every((l) => memoryLookup(ko, l as 'en')?.trim()));
    expect(missing).toEqual([]);
  });

  it('has one entry per Korean text, none stale, none left in Korean', () => {
    expect(duplicates(TRANSLATION_MEMORY.map((e) => e.ko))).toEqual([]);
    const used = new Set(koreanContent());
    expect(TRANSLATION_MEMORY.filter((e) => !used.has(e.ko)).map((e) => e.ko)).toEqual([]);
    for (const e of TRANSLATION_MEMORY) {
      expect(e.en, e.ko).not.toMatch(/[가-힣]/);
      expect(e.ja, e.ko).not.toMatch(/[가-힣]/);
      expect(e['zh-CN'], e.ko).not.toMatch(/[가-힣]/);
    }
  });

  it('keeps the location names of the reference table', () => {
    for (const l of CAMPUS_LOCATIONS) {
      expect(memoryLookup(l.names.ko, 'en')).toBe(l.names.en);
      expect(memoryLookup(l.names.ko, 'ja')).toBe(l.names.ja);
      expect(memoryLookup(l.names.ko, 'zh-CN')).toBe(l.names['zh-CN']);
    }
  });

  it('answers undefined for texts it does not know', () => {
    expect(memoryLookup('존재하지 않는 문장', 'en')).toBeUndefined();
    expect(memoryLookup('만해광장', 'ja')).toBe('万海広場');
  });
});

describe('images', () => {
  const referenced = [
    ...SAMPLE_BOOTHS.flatMap((b) => [b.image_url, ...b.menus.map((m) => m.image_url)]),
    ...SAMPLE_STAGES.map((s) => s.image_url),
    ...SAMPLE_POSTS.map((p) => p.image),
    ...SAMPLE_DEVELOPERS.map((d) => d.image),
  ].filter((p): p is string => !!p);
  const required = [
    '/images/defaults/booth.svg',
    '/images/defaults/foodtruck.svg',
    '/images/defaults/drink.svg',
    '/images/defaults/other.svg',
    '/images/defaults/toilet.svg',
    '/images/banner/lost-banner.svg',
  ];

  it('exist under public/ for every path the sample references, and for the defaults', () => {
    const missing = [...new Set([...referenced, ...required])].filter((p) => !existsSync(join(PUBLIC_DIR, p)));
    expect(missing).toEqual([]);
    expect(referenced.every((p) => p.startsWith('/images/'))).toBe(true);
  });

  it('are small self-contained SVGs with no outside references', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
    const files = walk(join(PUBLIC_DIR, 'images'));
    expect(files.length).toBeGreaterThanOrEqual(24 + 5 + 6);
    for (const f of files) {
      expect(f, f).toMatch(/\.svg$/);
      const text = readFileSync(f, 'utf8');
      expect(text.length, f).toBeLessThan(3200);
      expect(text.trimStart().startsWith('<svg'), f).toBe(true);
      expect(text.trimEnd().endsWith('</svg>'), f).toBe(true);
      expect(text, f).toMatch(/viewBox="[\d. ]+"/);
      // Only the SVG namespace may name a URL; no links, images, fonts or styles from elsewhere.
      expect(text.replace('xmlns="http://www.w3.org/2000/svg"', ''), f).not.toMatch(/https?:|href=|@import|@font-face|<image|<script/i);
      // Balanced tags, so browsers do not render an error page instead of the picture.
      const opened = (text.match(/<[a-zA-Z]/g) ?? []).length - (text.match(/\/>/g) ?? []).length;
      const closed = (text.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect(closed, f).toBe(opened);
    }
  });
});

// The festival's settings type and the 2025 sample as data, without the validation (so the client's
// first paint does not carry valibot): contract/festival.ts re-exports these with the schema.
// currentFestival() is the festival this JS runtime runs on: the client's store (src/stores/festival.ts)
// sets it from the page; machines and the Korea-time helpers read it. The server passes its own instead.
import { GAME, LANGUAGES, NIGHT, OPENING_INSTANT, FESTIVAL_DATES, TIMETABLE_SLOTS, type Language } from './constants';

export interface FestivalNight {
  /** Server default for is_night requests: from this hour ... */
  request_start_hour: number;
  /** ... to this hour (next morning). */
  request_end_hour: number;
  /** Map toggle default: night from this hour ... */
  map_toggle_start_hour: number;
  /** ... until this hour. */
  map_toggle_end_hour: number;
  /** Detail pages treat booths as night from this local hour. */
  detail_start_hour: number;
}

export interface FestivalGame {
  /** Stages a game has (1..4: grids 2x2 to 5x5). */
  stages: number;
  /** Plays a visitor has each day. */
  tries_per_day: number;
  /** The discount the coupon gives, in percent. */
  coupon_percent: number;
  /** Partner pubs giving coupons and how many each gives over the festival. */
  pubs: { name: string; stock: number }[];
}

export interface FestivalSettings {
  /** Name per language (ko required). */
  name: Partial<Record<Language, string>> & { ko: string };
  /** 1 to 7 consecutive days, YYYY-MM-DD in the festival's time zone. */
  dates: string[];
  /** Countdown target, ISO with offset. */
  opening_instant: string;
  time_zone: string;
  stage: { open: string; close: string; slots: string[] };
  night: FestivalNight;
  game: FestivalGame;
  languages: Language[];
}

/** The 2025 festival: every rule of the spec holds with it. */
export const SAMPLE_FESTIVAL: FestivalSettings = {
  // Korean and English only: every byte here is on the first paint (ja and zh-CN fall back to English).
  name: { ko: '2025 동국대학교 가을 축제', en: 'Dongguk University Autumn Festival 2025' },
  dates: [...FESTIVAL_DATES],
  opening_instant: OPENING_INSTANT,
  time_zone: 'Asia/Seoul',
  stage: { open: '15:00', close: '20:00', slots: [...TIMETABLE_SLOTS] },
  night: {
    request_start_hour: NIGHT.requestStartHour,
    request_end_hour: NIGHT.requestEndHour,
    map_toggle_start_hour: NIGHT.mapToggleStartHour,
    map_toggle_end_hour: NIGHT.mapToggleEndHour,
    detail_start_hour: NIGHT.detailStartHour,
  },
  game: {
    stages: GAME.stages,
    tries_per_day: GAME.maxPlaysPerDay,
    coupon_percent: GAME.couponPercent,
    // contract/sample/pubs.ts's stock (60, 40, 40).
    pubs: GAME.defaultPubs.map((name, i) => ({ name, stock: i === 0 ? 60 : 40 })),
  },
  languages: [...LANGUAGES],
};

let current: FestivalSettings = SAMPLE_FESTIVAL;

/** The festival this runtime runs on (the 2025 sample until the client's store sets another). */
export function currentFestival(): FestivalSettings {
  return current;
}

/** Used by the client's festival store only (and tests): the festival the machines and helpers read. */
export function setCurrentFestival(f: FestivalSettings): void {
  current = f;
}

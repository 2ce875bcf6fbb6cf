// Festival constants of spec §9, in one place. Everything else imports these.

export const LANGUAGES = ['ko', 'en', 'ja', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);
export const DATE_LOCALES: Record<Language, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  ja: 'ja-JP',
  'zh-CN': 'zh-CN',
};
/** Labels of the language dropdown, in this order. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  ko: 'KR',
  en: 'ENG',
  'zh-CN': '中文',
  ja: '日本語',
};

/** Home's top banner (spec §3), the largest thing home paints first: the server names it in home's page as a preload. */
export const LOST_BANNER_IMAGE = '/images/banner/lost-banner.svg';

/** Korea time. All festival times are +09:00 whatever the phone's zone. */
export const KST_OFFSET = '+09:00';
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

export const FESTIVAL_DATES = ['2025-09-24', '2025-09-25', '2025-09-26'] as const;
export type FestivalDate = (typeof FESTIVAL_DATES)[number];
/** Countdown target: the opening instant. */
export const OPENING_INSTANT = '2025-09-24T09:00:00+09:00';

export const CATEGORIES = ['Booth', 'FoodTruck', 'Drink', 'Store', 'Toilet'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Category names as sent to the translation service (Korean). */
export const CATEGORY_KO: Record<Category, string> = {
  Booth: '부스',
  FoodTruck: '푸드트럭',
  Drink: '주류 판매',
  Store: '편의점',
  Toilet: '화장실',
};

export const BOARD_CATEGORIES = ['Notice', 'Event', 'LostItem'] as const;
export type BoardCategory = (typeof BOARD_CATEGORIES)[number];

export const ADMIN_ROLES = ['Staff', 'Stuco', 'Club', 'Major'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const FESTA_ROLES: readonly AdminRole[] = ['Staff', 'Stuco'];
export const BOOTH_ROLES: readonly AdminRole[] = ['Club', 'Major'];

export const TIMETABLE_SLOTS = ['15:00', '16:00', '17:00', '18:00', '19:00'] as const;
export type TimetableSlot = (typeof TIMETABLE_SLOTS)[number];

export const LIMITS = {
  mapList: 50,
  eventBooths: 5,
  topLiked: 3,
  nearby: 3,
  related: 3,
  boardPageSize: 10,
  paginationNumbers: 5,
  writerNameChars: 20,
  titleChars: 200,
  locationChars: 200,
  imageBytes: 1024 * 1024,
  imageLongestSide: 1024,
  developers: 24,
} as const;

export const SHEET = {
  min: 150,
  initial: 150,
  maxInitial: 410,
  maxAfterResize: 480,
  /** Both maxima are capped by window height minus this. */
  windowReserve: 182,
  oldMin: 400,
  oldMax: 800,
} as const;

export const NIGHT = {
  /** Server default for is_night requests: 18:00 to 06:00. */
  requestStartHour: 18,
  requestEndHour: 6,
  /** Map toggle default: night before 05:00 or from 17:00. */
  mapToggleStartHour: 17,
  mapToggleEndHour: 5,
  /** Detail pages treat booths as night from local hour 17. */
  detailStartHour: 17,
} as const;

export const GAME = {
  roundMs: 5000,
  stages: 4,
  /** Words per stage: 2x2, 3x3, 4x4, 5x5. */
  gridSizes: [2, 3, 4, 5] as const,
  maxPlaysPerDay: 5,
  successCountOffset: 10500,
  /** Percentile shown by completed stages (index = stages completed, 1..4). */
  percentileByStages: { 1: 91, 2: 86, 3: 42, 4: 18 } as Record<number, number>,
  couponPercent: 5,
  introAutoAdvanceMs: 1500,
  countdownFrom: 3,
  defaultPubs: ['프론티어', '공과대학', '푸름누리'] as const,
  /** A finished 4-stage game shorter than this is not plausible. */
  minPlausibleGameMs: 4000,
} as const;

export const TIMING = {
  eventCarouselMs: 3000,
  artistRotationMs: 2000,
  introAutoAdvanceMs: 1500,
  bannerSwipePx: 50,
  eventEndedToastMs: 2000,
  urgentToastMs: 2500,
  loginErrorMs: 3000,
  loginRequiredRedirectMs: 2000,
  sessionExpiredRedirectMs: 1800,
  successRedirectMs: 1000,
  /** TanStack Query freshness. */
  staleMs: 5 * 60 * 1000,
} as const;

export const LAYOUT = {
  minWidth: 375,
  maxWidth: 430,
  topBar: 54,
  bottomBar: 62,
  boothCardHeight: 92,
  boothCardImage: 68,
} as const;

export const GEOLOCATION = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 } as const;

/** Campus bounding box used to turn pin percentages into coordinates. */
export const CAMPUS_BOX = { latMin: 37.556, latMax: 37.5605, lngMin: 126.9965, lngMax: 127.0035 } as const;

/** GET /board/ paging: pages from 1 to maxPage, size 1..50 (20 when only the page is given); the unpaged list
 * (the 2025 client's) is capped; a search reads its first searchChars characters. */
export const BOARD_PAGING = { defaultSize: 20, maxSize: 50, maxPage: 100_000, wholeListCap: 500, searchChars: 100 } as const;

// Paths of spec §7, relative to the API base URL (default '/api').
export const API_PATHS = {
  emergency: '/board/emergency',
  boothList: '/booths/list/',
  boothLikes: (id: number | string) => `/booths/${id}/likes/`,
  /** Booth detail: tried in this order. */
  boothDetail: (id: number | string) => [`/booths/${id}/`, `/booths/detail/${id}/`, `/booths/${id}`],
  stage: (date: string, slot: string) => `/stage/days/${date}/schedules/${slot}`,
  board: '/board/',
  boardPost: (id: number | string) => `/board/${id}`,
  boardRelated: (id: number | string) => `/board/${id}/related`,
  notices: '/board/notices',
  notice: (id: number | string) => `/board/notices/${id}`,
  losts: '/board/losts',
  lost: (id: number | string) => `/board/losts/${id}`,
  events: '/board/events',
  event: (id: number | string) => `/board/events/${id}`,
  adminLogin: '/admin/login',
  adminLogout: '/admin/logout',
  gameStart: '/game/games/start/',
  gameSuccess: '/game/games/success/',
  gameSuccessCount: '/game/games/successcount/',
  gameCoupon: '/game/games/coupon/',
  translate: '/api/common/translations/resolve/',
  translateBatch: '/api/common/translations/resolve-batch/',
  developers: '/developers/',
  locations: '/locations/',
  /** A location's detail plan (contract/building-plans.ts): its image and booth label spots; read when a building opens. */
  plan: (locationId: number | string) => `/plans/${locationId}`,
  health: '/health',
  /** Server-Sent Events: the live change feed. */
  live: '/live',
  uploads: '/uploads/',
  /** Staff: the whole festival as one file (contract/festival-file.ts). */
  festivalExport: '/admin/festival/export',
  /** Staff: check a festival file (dry run) or load it with ?apply=1 (&replace=1). */
  festivalImport: '/admin/festival/import',
} as const;


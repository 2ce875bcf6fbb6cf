// Wire types of every call in spec §7, in the shapes the 2025 server answered
// (shared/reference/original-deployment.md). Paths are relative to the API base (default /api).
import type { AdminRole, BoardCategory, Category, Language } from './constants';

// ---------- Locations ----------
export interface Location {
  id: number;
  name: string;
  lat: number | null;
  lng: number | null;
}
/** A campus location with its names in four languages and its pin (percent of the map). */
export interface CampusLocation {
  id: number;
  names: Record<Language, string>;
  pin: { x: number; y: number };
  /** A detailed building map exists for this location. */
  hasDetailMap: boolean;
}

// ---------- Booths ----------
export interface BusinessDay {
  /** YYYY-MM-DD */
  day: string;
  /** Weekday name in English (Wednesday), as the server sends it. */
  weekday?: string;
  /** hh:mm:ss, or null while preparing */
  start_time: string | null;
  end_time: string | null;
}
export interface Corner {
  name: string;
}
export interface BoothListItem {
  booth_id: number;
  name: string;
  category: Category;
  image_url: string | null;
  is_night: boolean;
  is_dorder: boolean;
  is_event: boolean;
  /** The event running now, else null. */
  event_id: number | null;
  location: Location;
  /** Integer metres, null without a user location. */
  distance_m: number | null;
  business_days: BusinessDay[];
  /** HH:MM of the chosen (or first) day, null when unknown. */
  start_time: string | null;
  end_time: string | null;
  like_cnt: number;
  is_liked: boolean;
  corners?: Corner[];
}
export type BoothOrdering = 'distance' | '-likes' | '-id' | 'name';
export interface BoothListRequest {
  types?: Category[];
  building_id?: number;
  is_night?: boolean;
  is_event?: boolean;
  /** YYYY-MM-DD: only booths with a schedule that day. */
  date?: string;
  top_liked_3?: boolean;
  ordering?: BoothOrdering;
  limit?: number;
  /** x is latitude, y is longitude. */
  user_location?: { x: number; y: number } | null;
  user_id?: string | null;
}
export interface BoothListResponse {
  results: BoothListItem[];
}
export interface MenuItem {
  id?: number;
  name: string;
  price: number;
  image_url: string | null;
  is_soldout: boolean;
  /** dorder booths: top 3 by sold */
  is_best?: boolean;
  /** night booths list an entry-fee menu first */
  is_entry_fee?: boolean;
}
export interface Schedule {
  day: string;
  start_time: string | null;
  end_time: string | null;
}
export interface BoothDetail {
  id: number;
  booth_id: number;
  name: string;
  category: Category;
  image_url: string | null;
  is_night: boolean;
  is_dorder: boolean;
  /** Tables free now; null outside 17:30-23:00 or for non-dorder booths. */
  booth_can_usage: boolean | null;
  booth_description: string | null;
  location: Location;
  location_name: string;
  location_description: string | null;
  schedules: Schedule[];
  corners: Corner[];
  menus: MenuItem[];
  like_cnt: number;
  is_liked: boolean;
  is_event: boolean;
  event_id: number | null;
}
export interface LikeRequest {
  user_id: string | null;
}
export interface LikeResponse {
  message: string;
  booth_id: number;
  likes_count: number;
  is_liked: boolean;
  user_id: string;
}

// ---------- Stage ----------
export interface StageItem {
  id: number;
  name: string;
  location_name: string;
  image_url: string | null;
  /** ISO with +09:00 */
  start_time: string;
  end_time: string;
  is_active: boolean;
  kind: 'club' | 'celebrity';
}
export interface StageScheduleResponse {
  date: string;
  slot: string;
  club: {
    /** club shows overlapping [T, T+1h) */
    current_slot: StageItem[];
    /** club shows that day starting at or after T+1h */
    remaining: StageItem[];
  };
  celebrity: StageItem[];
}
/** GET /stage/days/{date}/schedules/ (no hour), as the 2025 client asks: every show of that day, by start. */
export interface StageDayResponse {
  day: string;
  schedules: StageItem[];
}

// ---------- Board ----------
export interface BoardPost {
  id: number;
  category: BoardCategory;
  title: string;
  writer: string;
  content: string;
  /** alias of content, as some screens read it */
  detail: string;
  booth_id: number | null;
  booth_name: string | null;
  booth_location: string | null;
  created_at: string;
  updated_at?: string;
  /** Event posts: ISO start and end; event_time is 'HH:MM ~ HH:MM' */
  start_time: string | null;
  end_time: string | null;
  event_time: string | null;
  image: string | null;
  images: string[];
  /** Lost posts: where the item was found */
  location: string | null;
  is_emergency: boolean;
}
export interface BoardListResponse {
  message: string;
  total_count: number;
  result: BoardPost[];
}
/** GET /board/?page=N&size=M: one page of the board in the spec's ALL order (or one category's, newest first). */
export interface BoardPageResponse {
  total_count: number;
  page: number;
  size: number;
  results: BoardPost[];
}
export interface BoardDetailResponse extends BoardPost {}
export interface BoardRelatedResponse {
  related: BoardPost[];
}
export interface EmergencyNotice {
  id: number;
  title: string;
  content: string;
}
export interface EmergencyUpdateRequest {
  uid: string;
  title: string;
  content: string;
}
export interface NoticeWriteRequest {
  uid: string;
  category: 'Notice';
  title: string;
  content: string;
}
/** Sent as multipart/form-data: uid, category 'LostItem', title, content, location, image? */
export interface LostWriteFields {
  uid: string;
  category: 'LostItem';
  title: string;
  content: string;
  location: string;
}
export interface EventWriteRequest {
  uid: string;
  title: string;
  detail: string;
  /** ISO instant with +09:00, same Korea day as the time of writing */
  start_time: string;
  end_time: string;
}
export interface EventSummary {
  id: number;
  title: string;
  booth_name: string;
  booth_id: number;
  writer: string;
  start_time: string;
  end_time: string;
  detail: string;
}
export interface EventListResponse {
  message: string;
  result: EventSummary[];
}
/** Every write answers with at least a message; failures carry error or detail. */
export interface WriteResponse {
  message: string;
  id?: number;
  uid_valid?: boolean;
}
export interface ErrorBody {
  message: string;
  error?: string;
  detail?: string;
  uid_valid?: boolean;
}

// ---------- Admin ----------
export interface AdminLoginRequest {
  admin_code: string;
}
export interface AdminLoginResponse {
  uid: string;
  role: AdminRole;
  name: string;
}

// ---------- Game ----------
export interface GameStartRequest {
  user_id: string;
}
export interface GameStartResponse {
  message: string;
  data: { user_id: string; try_times: number; game_id: string };
  game_try_times: number;
}
export interface GameSuccessRequest {
  user_id: string;
}
export interface GameSuccessResponse {
  message: string;
  data: {
    is_coupon: boolean;
    coupon_booths: string[];
    coupon_booth: string[];
    /** A win while no coupon is released yet: when the next one is (ISO instant, and 'HH:MM' Korea time). */
    next_coupon_at?: string | null;
    next_coupon_time?: string | null;
  };
}
export interface GameSuccessCountResponse {
  total_success_count: number;
  success_count: number;
}
export interface GameCouponRequest {
  user_id: string;
  booth_name: string;
}
export interface GameCouponResponse {
  message: string;
  data: { coupon_code: string; booth_name: string };
}

// ---------- Coupons at the counter ----------
/** GET /coupons/{code}: a coupon a visitor was given, as the pub's counter sees it. */
export interface CouponStatus {
  code: string;
  pub_name: string;
  /** When the visitor took it (ISO, Korea time offset). */
  issued_at: string | null;
  redeemed_at: string | null;
  redeemed_by: string | null;
  /** True while the code can still be redeemed at `pub_name`. */
  valid: boolean;
}
export interface CouponRedeemRequest {
  uid?: string;
  /** The pub of the counter (Staff/Stuco); a pub's own admin may leave it out. */
  pub?: string;
}
export type CouponRedeemResponse = CouponStatus & { message: string };
/** The 409 bodies: the code is another pub's, or was used before. */
export type CouponRefusal =
  | { message: string; error: 'other_pub'; pub_name: string }
  | { message: string; error: 'already_redeemed'; redeemed_at: string; redeemed_by: string | null };

// ---------- Translation ----------
export type TranslationStatus = 'ok' | 'pending' | 'error' | 'stale';
export type TranslationEntityType = 'booth' | 'stage' | 'board' | 'notice' | 'developer' | 'writer' | 'location';
export interface TranslationResolveRequest {
  entity_type: TranslationEntityType;
  entity_id: string | number;
  field: string;
  source_lang?: Language;
  target_lang: Language;
  source_text: string;
}
export interface TranslationResult {
  translated_text: string;
  status: TranslationStatus;
  provider: string;
  meta: Record<string, unknown>;
}
export interface TranslationBatchRequest {
  target_lang: Language;
  items: {
    entity_type: TranslationEntityType;
    entity_id: string | number;
    fields: { field: string; source_lang?: Language; source_text: string }[];
  }[];
}
export interface TranslationBatchResponse {
  results: {
    entity_type: TranslationEntityType;
    entity_id: string | number;
    field: string;
    translated: TranslationResult;
  }[];
}

// ---------- Developers ----------
export const DEVELOPER_TEAMS = ['Team Lead', 'PM/DS', 'Front-End', 'Back-End', 'Corporate Affairs'] as const;
export type DeveloperTeam = (typeof DEVELOPER_TEAMS)[number];
export interface Developer {
  id: number;
  name: string;
  roles: DeveloperTeam[];
  /** Korean role line shown on the card, translated in other languages */
  roleDisplay: string;
  /** Korean major, translated in other languages */
  major: string;
  image: string | null;
  /** A web page of the person (http or https), or null; not in the 2025 answer. */
  link?: string | null;
}

// ---------- Health ----------
export interface HealthResponse {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

// ---------- Organiser dashboard (issue 20) ----------
/** Hours of a Korea day, 0 to 23: each per-hour array below has 24 numbers, index = hour. */
export const DASHBOARD_HOURS = 24;
export interface DashboardTopBooth {
  booth_id: number;
  name: string;
  /** Likes by the end of the day (or now), including earlier days. */
  likes: number;
  /** Likes held at the end of each hour of the day. */
  cumulative: number[];
}
export interface DashboardPubHours {
  pub: string;
  /** Coupons given by the game in each hour. */
  issued: number[];
  /** Coupons redeemed at the pub's counter in each hour. */
  redeemed: number[];
}
export interface DashboardStock {
  pub: string;
  total: number;
  /** Not given yet (released or still to be released). */
  remaining: number;
  issued: number;
  redeemed: number;
}
/** A booth's line over one Korea day (issue 25): each array has 24 numbers, index = hour. */
export interface DashboardLine {
  booth_id: number;
  name: string;
  /** Parties waiting at the end of each hour (at now for the hour running; 0 for hours still to come). */
  waiting: number[];
  /** Parties that joined in each hour. */
  joined: number[];
  /** Parties called in each hour. */
  called: number[];
  /** Average minutes from joining to the call of the parties called in each hour (one decimal; 0 with none). */
  avg_wait_minutes: number[];
  /** Called parties settled in each hour: seated (they came) and no-shows. */
  seated: number[];
  no_shows: number[];
}
export interface DashboardResponse {
  /** YYYY-MM-DD (Korea) of the numbers below. */
  day: string;
  /** The festival's days, for the day switch. */
  days: string[];
  /** When the numbers were read, Korea time. */
  generated_at: string;
  likes_per_hour: number[];
  top_booths: DashboardTopBooth[];
  plays_per_hour: number[];
  wins_per_hour: number[];
  coupons_per_hour: DashboardPubHours[];
  coupon_stock: DashboardStock[];
  /** Live streams open now across every process. */
  live_visitors: number;
  /** API reads of the day by the visitor's language (?lang= or Accept-Language; Korean otherwise). */
  languages: { lang: Language; requests: number }[];
  /** Board posts opened in each hour. */
  board_reads_per_hour: number[];
  /** Every booth with a ticket that day (issue 25), by booth id. */
  queue_lines: DashboardLine[];
}

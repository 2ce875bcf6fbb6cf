// Shapes of the sample festival: one source for the server seed and the MSW fixtures.
import type { AdminRole, BoardCategory, Category, Language } from '../constants';
import type { DeveloperTeam } from '../types';

export interface SampleMenu {
  name: string;
  price: number;
  image_url: string | null;
  is_soldout: boolean;
  /** Units sold so far; dorder booths mark the top 3 as is_best. */
  sold: number;
  /** Night booths: the entry-fee menu, listed first. */
  is_entry_fee?: boolean;
}

export interface SampleBooth {
  id: number;
  name: string;
  category: Category;
  location_id: number;
  image_url: string | null;
  is_night: boolean;
  is_dorder: boolean;
  description: string | null;
  /** Day (YYYY-MM-DD) with hh:mm:ss times; null times mean 'preparing'. */
  schedules: { day: string; start_time: string | null; end_time: string | null }[];
  corners: string[];
  menus: SampleMenu[];
  /** Likes the sample festival starts with (seeded as anonymous visitor rows). */
  initial_likes: number;
  /** dorder booths: whether tables are free (used between 17:30 and 23:00). */
  can_usage?: boolean;
}

export interface SampleStage {
  id: number;
  name: string;
  location_name: string;
  image_url: string | null;
  kind: 'club' | 'celebrity';
  /** ISO with +09:00 */
  start_time: string;
  end_time: string;
}

export interface SampleAdmin {
  name: string;
  role: AdminRole;
  /** Development code; deployments and tests set ADMIN_CODES instead. */
  code: string;
  /** Club and Major admins own one booth. */
  booth_id: number | null;
}

export interface SamplePost {
  id: number;
  category: BoardCategory;
  title: string;
  content: string;
  /** Name of the SampleAdmin who wrote it. */
  writer: string;
  created_at: string;
  booth_id: number | null;
  /** Lost items: where it was found. */
  location: string | null;
  image: string | null;
  /** Events: ISO +09:00 */
  start_time: string | null;
  end_time: string | null;
}

export interface SampleDeveloper {
  id: number;
  name: string;
  roles: DeveloperTeam[];
  roleDisplay: string;
  major: string;
  image: string | null;
}

export interface SamplePub {
  name: string;
  /** Coupons in stock at the start of the festival. */
  stock: number;
}

/** A Korean source text and its translations; seeds the translation memory. */
export type TranslationMemoryEntry = { ko: string } & Record<Exclude<Language, 'ko'>, string>;

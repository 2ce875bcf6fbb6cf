// The admin area's screens, in a chunk of their own that only the admin area downloads: the visitor's first
// paint carries none of their loaders (src/app/routes.tsx renders <AdminScreen name=...> lazily).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryImport } from '@/lib/retry-import';
import type { AdminScreenName } from '@contract/page-routes';
import { withAdminText, type ScreenLoader } from './late-text';

const load = {
  adminPage: withAdminText(() => import('@/screens/admin/admin-page-screen')),
  adminLogin: withAdminText(() => import('@/screens/admin/admin-login-screen')),
  festa: withAdminText(() => import('@/screens/admin/festa-admin-screen')),
  noticeForm: withAdminText(() => import('@/screens/admin/notice-form-screen')),
  lostForm: withAdminText(() => import('@/screens/admin/lost-form-screen')),
  adminPost: withAdminText(() => import('@/screens/admin/admin-post-detail-screen')),
  boothAdmin: withAdminText(() => import('@/screens/admin/booth-admin-screen')),
  eventForm: withAdminText(() => import('@/screens/admin/event-form-screen')),
  eventDetail: withAdminText(() => import('@/screens/admin/event-detail-screen')),
  console: withAdminText(() => import('@/screens/console/console-screen')),
  consoleBooth: withAdminText(() => import('@/screens/console/console-booth-screen')),
  consoleTranslations: withAdminText(() => import('@/screens/console/console-translations-screen')),
  consoleFestival: withAdminText(() => import('@/screens/console/console-festival-screen')),
  consoleActs: withAdminText(() => import('@/screens/console/console-acts-screen')),
  consoleMap: withAdminText(() => import('@/screens/console/console-locations-screen')),
  consolePlans: withAdminText(() => import('@/screens/console/console-plans-screen')),
  consoleImport: withAdminText(() => import('@/screens/console/console-import-screen')),
  dashboard: withAdminText(() => import('@/screens/admin/dashboard-screen')),
  coupons: withAdminText(() => import('@/screens/admin/coupon-counter-screen')),
  queueAdmin: withAdminText(() => import('@/screens/admin/queue-admin-screen')),
  consoleBooths: withAdminText(() => import('@/screens/console/console-booths-screen')),
  consoleBoothNew: withAdminText(() => import('@/screens/console/console-booth-new-screen')),
  consoleCredits: withAdminText(() => import('@/screens/console/console-credits-screen')),
} satisfies Record<AdminScreenName, ScreenLoader>;

const screens = Object.fromEntries(Object.entries(load).map(([name, f]) => [name, lazy(retryImport(f as ScreenLoader))])) as Record<
  AdminScreenName,
  LazyExoticComponent<ComponentType>
>;

/** Starts downloading an admin screen (a first load of its path). */
export function preloadAdminScreen(name: AdminScreenName): void {
  void load[name]().catch(() => {});
}

export default function AdminScreen({ name }: { name: AdminScreenName }) {
  const Screen = screens[name];
  return <Screen />;
}

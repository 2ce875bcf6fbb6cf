// A lazy screen whose text is in the late message chunk (vite.config.ts LATE_KEY: the game), or also in the
// admin chunk (ADMIN_KEY: the admin area): it renders once its chunks are here, downloaded beside its own code.
import type { ComponentType } from 'react';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export const withLateText = (screen: ScreenLoader, admin = false): ScreenLoader => () =>
  Promise.all([screen(), import('@/i18n/late-messages')]).then(([m, late]) => ({ default: late.withLateMessages(m.default, admin) }));

/** An admin screen: the late text and the admin area's. */
export const withAdminText = (screen: ScreenLoader): ScreenLoader => withLateText(screen, true);

// A lazy screen whose text is in the late message chunk (vite.config.ts LATE_KEY), and also in the game's
// (GAME_KEY) or the admin area's (ADMIN_KEY): it renders once its chunks are here, downloaded beside its own code.
import type { ComponentType } from 'react';
import type { MoreText } from '@/i18n/late-messages';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export const withLateText = (screen: ScreenLoader, more?: MoreText): ScreenLoader => () =>
  Promise.all([screen(), import('@/i18n/late-messages')]).then(([m, late]) => ({ default: late.withLateMessages(m.default, more) }));

/** An admin screen: the late text and the admin area's. */
export const withAdminText = (screen: ScreenLoader): ScreenLoader => withLateText(screen, 'admin');

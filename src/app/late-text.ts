// A lazy screen drawn inside text of its own (contract/page-routes.ts SCREEN_TEXT, contract/text-chunks.ts): its
// code and its text download together, so it renders once both are here, and at once when it renders again.
import type { ComponentType } from 'react';
import type { TextChunk } from '@contract/text-chunks';
import { languageStore } from '@/stores/language';
import { isRenderingOnServer } from '@/lib/lazy';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export const withLateText =
  (screen: ScreenLoader, text: TextChunk = 'late'): ScreenLoader =>
  () =>
    Promise.all([
      screen(),
      // The server loads the text it draws screens with itself (src/ssr/entry-server.tsx), in every language.
      import('@/i18n/late-messages').then(async (late) => {
        if (!isRenderingOnServer()) await late.loadText(languageStore.lang, text);
        return late;
      }),
    ]).then(([m, late]) => ({ default: late.withLateMessages(m.default, text) }));

/** An admin screen: the admin area's text (and what its parts show). */
export const withAdminText = (screen: ScreenLoader): ScreenLoader => withLateText(screen, 'admin');

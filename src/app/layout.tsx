import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { lazy } from '@/lib/lazy';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useHasFestival } from '@/stores/festival';
import { retryImport } from '@/lib/retry-import';
import { useAfterLoad } from '@/lib/after-load';
import { ErrorBoundary } from '@/components/shell/screen-error';
import { OfflineNotices } from '@/components/offline/offline-notices';
import { languageStore, setLanguage } from '@/stores/language';
import { keptReminders } from '@/stores/kept-flags';
import { TopBar } from '@/components/shell/top-bar';
import { BottomTabs } from '@/components/shell/bottom-tabs';
import { activeTab, isAdmin, mainScroll, showBottomTabs, showLanguageDropdown, topBarVariant } from './route-rules';
import { notePageSeen, useBack } from './use-back';
import styles from './layout.module.css';

// Offline line, update prompt and install hint: part of the first paint's code (1.5 kB), since a network that drops
// right after the first paint must be told, and code asked for while offline would only come once it is back.
// The live connection loads after the first paint: it is not part of the first-load budget.
const LiveLayer = lazy(retryImport(() => import('@/live/live-layer')));
// Reminders of favourite performances run on every screen, loaded after the first paint on a device that holds one.
const RemindersLayer = lazy(retryImport(() => import('@/screens/my-festival/reminders-layer')));
// Read-only mode's note on likes: only ever needed after a like, so it comes at the visitor's first act (a like is
// one), with the like's own code, and its live region is on the page before any answer to that like.
const LikesPausedNotice = lazy(
  retryImport(() => import('@/components/like/likes-paused-notice').then((m) => ({ default: m.LikesPausedNotice }))),
  { afterFirstAct: true },
);

/** The centred 375-430 px column with the bars of spec §2, chosen from the path and the game phase. */
export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const phase = new URLSearchParams(useSearch()).get('phase');
  const { lang } = useSnapshot(languageStore);
  const hasFestival = useHasFestival();
  const back = useBack();
  const main = useRef<HTMLElement>(null);
  // The live connection opens right after the first paint: an urgent notice must reach an open page within seconds.
  // The reminders start once the page has loaded and gone idle (they draw nothing for minutes), and only on a device
  // that holds one: a visitor who never set one downloads none of their code.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const live = mounted && typeof EventSource !== 'undefined' && !import.meta.env.STORYBOOK;
  const reminded = useSyncExternalStore(keptReminders.subscribe, keptReminders.held, () => false);
  const later = useAfterLoad() && live && reminded;

  // Navigating to a new route scrolls the page to the top. Not the first page: it opens at its top (or where the
  // browser put it back), and scrolling would force the page's layout in the middle of its first load.
  const firstPage = useRef(true);
  useEffect(() => {
    notePageSeen();
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.scrollTo?.(0, 0);
  }, [path]);

  // Before a festival is set up every visitor page is "coming soon": the plain top bar (logo, language) and no
  // tabs, which would only lead to it again.
  const soon = !hasFestival && !isAdmin(path);
  const variant = soon ? 'default' : topBarVariant(path, phase);
  const tabs = !soon && showBottomTabs(path, phase);
  return (
    <div className={styles.column}>
      <TopBar variant={variant} lang={lang} onLanguageChange={setLanguage} showLanguage={soon || showLanguageDropdown(path)} onBack={back} />
      <main
        ref={main}
        className={styles.main}
        data-scroll={mainScroll(path)}
        data-top={variant !== 'none' || undefined}
        data-bottom={tabs || undefined}
      >
        {children}
      </main>
      {tabs && <BottomTabs active={activeTab(path)} />}
      {/* Layers the page works without: one that fails is left out, never the page. */}
      {/* Outside the Suspense below: a note whose code is still on its way (or cannot come, offline) hides nothing else. */}
      <ErrorBoundary resetKey="" fallback={null}>
        <OfflineNotices />
      </ErrorBoundary>
      <ErrorBoundary resetKey="" fallback={null}>
        <Suspense fallback={null}>
          <LikesPausedNotice />
        </Suspense>
      </ErrorBoundary>
      {live && (
        <ErrorBoundary resetKey="" fallback={null}>
          <Suspense fallback={null}>
            <LiveLayer />
          </Suspense>
        </ErrorBoundary>
      )}
      {later && (
        <ErrorBoundary resetKey="" fallback={null}>
          <Suspense fallback={null}>
            <RemindersLayer />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

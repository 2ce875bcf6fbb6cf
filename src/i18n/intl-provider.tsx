import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { DATE_LOCALES, DEFAULT_LANGUAGE, type Language } from '@contract/constants';
import { languageStore } from '@/stores/language';
import { cachedMessages, loadLanguage, type Messages } from './load-messages';

/** Intl for one language with its messages given (stories, tests). */
export function StaticIntlProvider({ lang, messages, children }: { lang: Language; messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale={DATE_LOCALES[lang]} defaultLocale={DATE_LOCALES[DEFAULT_LANGUAGE]} messages={messages} timeZone="Asia/Seoul">
      {children}
    </IntlProvider>
  );
}

/** Intl for the visitor's language; a switch loads that locale's messages (and the page's other text), then changes all text at once. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { lang } = useSnapshot(languageStore);
  const [shown, setShown] = useState<{ lang: Language; messages: Messages } | null>(() => {
    const m = cachedMessages(lang);
    return m ? { lang, messages: m } : null;
  });
  useEffect(() => {
    let live = true;
    // The messages already shown (kept from an earlier visit) are kept as they are: a new object would render
    // every text of the page again for nothing. A switch waits for the screen's own text too: all text changes at once.
    void loadLanguage(lang).then((messages) => live && setShown((now) => (now?.lang === lang && now.messages === messages ? now : { lang, messages })));
    document.documentElement.lang = lang;
    return () => {
      live = false;
    };
  }, [lang]);
  if (!shown) return null;
  return (
    <StaticIntlProvider lang={shown.lang} messages={shown.messages}>
      {children}
    </StaticIntlProvider>
  );
}

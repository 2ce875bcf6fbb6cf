// Festival content in the visitor's language: one translation machine per screen, fed by the API.
//
// The machine's code (XState, the machine, the calls: translator.ts) is not part of any first paint, and a Korean
// visitor never downloads it (Korean shows the source). For another language its download starts as soon as this
// module loads, beside the screen's own code; until it runs, every field shows what the device keeps for it (lists
// and details bring their translations along), else its Korean source. No component renders for it: the machine is
// an actor this hook starts and reads (useSyncExternalStore).
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_LANGUAGE } from '@contract/constants';
import { displayText, type Translate, type TranslationFieldRequest } from '@machines/translation.helpers';
import { languageStore } from '@/stores/language';
import { keepTranslation, unkeptFields, withDeviceCache } from '@/stores/translation-cache';
import { retryImport } from '@/lib/retry-import';
import type { TranslationActor } from './translator';

export type { Translate };

type Translator = typeof import('./translator');
let translator: Translator | null = null;
let loading: Promise<Translator> | null = null;
function loadTranslator(): Promise<Translator> {
  loading ??= retryImport(() => import('./translator'))().then(
    (m) => (translator = m),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}
if (languageStore.lang !== DEFAULT_LANGUAGE) void loadTranslator().catch(() => {});

const source: Translate = (_key, text) => text;
const noSubscribe = () => () => {};

/**
 * Asks for `fields` in the current language and returns `t(key, source)`: the translation when its status is ok,
 * else the one kept on the device (lists bring them along) when it was made from this very source, else the Korean
 * source. Fields kept on the device for their current source are not asked for again; a field whose source changed
 * since is. Korean always shows the source. Keys come from `translationKey()`.
 */
const noContext = () => null;

export function useTranslated(fields: readonly TranslationFieldRequest[]): Translate {
  const { lang } = useSnapshot(languageStore);
  const wanted = lang !== DEFAULT_LANGUAGE;
  const [actor, setActor] = useState<TranslationActor | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let started: TranslationActor | null = null;
    const start = (m: Translator) => {
      if (!live) return;
      started = m.startTranslation(languageStore.lang);
      setActor(started);
    };
    if (translator) start(translator);
    else loadTranslator().then(start, (err: unknown) => console.warn('translation code failed to load', err));
    return () => {
      live = false;
      started?.stop();
      setActor(null);
    };
  }, [wanted]);

  useEffect(() => {
    if (actor && actor.getSnapshot().context.lang !== lang) actor.send({ type: 'lang.change', lang });
  }, [actor, lang]);

  // Callers rebuild `fields` on every render; only their content matters. A language change needs no
  // new request: the machine asks again for every field it knows in the new language.
  const signature = `${lang}\u0003${fields.map((f) => `${f.key}\u0001${f.source_text}`).join('\u0002')}`;
  useEffect(() => {
    if (!actor) return;
    const missing = unkeptFields(lang, fields);
    if (missing.length) actor.send({ type: 'translation.request', fields: missing });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, signature]);

  const subscribe = useMemo(
    () =>
      actor
        ? (changed: () => void) => {
            const s = actor.subscribe(changed);
            return () => s.unsubscribe();
          }
        : noSubscribe,
    [actor],
  );
  // The page the server rendered had no translator yet: hydration reads the same (noContext).
  const context = useSyncExternalStore(subscribe, () => actor?.getSnapshot().context ?? null, noContext);
  useEffect(() => {
    if (!context) return;
    for (const [key, f] of Object.entries(context.fields)) if (f.status === 'ok' && f.text !== null) keepTranslation(context.lang, key, f.source_text, f.text);
  }, [context]);
  return useMemo(() => withDeviceCache(lang, context ? (key: string, text: string) => displayText(context, key, text) : source), [context, lang]);
}

// Translations without the translation machine in the first download: until its code arrives (a
// moment after the first paint, usually before the screen's data) every field shows what the device keeps
// for it (lists bring the translations along), else its Korean source, as useTranslated does.
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { TranslationFieldRequest } from '@machines/translation.helpers';
import { languageStore } from '@/stores/language';
import { withDeviceCache } from '@/stores/translation-cache';
import { useDeferredModule } from './use-deferred-module';
import type { Translate } from './translate';

export type { Translate };

const source: Translate = (_key, text) => text;

const loadTranslationBridge = () => import('./translation-bridge');

/**
 * useTranslated, loaded after the first paint. Returns `t` and an element to render anywhere in the screen
 * (it renders nothing; it runs the translation machine and hands each new `t` up).
 */
export function useDeferredTranslated(fields: readonly TranslationFieldRequest[]): [Translate, ReactNode] {
  const { lang } = useSnapshot(languageStore);
  const [t, setT] = useState<Translate>(() => source);
  const bridge = useDeferredModule(loadTranslationBridge);
  // Until the machine answers, the translations kept on the device (lists bring them) paint at once.
  return [bridge ? t : withDeviceCache(lang, t), bridge && <bridge.TranslationBridge fields={fields} onChange={setT} />];
}

// Translations without the translation machine in the first download: until its code arrives (a
// moment after the first paint, usually before the screen's data) every field shows its Korean source, exactly
// as useTranslated does before its first answer.
import { useState, type ReactNode } from 'react';
import type { TranslationFieldRequest } from '@machines/translation.helpers';
import { useDeferredModule } from './use-deferred-module';

export type Translate = (key: string, source: string) => string;

const source: Translate = (_key, text) => text;

const loadTranslationBridge = () => import('./translation-bridge');

/**
 * useTranslated, loaded after the first paint. Returns `t` and an element to render anywhere in the screen
 * (it renders nothing; it runs the translation machine and hands each new `t` up).
 */
export function useDeferredTranslated(fields: readonly TranslationFieldRequest[]): [Translate, ReactNode] {
  const [t, setT] = useState<Translate>(() => source);
  const bridge = useDeferredModule(loadTranslationBridge);
  return [t, bridge && <bridge.TranslationBridge fields={fields} onChange={setT} />];
}

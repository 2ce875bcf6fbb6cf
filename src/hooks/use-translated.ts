// Festival content in the visitor's language: one translation machine per screen, fed by the API.
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { useSnapshot } from 'valtio';
import { translationMachine, type TranslateBatchInput, type TranslateOneInput } from '@machines/translation.machine';
import { displayText, toBatchRequest, toResolveRequest, type TranslationFieldRequest } from '@machines/translation.helpers';
import { resolve, resolveBatch } from '@/api/translations';
import { languageStore } from '@/stores/language';
import { cachedTranslation, keepTranslation, withDeviceCache } from '@/stores/translation-cache';
import { getInspect } from '@/lib/inspector';

/** The machine with the real calls; stories and tests reuse it against MSW. */
export const appTranslationMachine = translationMachine.provide({
  actors: {
    translateOne: fromPromise(async ({ input }: { input: TranslateOneInput }) => {
      const outcome = await resolve(toResolveRequest(input.lang, input.item));
      if (outcome.status === 'failed') console.warn('translation failed:', outcome.error.message);
      return outcome.result;
    }),
    translateBatch: fromPromise(async ({ input }: { input: TranslateBatchInput }) =>
      resolveBatch(toBatchRequest(input.lang, input.items)),
    ),
  },
});

/**
 * Asks for `fields` in the current language and returns `t(key, source)`: the translation when its status is ok,
 * else the one kept on the device (lists bring them along), else the Korean source. Fields kept on the
 * device are not asked for again. Korean always shows the source. Keys come from `translationKey()`.
 */
export function useTranslated(fields: readonly TranslationFieldRequest[]): (key: string, source: string) => string {
  const { lang } = useSnapshot(languageStore);
  const actor = useActorRef(appTranslationMachine, { input: { lang }, inspect: getInspect() });

  useEffect(() => {
    if (actor.getSnapshot().context.lang !== lang) actor.send({ type: 'lang.change', lang });
  }, [actor, lang]);

  // Callers rebuild `fields` on every render; only their content matters. A language change needs no
  // new request: the machine asks again for every field it knows in the new language.
  const signature = `${lang}\u0003${fields.map((f) => `${f.key}\u0001${f.source_text}`).join('\u0002')}`;
  useEffect(() => {
    const missing = fields.filter((f) => cachedTranslation(lang, f.key) === undefined);
    if (missing.length) actor.send({ type: 'translation.request', fields: missing });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, signature]);

  const context = useSelector(actor, (s) => s.context);
  useEffect(() => {
    for (const [key, f] of Object.entries(context.fields)) if (f.status === 'ok' && f.text !== null) keepTranslation(context.lang, key, f.text);
  }, [context]);
  return useMemo(() => withDeviceCache(lang, (key: string, source: string) => displayText(context, key, source)), [context, lang]);
}


// The translation machine with the real calls: XState, the machine and the API, loaded by useTranslated only for a
// visitor who reads another language than Korean, and after the screen has painted.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Language } from '@contract/constants';
import { translationMachine, type TranslateBatchInput, type TranslateOneInput } from '@machines/translation.machine';
import { toBatchRequest, toResolveRequest } from '@machines/translation.wire';
import { resolve, resolveBatch } from '@/api/translations';
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

export type TranslationActor = ActorRefFrom<typeof appTranslationMachine>;

/** A screen's translation machine, running (the XState inspector sees it in development). */
export const startTranslation = (lang: Language): TranslationActor => createActor(appTranslationMachine, { input: { lang }, inspect: getInspect() }).start();

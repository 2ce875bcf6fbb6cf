// /admin/console/translations: Staff and Stuco review the machine translations of festival content. The
// glossary (official names per language) and the review list (stale overrides first, filter by language,
// search) are queries; the one open form runs on machines/translation-review.machine.ts. After each write
// both lists are fetched again (the server redoes affected machine translations in the background).
import { useDeferredValue, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { REVIEW_ROLES, type ReviewLanguage } from '@contract/translation-review';
import { ADMIN_MESSAGES } from '@machines/admin-shared';
import { translationReviewMachine } from '@machines/translation-review.machine';
import { isSessionExpired } from '@/api/client';
import { clearOverride, deleteTerm, listGlossary, listReview, saveOverride, saveTerm } from '@/api/translation-review';
import { getInspect } from '@/lib/inspector';
import { AdminMessage } from '@/components/admin/admin-message';
import { GlossaryEditor } from '@/components/console/glossary-editor';
import { ReviewList } from '@/components/console/review-list';
import { useAdminEffects } from '@/screens/admin/use-admin-effects';
import { ConsolePage } from './console-page';

function Review({ uid }: { uid: string }) {
  const queryClient = useQueryClient();
  const effects = useAdminEffects();
  const [lang, setLang] = useState<ReviewLanguage | 'all'>('all');
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const glossary = useQuery({ queryKey: ['console', 'glossary', uid], queryFn: ({ signal }) => listGlossary(uid, signal), retry: false });
  const review = useQuery({
    queryKey: ['console', 'review', uid, lang, q],
    queryFn: ({ signal }) => listReview(uid, { lang: lang === 'all' ? undefined : lang, q: q || undefined }, signal),
    retry: false,
    placeholderData: (previous) => previous,
  });
  const ref = useActorRef(
    translationReviewMachine.provide({
      actors: {
        saveTerm: fromPromise(({ input, signal }) => saveTerm(input, signal)),
        deleteTerm: fromPromise(({ input, signal }) => deleteTerm(input, signal)),
        saveOverride: fromPromise(({ input, signal }) => saveOverride(input, signal)),
        clearOverride: fromPromise(({ input, signal }) => clearOverride(input, signal)),
      },
      actions: {
        ...effects,
        changed: () => {
          void queryClient.invalidateQueries({ queryKey: ['console'] });
        },
      },
    }),
    { input: { uid }, inspect: getInspect() },
  );
  const s = useSelector(ref, (snap) => snap);
  const expired = isSessionExpired(glossary.error) || isSessionExpired(review.error);
  useEffect(() => {
    if (expired) ref.send({ type: 'session.expired' });
  }, [expired, ref]);
  const { form, message } = s.context;
  if (s.matches('sessionExpired') || s.matches('left')) return <AdminMessage message={{ id: ADMIN_MESSAGES.sessionExpired }} />;
  const busy = s.hasTag('busy');
  // A message shows by the part it is about, also after that form closed (saved, cleared).
  const { topic } = s.context;
  const termMessage = topic === 'term' ? message : null;
  return (
    <>
      <GlossaryEditor
        terms={glossary.data ?? []}
        loading={glossary.isPending}
        failed={glossary.isError}
        form={form?.kind === 'term' ? form.draft : null}
        busy={busy}
        message={termMessage}
        onRetry={() => void glossary.refetch()}
        onNew={() => ref.send({ type: 'term.new' })}
        onOpen={(term) => ref.send({ type: 'term.open', term })}
        onChange={(field, value) => ref.send({ type: 'term.change', field, value })}
        onSubmit={() => ref.send({ type: 'form.submit' })}
        onCancel={() => ref.send({ type: 'form.cancel' })}
        onDelete={(id) => ref.send({ type: 'term.delete', id })}
      />
      <ReviewList
        entries={review.data?.entries ?? []}
        total={review.data?.total ?? 0}
        loading={review.isPending}
        failed={review.isError}
        lang={lang}
        query={query}
        editing={form?.kind === 'override' ? form.draft : null}
        busy={busy}
        message={topic === 'override' ? message : null}
        onRetry={() => void review.refetch()}
        onLang={setLang}
        onQuery={setQuery}
        onOpen={(entry) => ref.send({ type: 'override.open', entry })}
        onChange={(value) => ref.send({ type: 'override.change', value })}
        onSave={() => ref.send({ type: 'form.submit' })}
        onClear={() => ref.send({ type: 'override.clear' })}
        onCancel={() => ref.send({ type: 'form.cancel' })}
      />
    </>
  );
}

/** /admin/console/translations: the glossary and the review of machine translations (Staff, Stuco). */
export default function ConsoleTranslationsScreen() {
  return (
    <ConsolePage title="console.review.title" roles={REVIEW_ROLES}>
      {(uid) => <Review uid={uid} />}
    </ConsolePage>
  );
}

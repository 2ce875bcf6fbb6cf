import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { ReviewEntry } from '@contract/translation-review';
import { apiFailure, recordEffects } from './admin-test-kit';
import { deferredActor, flush } from './test-utils/deferred';
import { formProblem, translationReviewMachine, type OverrideSaveInput, type TermSaveInput } from './translation-review.machine';

const ENTRY: ReviewEntry = {
  entity_type: 'booth',
  entity_id: '1',
  field: 'BoothDescription',
  lang: 'en',
  source_text: '새 설명',
  machine: { text: 'New description', status: 'ok', provider: 'memory' },
  override: { text: 'Old override', source_text: '옛 설명', stale: true, updated_by: '축제기획단', updated_at: '2025-09-25T05:00:00.000Z' },
  served: 'New description',
};

function start() {
  const saveTerm = deferredActor<TermSaveInput, unknown>();
  const deleteTerm = deferredActor<{ uid: string; id: number }, unknown>();
  const saveOverride = deferredActor<OverrideSaveInput, unknown>();
  const clearOverride = deferredActor<Omit<OverrideSaveInput, 'text'>, unknown>();
  const effects = recordEffects();
  let changed = 0;
  const clock = new SimulatedClock();
  const actor = createActor(
    translationReviewMachine.provide({
      actors: { saveTerm: saveTerm.logic, deleteTerm: deleteTerm.logic, saveOverride: saveOverride.logic, clearOverride: clearOverride.logic },
      actions: { ...effects.actions, changed: () => void changed++ },
    }),
    { input: { uid: 'u-1' }, clock },
  ).start();
  return { actor, saveTerm, deleteTerm, saveOverride, clearOverride, effects, clock, changed: () => changed, snap: () => actor.getSnapshot() };
}

describe('translationReviewMachine', () => {
  it('checks a new term before sending: Korean term and at least one language', async () => {
    const m = start();
    m.actor.send({ type: 'term.new' });
    m.actor.send({ type: 'form.submit' });
    expect(m.snap().context.message).toMatchObject({ id: 'console.review.error.termEmpty', tone: 'error' });
    m.actor.send({ type: 'term.change', field: 'term_ko', value: '만해광장' });
    m.actor.send({ type: 'form.submit' });
    expect(m.snap().context.message?.id).toBe('console.review.error.termNoLanguage');
    m.actor.send({ type: 'term.change', field: 'en', value: 'Manhae Plaza' });
    m.actor.send({ type: 'form.submit' });
    expect(m.snap().value).toBe('savingTerm');
    expect(m.snap().hasTag('busy')).toBe(true);
    expect(m.saveTerm.last.input).toEqual({ uid: 'u-1', id: null, term_ko: '만해광장', en: 'Manhae Plaza', ja: '', 'zh-CN': '' });
    m.saveTerm.last.resolve({});
    await flush();
    expect(m.snap().value).toBe('browsing');
    expect(m.snap().context).toMatchObject({ form: null, message: { id: 'console.review.termSaved', tone: 'ok' } });
    expect(m.changed()).toBe(1);
  });

  it('keeps the form and shows the server’s words when a save is refused', async () => {
    const m = start();
    m.actor.send({ type: 'term.open', term: { id: 3, term_ko: '만해광장', en: 'Manhae Plaza', ja: '', 'zh-CN': '' } });
    m.actor.send({ type: 'form.submit' });
    m.saveTerm.last.reject(apiFailure(409, { message: 'the glossary already has the term 만해광장', error: 'term_taken' }));
    await flush();
    expect(m.snap().value).toBe('editing');
    expect(m.snap().context.form).toMatchObject({ kind: 'term', draft: { id: 3 } });
    expect(m.snap().context.message).toMatchObject({ tone: 'error', serverText: 'the glossary already has the term 만해광장' });
    expect(m.changed()).toBe(0);
  });

  it('opens an override with its text, saves the edit, and clears it', async () => {
    const m = start();
    m.actor.send({ type: 'override.open', entry: ENTRY });
    expect(m.snap().context.form).toMatchObject({ kind: 'override', draft: { text: 'Old override' } });
    m.actor.send({ type: 'override.change', value: '  ' });
    m.actor.send({ type: 'form.submit' });
    expect(m.snap().context.message?.id).toBe('console.review.error.overrideEmpty');
    m.actor.send({ type: 'override.change', value: 'The new description' });
    m.actor.send({ type: 'form.submit' });
    expect(m.saveOverride.last.input).toEqual({ uid: 'u-1', entity_type: 'booth', entity_id: '1', field: 'BoothDescription', lang: 'en', text: 'The new description' });
    m.saveOverride.last.resolve({});
    await flush();
    expect(m.snap().context.message?.id).toBe('console.review.overrideSaved');

    m.actor.send({ type: 'override.open', entry: ENTRY });
    m.actor.send({ type: 'override.clear' });
    expect(m.snap().value).toBe('clearingOverride');
    expect(m.clearOverride.last.input).toEqual({ uid: 'u-1', entity_type: 'booth', entity_id: '1', field: 'BoothDescription', lang: 'en' });
    m.clearOverride.last.resolve({});
    await flush();
    expect(m.snap().context.message?.id).toBe('console.review.overrideCleared');
    expect(m.changed()).toBe(2);
  });

  it('deletes a term from the list, and ignores opening forms while a call runs', async () => {
    const m = start();
    m.actor.send({ type: 'term.delete', id: 5 });
    expect(m.deleteTerm.last.input).toEqual({ uid: 'u-1', id: 5 });
    m.actor.send({ type: 'term.new' });
    expect(m.snap().value).toBe('deletingTerm');
    m.deleteTerm.last.resolve({});
    await flush();
    expect(m.snap().context.message?.id).toBe('console.review.termDeleted');
  });

  it('goes to login when the session ended', async () => {
    const m = start();
    m.actor.send({ type: 'override.open', entry: ENTRY });
    m.actor.send({ type: 'form.submit' });
    m.saveOverride.last.reject(apiFailure(401, { message: 'session expired, please log in again', uid_valid: false }));
    await flush();
    expect(m.snap().value).toBe('sessionExpired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('words every problem of a draft', () => {
    const term = (d: Partial<{ term_ko: string; en: string }>) => formProblem({ kind: 'term', draft: { id: null, term_ko: '가', en: 'A', ja: '', 'zh-CN': '', ...d } });
    expect(term({})).toBeNull();
    expect(term({ en: 'x'.repeat(81) })).toBe('console.review.error.termTooLong');
    expect(term({ en: '<b>' })).toBe('console.review.error.termChars');
    expect(formProblem({ kind: 'override', draft: { entry: ENTRY, text: 'x'.repeat(2001) } })).toBe('console.review.error.overrideTooLong');
  });
});

import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { Language } from '@contract/constants';
import type { TranslationResult } from '@contract/types';
import { deferredActor, flush } from './test-utils/deferred';
import {
  selectStatus,
  selectText,
  translationMachine,
  type TranslateBatchInput,
  type TranslateOneInput,
} from './translation.machine';
import { displayText, translationKey, type TranslationFieldRequest } from './translation.helpers';
import { backoffMs, matchBatchResults, toBatchRequest, type BatchResultItem } from './translation.wire';

const NAME: TranslationFieldRequest = { key: 'booth:12:BoothName', entity_type: 'booth', entity_id: 12, field: 'BoothName', source_text: '컴공 주점' };
const DESC: TranslationFieldRequest = { key: 'booth:12:BoothDescription', entity_type: 'booth', entity_id: 12, field: 'BoothDescription', source_text: '맛있는 안주' };
const LOC: TranslationFieldRequest = { key: 'booth:12:BoothLocation', entity_type: 'booth', entity_id: 12, field: 'BoothLocation', source_text: '팔정도' };

const ok = (text: string): TranslationResult => ({ translated_text: text, status: 'ok', provider: 'memory', meta: {} });
const pending = (source: string): TranslationResult => ({ translated_text: source, status: 'pending', provider: '', meta: {} });
const batchItem = (f: TranslationFieldRequest, translated: TranslationResult): BatchResultItem => ({
  entity_type: f.entity_type,
  entity_id: f.entity_id,
  field: f.field,
  translated,
});

function setupTranslation(lang: Language) {
  const one = deferredActor<TranslateOneInput, TranslationResult>();
  const batch = deferredActor<TranslateBatchInput, BatchResultItem[]>();
  const clock = new SimulatedClock();
  const actor = createActor(translationMachine.provide({ actors: { translateOne: one.logic, translateBatch: batch.logic } }), {
    input: { lang },
    clock,
  }).start();
  const text = (f: TranslationFieldRequest) => selectText(actor.getSnapshot(), f.key, f.source_text);
  const status = (f: TranslationFieldRequest) => selectStatus(actor.getSnapshot(), f.key);
  return { actor, one, batch, clock, text, status };
}

describe('translation helpers', () => {
  it('groups batch fields by entity, with Korean as the source language', () => {
    const other: TranslationFieldRequest = { key: 'k', entity_type: 'stage', entity_id: 3, field: 'StageName', source_text: '무대' };
    expect(toBatchRequest('en', [NAME, DESC, other])).toEqual({
      target_lang: 'en',
      items: [
        {
          entity_type: 'booth',
          entity_id: 12,
          fields: [
            { field: 'BoothName', source_lang: 'ko', source_text: '컴공 주점' },
            { field: 'BoothDescription', source_lang: 'ko', source_text: '맛있는 안주' },
          ],
        },
        { entity_type: 'stage', entity_id: 3, fields: [{ field: 'StageName', source_lang: 'ko', source_text: '무대' }] },
      ],
    });
  });

  it('matches batch results by entity and field, whatever their order; missing ones are null', () => {
    const results = [batchItem(DESC, ok('Tasty snacks')), { ...batchItem(NAME, ok('CS Pub')), entity_id: '12' }];
    expect(matchBatchResults([NAME, DESC, LOC], results)).toEqual([ok('CS Pub'), ok('Tasty snacks'), null]);
  });

  it('backs off 1 s, 2 s, 4 s and builds stable keys', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([1000, 2000, 4000]);
    expect(translationKey('booth', 12, 'MenuName_2')).toBe('booth:12:MenuName_2');
  });

  it('shows the translation only when ok and made from the same source', () => {
    const fields = { [NAME.key]: { ...NAME, status: 'ok' as const, text: 'CS Pub', tries: 1 } };
    expect(displayText({ lang: 'en', fields }, NAME.key, NAME.source_text)).toBe('CS Pub');
    expect(displayText({ lang: 'ko', fields }, NAME.key, NAME.source_text)).toBe('컴공 주점');
    expect(displayText({ lang: 'en', fields }, NAME.key, '바뀐 이름')).toBe('바뀐 이름');
    const stale = { [NAME.key]: { ...NAME, status: 'stale' as const, text: 'old', tries: 1 } };
    expect(displayText({ lang: 'en', fields: stale }, NAME.key, NAME.source_text)).toBe('컴공 주점');
  });
});

describe('translationMachine', () => {
  it('in Korean asks nothing and shows the source', async () => {
    const t = setupTranslation('ko');
    t.actor.send({ type: 'translation.request', fields: [NAME, DESC] });
    await flush();
    expect(t.one.calls).toHaveLength(0);
    expect(t.batch.calls).toHaveLength(0);
    expect(t.status(NAME)).toBe('none');
    expect(t.text(NAME)).toBe('컴공 주점');
  });

  it('asks several fields in one batch call and shows ok translations', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [NAME, DESC] });
    expect(t.status(NAME)).toBe('pending');
    expect(t.actor.getSnapshot().hasTag('requesting')).toBe(true);
    expect(t.batch.last.input).toEqual({ lang: 'en', items: [NAME, DESC] });
    // Pending shows the Korean source.
    expect(t.text(NAME)).toBe('컴공 주점');
    t.batch.last.resolve([batchItem(NAME, ok('CS Pub')), batchItem(DESC, ok('Tasty snacks'))]);
    await flush();
    expect([t.status(NAME), t.status(DESC)]).toEqual(['ok', 'ok']);
    expect([t.text(NAME), t.text(DESC)]).toEqual(['CS Pub', 'Tasty snacks']);
    expect(t.actor.getSnapshot().hasTag('requesting')).toBe(false);
    expect(t.one.calls).toHaveLength(0);
  });

  it('asks a lone field with the single call', async () => {
    const t = setupTranslation('ja');
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    expect(t.one.last.input).toEqual({ lang: 'ja', item: LOC });
    t.one.last.resolve(ok('八正道'));
    await flush();
    expect(t.text(LOC)).toBe('八正道');
    expect(t.batch.calls).toHaveLength(0);
  });

  it('falls back field by field to the source with status error when the batch fails', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [NAME, DESC] });
    t.batch.last.reject(new Error('502'));
    await flush();
    expect([t.status(NAME), t.status(DESC)]).toEqual(['error', 'error']);
    expect([t.text(NAME), t.text(DESC)]).toEqual(['컴공 주점', '맛있는 안주']);
    expect(t.actor.getSnapshot().status).toBe('active');
  });

  it('marks fields a batch answer left out, or answered with error or stale, and shows their source', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [NAME, DESC, LOC] });
    t.batch.last.resolve([
      batchItem(NAME, ok('CS Pub')),
      batchItem(DESC, { translated_text: 'x', status: 'stale', provider: 'memory', meta: {} }),
    ]);
    await flush();
    expect([t.status(NAME), t.status(DESC), t.status(LOC)]).toEqual(['ok', 'stale', 'error']);
    expect([t.text(DESC), t.text(LOC)]).toEqual(['맛있는 안주', '팔정도']);
  });

  it('a single call failing gives the source with status error', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    t.one.last.reject(new Error('network'));
    await flush();
    expect(t.status(LOC)).toBe('error');
    expect(t.text(LOC)).toBe('팔정도');
  });

  it('retries a pending answer after 1 s, 2 s and 4 s, then gives up with status error', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    const waits = [1000, 2000, 4000];
    for (const [i, wait] of waits.entries()) {
      t.one.last.resolve(pending(LOC.source_text));
      await flush();
      expect(t.status(LOC)).toBe('pending');
      expect(t.actor.getSnapshot().hasTag('retrying')).toBe(true);
      t.clock.increment(wait - 1);
      await flush();
      expect(t.one.calls).toHaveLength(i + 1);
      t.clock.increment(1);
      await flush();
      expect(t.one.calls).toHaveLength(i + 2);
    }
    t.one.last.resolve(pending(LOC.source_text));
    await flush();
    expect(t.status(LOC)).toBe('error');
    expect(t.actor.getSnapshot().hasTag('retrying')).toBe(false);
    t.clock.increment(60_000);
    await flush();
    expect(t.one.calls).toHaveLength(4);
    expect(t.text(LOC)).toBe('팔정도');
  });

  it('a retried field that comes back ok shows its translation', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [NAME, DESC] });
    t.batch.last.resolve([batchItem(NAME, ok('CS Pub')), batchItem(DESC, pending(DESC.source_text))]);
    await flush();
    expect([t.status(NAME), t.status(DESC)]).toEqual(['ok', 'pending']);
    t.clock.increment(1000);
    await flush();
    // Only the pending field is asked again, now alone: the single call.
    expect(t.one.last.input).toEqual({ lang: 'en', item: DESC });
    t.one.last.resolve(ok('Tasty snacks'));
    await flush();
    expect(t.text(DESC)).toBe('Tasty snacks');
    expect(t.batch.calls).toHaveLength(1);
  });

  it('switching to Korean clears translations, shows sources and ignores the answer in flight', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [NAME] });
    t.one.last.resolve(ok('CS Pub'));
    await flush();
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    const inFlight = t.one.last;
    t.actor.send({ type: 'lang.change', lang: 'ko' });
    expect([t.status(NAME), t.status(LOC)]).toEqual(['none', 'none']);
    expect(t.text(NAME)).toBe('컴공 주점');
    inFlight.resolve(ok('Paljeongdo'));
    await flush();
    expect(t.status(LOC)).toBe('none');
    expect(t.text(LOC)).toBe('팔정도');
    expect(t.one.calls).toHaveLength(2);
  });

  it('switching to another language drops cached translations and asks again in it', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [NAME, DESC] });
    t.batch.last.resolve([batchItem(NAME, ok('CS Pub')), batchItem(DESC, ok('Tasty snacks'))]);
    await flush();
    t.actor.send({ type: 'lang.change', lang: 'zh-CN' });
    expect([t.status(NAME), t.status(DESC)]).toEqual(['pending', 'pending']);
    expect(t.text(NAME)).toBe('컴공 주점');
    expect(t.batch.last.input).toEqual({ lang: 'zh-CN', items: [NAME, DESC] });
    t.batch.last.resolve([batchItem(NAME, ok('计算机酒馆')), batchItem(DESC, ok('美味小吃'))]);
    await flush();
    expect(t.text(NAME)).toBe('计算机酒馆');
    // From Korean back to a language asks again too (nothing was kept).
    t.actor.send({ type: 'lang.change', lang: 'ko' });
    t.actor.send({ type: 'lang.change', lang: 'en' });
    expect(t.batch.calls).toHaveLength(3);
    expect(t.batch.last.input.lang).toBe('en');
  });

  it('a language change cancels the back-off timer of the old language', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    t.one.last.resolve(pending(LOC.source_text));
    await flush();
    t.actor.send({ type: 'lang.change', lang: 'ko' });
    t.clock.increment(10_000);
    await flush();
    expect(t.one.calls).toHaveLength(1);
    expect(t.actor.getSnapshot().hasTag('retrying')).toBe(false);
  });

  it('the same language again changes nothing', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    t.one.last.resolve(ok('Paljeongdo'));
    await flush();
    t.actor.send({ type: 'lang.change', lang: 'en' });
    expect(t.text(LOC)).toBe('Paljeongdo');
    expect(t.one.calls).toHaveLength(1);
  });

  it('queues fields asked for while a call runs and sends them next', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [NAME, DESC] });
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    expect(t.status(LOC)).toBe('pending');
    expect(t.one.calls).toHaveLength(0);
    t.batch.last.resolve([batchItem(NAME, ok('CS Pub')), batchItem(DESC, ok('Tasty snacks'))]);
    await flush();
    expect(t.one.last.input.item).toEqual(LOC);
  });

  it('does not ask again for a field it already has, but does when its source changed', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    t.one.last.resolve(ok('Paljeongdo'));
    await flush();
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    expect(t.one.calls).toHaveLength(1);
    const edited = { ...LOC, source_text: '만해광장' };
    t.actor.send({ type: 'translation.request', fields: [edited] });
    expect(t.one.calls).toHaveLength(2);
    expect(t.text(edited)).toBe('만해광장');
    t.one.last.resolve(ok('Manhae Square'));
    await flush();
    expect(t.text(edited)).toBe('Manhae Square');
  });

  it('ignores an answer made for a source that changed while it was in flight', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [LOC] });
    const first = t.one.last;
    const edited = { ...LOC, source_text: '만해광장' };
    t.actor.send({ type: 'translation.request', fields: [edited] });
    first.resolve(ok('Paljeongdo'));
    await flush();
    expect(t.text(edited)).toBe('만해광장');
    expect(t.status(edited)).toBe('pending');
    t.one.last.resolve(ok('Manhae Square'));
    await flush();
    expect(t.text(edited)).toBe('Manhae Square');
  });

  it('never asks for an empty source', async () => {
    const t = setupTranslation('en');
    t.actor.send({ type: 'translation.request', fields: [{ ...DESC, source_text: '  ' }] });
    await flush();
    expect(t.one.calls).toHaveLength(0);
    expect(t.status(DESC)).toBe('none');
  });
});

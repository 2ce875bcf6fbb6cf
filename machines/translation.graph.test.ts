// Every state the translation machine can reach with two batch fields and one single field, walked on a
// real actor: what a person sees (translation or Korean source) must follow the status rules everywhere.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { TranslationResult } from '@contract/types';
import { deferredActor } from './test-utils/deferred';
import { translationMachine, type TranslationContext, type TranslateBatchInput, type TranslateOneInput } from './translation.machine';
import { displayText, type TranslationFieldRequest } from './translation.helpers';
import { TRANSLATION_RETRY, type BatchResultItem } from './translation.wire';
import { eventsFrom, flushMicrotasks, leafPaths, unvisitedStates, walkPath } from './form-graph-runner';

const A: TranslationFieldRequest = { key: 'a', entity_type: 'board', entity_id: 1, field: 'BoardTitle', source_text: '분실물' };
const B: TranslationFieldRequest = { key: 'b', entity_type: 'board', entity_id: 1, field: 'BoardContent', source_text: '지갑' };
const C: TranslationFieldRequest = { key: 'c', entity_type: 'notice', entity_id: 2, field: 'NoticeTitle', source_text: '공지' };
const SOURCES = [A, B, C];
const TRANSLATED: Record<string, string> = { a: 'Lost item', b: 'Wallet', c: 'Notice' };

const res = (status: TranslationResult['status'], text: string): TranslationResult => ({ translated_text: text, status, provider: 'p', meta: {} });
const item = (f: TranslationFieldRequest, r: TranslationResult): BatchResultItem => ({ entity_type: f.entity_type, entity_id: f.entity_id, field: f.field, translated: r });

const EVENTS = [
  { type: 'translation.request', fields: [A, B] },
  { type: 'translation.request', fields: [C] },
  { type: 'lang.change', lang: 'en' },
  { type: 'lang.change', lang: 'ja' },
  { type: 'lang.change', lang: 'ko' },
  { type: 'xstate.done.actor.translateBatch', output: [item(A, res('ok', 'Lost item')), item(B, res('ok', 'Wallet'))] },
  { type: 'xstate.done.actor.translateBatch', output: [item(A, res('ok', 'Lost item')), item(B, res('pending', '지갑'))] },
  { type: 'xstate.done.actor.translateBatch', output: [item(A, res('error', '분실물'))] },
  { type: 'xstate.error.actor.translateBatch', error: new Error('batch failed') },
  // The single call answers for whichever field is in flight (see onlyTheFieldAsked).
  ...SOURCES.map((f) => ({ type: 'xstate.done.actor.translateOne', output: res('ok', TRANSLATED[f.key]!) }) as const),
  { type: 'xstate.done.actor.translateOne', output: res('pending', '') },
  { type: 'xstate.error.actor.translateOne', error: new Error('single failed') },
] as const;

/** A model answer is only realistic for the field that was asked. */
function onlyTheFieldAsked(state: AnyMachineSnapshot, event: { type: string; output?: unknown }): boolean {
  if (event.type !== 'xstate.done.actor.translateOne') return true;
  const out = event.output as TranslationResult;
  if (out.status !== 'ok') return true;
  const asked = (state.context as TranslationContext).inFlight[0]?.key;
  return asked !== undefined && TRANSLATED[asked] === out.translated_text;
}

/** What the screen must show, derived from the status alone (the rules of spec §4 Translation). */
function checkScreen(s: AnyMachineSnapshot) {
  const ctx = s.context as TranslationContext;
  for (const f of SOURCES) {
    const field = ctx.fields[f.key];
    const shown = displayText(ctx, f.key, f.source_text);
    if (ctx.lang !== 'ko' && field?.status === 'ok') expect(shown).toBe(TRANSLATED[f.key]);
    else expect(shown).toBe(f.source_text);
    if (ctx.lang === 'ko') expect(field?.status ?? 'none').toBe('none');
    if (field) expect(field.tries).toBeLessThanOrEqual(TRANSLATION_RETRY.maxTries);
    // A pending field is always on its way: queued, asked, or waiting for its back-off.
    if (field?.status === 'pending') {
      const onItsWay = ctx.queue.includes(f.key) || ctx.inFlight.some((a) => a.key === f.key) || ctx.retry.includes(f.key);
      expect(onItsWay).toBe(true);
    }
  }
  if (ctx.lang === 'ko') expect(s.hasTag('requesting') || s.hasTag('retrying')).toBe(false);
}

function harness() {
  const one = deferredActor<TranslateOneInput, TranslationResult>();
  const batch = deferredActor<TranslateBatchInput, BatchResultItem[]>();
  const clock = new SimulatedClock();
  const actor = createActor(translationMachine.provide({ actors: { translateOne: one.logic, translateBatch: batch.logic } }), {
    input: { lang: 'ko' },
    clock,
  }).start();
  return { actor, clock, actors: { translateOne: one, translateBatch: batch }, flush: flushMicrotasks };
}

describe('translationMachine graph', () => {
  // createTestModel refuses machines with invocations and timers, so the paths come from the graph itself.
  const paths = getShortestPaths(translationMachine, {
    input: { lang: 'ko' },
    events: eventsFrom(EVENTS) as never,
    filterEvents: onlyTheFieldAsked as never,
    // A runaway state space (say, endless retries) fails here instead of hanging.
    limit: 50_000,
  });

  it('has a fixed number of reachable states and visits every state node', () => {
    // A new transition or state changes this number: walk and check it, then update it.
    expect(paths.length).toBe(831);
    expect(unvisitedStates(translationMachine, paths, createActor(translationMachine, { input: { lang: 'ko' } }).getSnapshot())).toEqual([]);
  });

  it('walks every shortest path on a real actor with the screen rules holding at every step', { timeout: 30_000 }, async () => {
    const leaves = leafPaths(paths);
    expect(leaves.length).toBe(424);
    for (const path of leaves) await walkPath(translationMachine, path, harness, checkScreen);
  });
});

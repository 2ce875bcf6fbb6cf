import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { SAMPLE_FESTIVAL, type FestivalSettings } from '@contract/festival-data';
import { festivalProblems } from '@contract/festival';
import { apiFailure, recordEffects } from './admin-test-kit';
import { daysFrom, draftOf, koreaTime, festivalDraftProblem, festivalSettingsMachine, settingsOf, type FestivalDraft } from './festival-settings.machine';
import { deferredActor, flush } from './test-utils/deferred';

function start(input: { uid: string | null; festival: FestivalSettings | null } = { uid: 'u-1', festival: SAMPLE_FESTIVAL }) {
  const save = deferredActor<{ uid: string; festival: FestivalSettings }, FestivalSettings>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(festivalSettingsMachine.provide({ actors: { saveFestival: save.logic }, actions: effects.actions }), { input, clock }).start();
  return { actor, save, effects, clock, ctx: () => actor.getSnapshot().context, state: () => actor.getSnapshot().value };
}

const edit = (d: FestivalDraft, patch: Partial<FestivalDraft>): FestivalDraft => ({ ...d, ...patch });

describe('the festival draft', () => {
  it('stands for the sample festival unchanged: editing nothing sends the same settings', () => {
    expect(settingsOf(draftOf(SAMPLE_FESTIVAL))).toEqual(SAMPLE_FESTIVAL);
    expect(festivalDraftProblem(draftOf(SAMPLE_FESTIVAL))).toBeNull();
  });

  it('turns a first day and a count into consecutive dates, across a month end', () => {
    expect(koreaTime('2026-09-23T01:00:00Z')).toBe('2026-09-23T10:00');
    expect(daysFrom('2026-09-29', 3)).toEqual(['2026-09-29', '2026-09-30', '2026-10-01']);
    const next = edit(draftOf(SAMPLE_FESTIVAL), { firstDay: '2026-09-23', days: '3', opening: '2026-09-23T10:00' });
    const s = settingsOf(next);
    expect(s.dates).toEqual(['2026-09-23', '2026-09-24', '2026-09-25']);
    expect(s.opening_instant).toBe('2026-09-23T10:00:00+09:00');
    expect(festivalProblems(s)).toEqual([]);
  });

  it('names the part of the form each problem is about, with the server’s own rules', () => {
    const d = draftOf(SAMPLE_FESTIVAL);
    const cases: [Partial<FestivalDraft>, string][] = [
      [{ names: { ...d.names, ko: ' ' } }, 'console.festival.error.name'],
      [{ firstDay: '2026-9-23' }, 'console.festival.error.firstDay'],
      [{ days: '8' }, 'console.festival.error.days'],
      [{ days: 'three' }, 'console.festival.error.days'],
      [{ opening: '' }, 'console.festival.error.opening'],
      [{ opening: '2025-10-01T10:00' }, 'console.festival.error.openingAfterEnd'],
      [{ stageOpen: '21:00' }, 'console.festival.error.stageHours'],
      [{ slots: '16:00, 15:00' }, 'console.festival.error.slots'],
      [{ slots: '' }, 'console.festival.error.slots'],
      [{ stages: '5' }, 'console.festival.error.game'],
      [{ couponPercent: 'ten' }, 'console.festival.error.game'],
      [{ pubs: [{ name: '프론티어', stock: '10' }, { name: '프론티어', stock: '5' }] }, 'console.festival.error.pubs'],
      [{ pubs: [{ name: '', stock: '10' }] }, 'console.festival.error.pubs'],
      [{ pubs: [{ name: '프론티어', stock: '-1' }] }, 'console.festival.error.pubs'],
      [{ names: { ...d.names, en: '<script>x</script>' } }, 'console.festival.error.name'],
    ];
    for (const [patch, id] of cases) expect([patch, festivalDraftProblem(edit(d, patch))]).toEqual([patch, { id }]);
  });

  it('edits the night hours, checked with festivalProblems (whole hours 0 to 23)', () => {
    const d = draftOf(SAMPLE_FESTIVAL);
    const later = settingsOf(edit(d, { nightMapStart: '19', nightRequestEnd: '5', nightDetailStart: '20' }));
    expect(later.night).toEqual({ ...SAMPLE_FESTIVAL.night, map_toggle_start_hour: 19, request_end_hour: 5, detail_start_hour: 20 });
    expect(festivalProblems(later)).toEqual([]);
    for (const patch of [{ nightMapStart: '24' }, { nightRequestEnd: '' }, { nightDetailStart: '6.5' }, { nightMapEnd: 'six' }] as Partial<FestivalDraft>[]) {
      expect([patch, festivalDraftProblem(edit(d, patch))]).toEqual([patch, { id: 'console.festival.error.night' }]);
    }
  });

  it('starts blank before any festival exists, and a blank draft is not sent', () => {
    const blank = draftOf(null);
    expect(blank.firstDay).toBe('');
    expect(festivalDraftProblem(blank)).toEqual({ id: 'console.festival.error.name' });
    const filled = edit(blank, { names: { ...blank.names, ko: '2026 축제' }, firstDay: '2026-09-23', opening: '2026-09-23T11:00' });
    expect(festivalDraftProblem(filled)).toBeNull();
    expect(settingsOf(filled).name).toEqual({ ko: '2026 축제' });
  });
});

describe('festivalSettingsMachine', () => {
  it('without a uid says login required and goes to login', () => {
    const m = start({ uid: null, festival: SAMPLE_FESTIVAL });
    expect(m.state()).toBe('loginRequired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('says the first problem and sends nothing until the draft is clean', () => {
    const m = start();
    m.actor.send({ type: 'field.change', field: 'days', value: '9' });
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('editing');
    expect(m.ctx().message).toMatchObject({ id: 'console.festival.error.days', tone: 'error' });
    expect(m.save.calls).toHaveLength(0);
    m.actor.send({ type: 'field.change', field: 'days', value: '3' });
    expect(m.ctx().message).toBeNull();
  });

  it('saves the new dates, shows saved, and keeps what the server stored as the new draft', async () => {
    const m = start();
    m.actor.send({ type: 'field.change', field: 'firstDay', value: '2026-09-23' });
    m.actor.send({ type: 'field.change', field: 'opening', value: '2026-09-23T10:00' });
    m.actor.send({ type: 'pub.add' });
    m.actor.send({ type: 'pub.change', index: 3, field: 'name', value: '새 주점' });
    m.actor.send({ type: 'pub.change', index: 3, field: 'stock', value: '20' });
    m.actor.send({ type: 'language.toggle', lang: 'ja', value: false });
    m.actor.send({ type: 'language.toggle', lang: 'ko', value: false });
    m.actor.send({ type: 'form.submit' });
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
    const sent = m.save.calls[0]!.input.festival;
    expect(sent.dates).toEqual(['2026-09-23', '2026-09-24', '2026-09-25']);
    expect(sent.game.pubs.at(-1)).toEqual({ name: '새 주점', stock: 20 });
    expect(sent.languages).toEqual(['ko', 'en', 'zh-CN']);
    m.save.last.resolve(sent);
    await flush();
    expect(m.state()).toBe('saved');
    expect(m.ctx().message).toMatchObject({ tone: 'ok' });
    expect(m.ctx().saved).toEqual(sent);
    m.clock.increment(3000);
    expect(m.state()).toBe('editing');
  });

  it('keeps the draft and says the refusal when the server refuses; an expired session goes to login', async () => {
    const m = start();
    m.actor.send({ type: 'field.change', field: 'firstDay', value: '2026-09-23' });
    m.actor.send({ type: 'field.change', field: 'opening', value: '2026-09-23T10:00' });
    m.actor.send({ type: 'form.submit' });
    m.save.last.reject(apiFailure(503, { error: 'read_only', message: 'read only' }));
    await flush();
    expect(m.state()).toBe('editing');
    expect(m.ctx().draft.firstDay).toBe('2026-09-23');
    expect(m.ctx().message?.tone).toBe('error');
    m.actor.send({ type: 'form.submit' });
    m.save.last.reject(apiFailure(401, { error: 'session_expired', message: 'expired' }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
  });
});

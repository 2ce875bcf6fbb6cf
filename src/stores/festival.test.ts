// The client's festival: read from the page's data block, the sample without one, null for an empty
// start; the countdown, timetable, map defaults, nearby night hour and game limits follow it; a live
// event replaces it.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SAMPLE_FESTIVAL, type FestivalSettings } from '@contract/festival-data';
import { festivalDay } from '@contract/time';
import { festivalProblems } from '@contract/festival';
import { gameMachine, selectTriesLeft } from '@machines/game.machine';
import { couponBoothChoices } from '@machines/result-modal.machine';
import { entrySelection, currentSlot } from '@/lib/timetable-rules';
import { applyLiveEvent } from '@/live/live-events';
import { remaining } from '@/screens/countdown/remaining';
import { nearbyRequest } from '@/screens/place-detail/nearby';
import { defaultDate, defaultNight } from './map-choices';
import { festivalStore, initFestival, setFestival } from './festival';

const NEXT_YEAR: FestivalSettings = {
  ...SAMPLE_FESTIVAL,
  dates: ['2026-09-23', '2026-09-24', '2026-09-25', '2026-09-26'],
  opening_instant: '2026-09-23T10:00:00+09:00',
  stage: { open: '12:00', close: '22:00', slots: ['12:00', '18:00', '21:00'] },
  night: { ...SAMPLE_FESTIVAL.night, map_toggle_start_hour: 19, detail_start_hour: 19 },
  game: { ...SAMPLE_FESTIVAL.game, tries_per_day: 3, pubs: [{ name: '새 주점', stock: 5 }] },
};

/** A page as the store reads it: the element of the data block by its id (null: no block). */
function pageWith(json: string | null): Document {
  return { getElementById: (id: string) => (id === 'festival-settings' && json !== null ? { textContent: json } : null) } as unknown as Document;
}

afterEach(() => setFestival(SAMPLE_FESTIVAL));

describe('the festival store', () => {
  it('is the valid 2025 sample without a data block', () => {
    initFestival(pageWith(null));
    expect(festivalStore.settings).toEqual(SAMPLE_FESTIVAL);
    expect(festivalStore.hasFestival).toBe(true);
    expect(festivalProblems(SAMPLE_FESTIVAL)).toEqual([]);
  });

  it('reads the injected festival, and null as no festival yet; a damaged block leaves the sample', () => {
    initFestival(pageWith(JSON.stringify(NEXT_YEAR)));
    expect(festivalStore.settings.dates[0]).toBe('2026-09-23');
    initFestival(pageWith('null'));
    expect(festivalStore.hasFestival).toBe(false);
    setFestival(SAMPLE_FESTIVAL);
    initFestival(pageWith('{"dates": 5'));
    expect(festivalStore.settings).toEqual(SAMPLE_FESTIVAL);
  });

  it('drives the countdown, timetable entry, map defaults and nearby night hour', () => {
    setFestival(NEXT_YEAR);
    const at = (iso: string) => Date.parse(iso);
    expect(remaining(at('2026-09-22T10:00:00+09:00'))).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(festivalDay(at('2026-09-26T12:00:00+09:00'))).toBe('2026-09-26');
    expect(festivalDay(at('2025-09-25T12:00:00+09:00'))).toBeNull();
    expect(entrySelection(at('2026-09-24T18:30:00+09:00'))).toEqual({ view: 'day', day: '2026-09-24', slot: '18:00' });
    expect(entrySelection(at('2026-09-20T18:30:00+09:00'))).toEqual({ view: 'day', day: '2026-09-23', slot: '12:00' });
    expect(currentSlot(at('2026-09-24T15:30:00+09:00'))).toBeNull();
    expect(defaultDate(new Date('2026-09-25T11:00:00+09:00'))).toBe('2026-09-25');
    expect(defaultDate(new Date('2025-09-25T11:00:00+09:00'))).toBe('2026-09-23');
    expect(defaultNight(new Date('2026-09-24T18:00:00+09:00'))).toBe(false);
    expect(defaultNight(new Date('2026-09-24T19:00:00+09:00'))).toBe(true);
    expect(nearbyRequest(new Date('2026-09-24T18:00:00+09:00')).is_night).toBe(false);
  });

  it('drives the game: plays a day and the coupon pubs', () => {
    setFestival(NEXT_YEAR);
    const actor = createActor(gameMachine, { input: {} }).start();
    expect(selectTriesLeft(actor.getSnapshot())).toBe(3);
    actor.stop();
    expect(couponBoothChoices().slice(0, 1)).toEqual(['새 주점']);
  });

  it('takes a live festival event and marks the timetable for refetching', () => {
    const qc = new QueryClient();
    qc.setQueryData(['stage', '2025-09-24', '15:00'], { date: '2025-09-24' });
    applyLiveEvent(qc, 'festival', NEXT_YEAR);
    expect(festivalStore.settings.opening_instant).toBe('2026-09-23T10:00:00+09:00');
    expect(qc.getQueryState(['stage', '2025-09-24', '15:00'])?.isInvalidated).toBe(true);
    applyLiveEvent(qc, 'festival', { dates: 'nope' });
    expect(festivalStore.settings.dates[0]).toBe('2026-09-23');
  });
});

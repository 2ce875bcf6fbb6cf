// Every read endpoint over HTTP (app.request), on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
// Expected values are computed from the sample festival (contract/sample), the seed's source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { SAMPLE_POSTS, SAMPLE_EMERGENCY } from '@contract/sample/posts';
import { SAMPLE_STAGES } from '@contract/sample/stages';
import { CAMPUS_LOCATIONS, pinToLatLng } from '@contract/sample/locations';
import { SAMPLE_DEVELOPERS } from '@contract/sample/developers';
import { GAME } from '@contract/constants';
import { kstDate, kstInstant } from '@contract/time';
import { haversineMeters } from '@contract/rules/geo';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

describe.each(DB_KINDS)('read endpoints on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(kind, { now: '2025-09-25T14:00:00+09:00' });
  });
  afterAll(() => s?.stop());

  const list = async (body: unknown) => {
    const r = await s.call('POST', '/api/booths/list/', body);
    expect(r.status).toBe(200);
    return r.body.results as any[];
  };

  it('answers health with the database kind', async () => {
    const r = await s.call('GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', database: kind });
    expect(r.headers.get('x-request-id')).toMatch(/\S+/);
  });

  it('lists every booth by id when no filter is sent, with the list-item shape', async () => {
    const all = await list({});
    expect(all.map((b) => b.booth_id)).toEqual(SAMPLE_BOOTHS.map((b) => b.id).sort((a, b) => a - b));
    const first = all[0];
    const sample = SAMPLE_BOOTHS.find((b) => b.id === first.booth_id)!;
    expect(first).toMatchObject({
      name: sample.name,
      category: sample.category,
      image_url: sample.image_url,
      is_night: sample.is_night,
      is_dorder: sample.is_dorder,
      like_cnt: sample.initial_likes,
      is_liked: false,
      distance_m: null,
      location: { id: sample.location_id, name: CAMPUS_LOCATIONS.find((l) => l.id === sample.location_id)!.names.ko },
    });
    expect(first.business_days[0]).toEqual({
      day: sample.schedules[0].day,
      weekday: new Date(`${sample.schedules[0].day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }),
      start_time: sample.schedules[0].start_time,
      end_time: sample.schedules[0].end_time,
    });
  });

  it('filters by types, building, night and date', async () => {
    const toilets = await list({ types: ['Toilet'] });
    expect(toilets.length).toBe(SAMPLE_BOOTHS.filter((b) => b.category === 'Toilet').length);
    expect(toilets.every((b) => b.category === 'Toilet')).toBe(true);

    const two = await list({ types: ['Drink', 'Store'] });
    expect(new Set(two.map((b) => b.category))).toEqual(new Set(['Drink', 'Store']));

    const inSquare = await list({ building_id: 11 });
    expect(inSquare.map((b) => b.booth_id).sort((a, b) => a - b)).toEqual(
      SAMPLE_BOOTHS.filter((b) => b.location_id === 11).map((b) => b.id).sort((a, b) => a - b),
    );

    const nightBooths = await list({ types: ['Booth'], is_night: true });
    expect(nightBooths.map((b) => b.booth_id)).toEqual(
      SAMPLE_BOOTHS.filter((b) => b.category === 'Booth' && b.is_night).map((b) => b.id).sort((a, b) => a - b),
    );

    const day1 = await list({ types: ['Booth'], date: '2025-09-24', is_night: true });
    const expected = SAMPLE_BOOTHS.filter(
      (b) => b.category === 'Booth' && b.is_night && b.schedules.some((x) => x.day === '2025-09-24'),
    ).map((b) => b.id);
    expect(day1.map((b) => b.booth_id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    // start/end of the chosen day as HH:MM
    for (const b of day1) {
      const sched = SAMPLE_BOOTHS.find((x) => x.id === b.booth_id)!.schedules.find((x) => x.day === '2025-09-24')!;
      expect(b.start_time).toBe(sched.start_time?.slice(0, 5) ?? null);
    }
  });

  it('gives the top 3 liked booths with likes > 0, most liked first', async () => {
    const top = await list({ top_liked_3: true, types: ['Booth'], ordering: '-likes' });
    const expected = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth' && b.initial_likes > 0)
      .sort((a, b) => b.initial_likes - a.initial_likes || a.id - b.id)
      .slice(0, 3);
    expect(top.map((b) => [b.booth_id, b.like_cnt])).toEqual(expected.map((b) => [b.id, b.initial_likes]));
    // Food trucks have no likes: top 3 among them is empty, not three zero-like trucks.
    expect(await list({ top_liked_3: true, types: ['FoodTruck'] })).toEqual([]);
  });

  it('orders by -id, name and -likes, and honours limit', async () => {
    const byIdDesc = await list({ types: ['Booth'], ordering: '-id', limit: 5 });
    const ids = SAMPLE_BOOTHS.filter((b) => b.category === 'Booth').map((b) => b.id).sort((a, b) => b - a);
    expect(byIdDesc.map((b) => b.booth_id)).toEqual(ids.slice(0, 5));
    const byName = await list({ types: ['Toilet'], ordering: 'name' });
    const names = byName.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')));
    const byLikes = await list({ types: ['Booth'], ordering: '-likes' });
    for (let i = 1; i < byLikes.length; i++) expect(byLikes[i - 1].like_cnt).toBeGreaterThanOrEqual(byLikes[i].like_cnt);
  });

  it('computes haversine distance_m (x = latitude, y = longitude) and orders by it', async () => {
    const here = pinToLatLng({ x: 48, y: 33 }); // Paljeongdo
    const r = await list({ types: ['Toilet'], ordering: 'distance', user_location: { x: here.lat, y: here.lng }, limit: 50 });
    for (const b of r) {
      const loc = CAMPUS_LOCATIONS.find((l) => l.id === b.location.id)!;
      const p = pinToLatLng(loc.pin);
      expect(b.distance_m).toBe(Math.round(haversineMeters(here, p)));
      expect(Number.isInteger(b.distance_m)).toBe(true);
    }
    for (let i = 1; i < r.length; i++) expect(r[i - 1].distance_m).toBeLessThanOrEqual(r[i].distance_m);
    // The campus is about 500 m across.
    expect(Math.max(...r.map((b) => b.distance_m))).toBeLessThan(1000);
    const none = await list({ types: ['Toilet'], ordering: 'distance', user_location: null });
    expect(none.every((b) => b.distance_m === null)).toBe(true);
  });

  it('flags booths with an event today that has not ended (is_event) and the one running now (event_id)', async () => {
    const events = SAMPLE_POSTS.filter((p) => p.category === 'Event' && p.start_time && p.end_time && p.booth_id);
    const ev = events[0];
    const mid = (Date.parse(ev.start_time!) + Date.parse(ev.end_time!)) / 2;
    s.clock.set(mid);
    try {
      const today = kstDate(mid);
      // Only event posts written by now count (nothing dated after the server's now).
      const written = events.filter((e) => Date.parse(e.created_at) <= mid);
      const open = written.filter((e) => kstDate(Date.parse(e.start_time!)) === today && mid < Date.parse(e.end_time!));
      const running = written.filter((e) => Date.parse(e.start_time!) <= mid && mid < Date.parse(e.end_time!));
      const withEvent = await list({ is_event: true });
      expect(withEvent.map((b) => b.booth_id).sort((a, b) => a - b)).toEqual([...new Set(open.map((e) => e.booth_id!))].sort((a, b) => a - b));
      const booth = withEvent.find((b) => b.booth_id === ev.booth_id)!;
      expect(booth.is_event).toBe(true);
      expect(booth.event_id).toBe(Math.max(...running.filter((e) => e.booth_id === ev.booth_id).map((e) => e.id)));
      // A booth whose event is later today is flagged, without an event_id yet.
      for (const b of withEvent.filter((x) => !running.some((e) => e.booth_id === x.booth_id))) expect(b.event_id).toBeNull();
      const without = await list({ is_event: false });
      expect(without.some((b) => b.booth_id === ev.booth_id)).toBe(false);
      // After the festival no booth is flagged.
      s.clock.set(Date.parse('2025-09-27T12:00:00+09:00'));
      expect(await list({ is_event: true })).toEqual([]);
    } finally {
      s.clock.set('2025-09-25T14:00:00+09:00');
    }
  });

  it('leaves out event posts dated after now (the replay clock) from is_event and event_id, in lists and detail', async () => {
    // An event post written later today, for an event later still: before it is written the booth has no event.
    const later = SAMPLE_POSTS.find(
      (p) =>
        p.category === 'Event' &&
        p.booth_id &&
        p.start_time &&
        kstDate(Date.parse(p.created_at)) === kstDate(Date.parse(p.start_time)) &&
        Date.parse(p.created_at) < Date.parse(p.start_time) &&
        !SAMPLE_POSTS.some(
          (o) =>
            o.id !== p.id &&
            o.category === 'Event' &&
            o.booth_id === p.booth_id &&
            o.start_time &&
            kstDate(Date.parse(o.start_time)) === kstDate(Date.parse(p.start_time!)),
        ),
    )!;
    expect(later, 'the sample festival has such a post').toBeDefined();
    const written = Date.parse(later.created_at);
    try {
      s.clock.set(written - 30 * 60_000);
      expect((await list({ types: ['Booth'], is_event: true })).map((b) => b.booth_id)).not.toContain(later.booth_id);
      expect((await list({ types: ['Booth'], is_event: false })).map((b) => b.booth_id)).toContain(later.booth_id);
      const before = await s.call('GET', `/api/booths/${later.booth_id}/`);
      expect(before.body).toMatchObject({ is_event: false, event_id: null });
      // Once written it counts: flagged for the rest of the day, running (event_id) from its start.
      s.clock.set(written);
      expect((await list({ types: ['Booth'], is_event: true })).map((b) => b.booth_id)).toContain(later.booth_id);
      expect((await s.call('GET', `/api/booths/${later.booth_id}/`)).body).toMatchObject({ is_event: true, event_id: null });
      s.clock.set(Date.parse(later.start_time!) + 60_000);
      expect((await s.call('GET', `/api/booths/${later.booth_id}/`)).body).toMatchObject({ is_event: true, event_id: later.id });
    } finally {
      s.clock.set('2025-09-25T14:00:00+09:00');
    }
  });

  it('serves booth detail on all three paths, with per-category shapes', async () => {
    const a = await s.call('GET', '/api/booths/1/');
    const b = await s.call('GET', '/api/booths/detail/1/');
    const c = await s.call('GET', '/api/booths/1');
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    const pub = SAMPLE_BOOTHS.find((x) => x.id === 1)!;
    expect(a.body).toMatchObject({ id: 1, booth_id: 1, name: pub.name, is_night: true, is_dorder: true, like_cnt: pub.initial_likes });
    // Night booth: the entry-fee menu first.
    expect(a.body.menus[0].is_entry_fee).toBe(true);
    // dorder: the 3 best sellers (entry fee aside) carry is_best.
    const best = pub.menus.filter((m) => !m.is_entry_fee).sort((x, y) => y.sold - x.sold).slice(0, 3).map((m) => m.name);
    expect(a.body.menus.filter((m: any) => m.is_best).map((m: any) => m.name).sort()).toEqual(best.sort());
    expect(a.body.menus.find((m: any) => m.name === '오징어볶음').is_soldout).toBe(true);
    // 14:00 is outside 17:30-23:00: no availability line.
    expect(a.body.booth_can_usage).toBeNull();

    const day = await s.call('GET', '/api/booths/12/');
    expect(day.body.corners.map((x: any) => x.name)).toEqual(SAMPLE_BOOTHS.find((x) => x.id === 12)!.corners);
    expect(day.body.booth_can_usage).toBeNull();
    expect(day.body.menus.every((m: any) => !('is_best' in m))).toBe(true);

    const toilet = await s.call('GET', '/api/booths/40/');
    expect(toilet.body).toMatchObject({ category: 'Toilet', corners: [], booth_can_usage: null });
  });

  it('reports dorder tables only between 17:30 and 23:00 Korea time', async () => {
    const pub = SAMPLE_BOOTHS.find((x) => x.id === 2)!; // dorder, tables full
    for (const [time, expected] of [
      ['17:29', null],
      ['17:30', pub.can_usage],
      ['22:59', pub.can_usage],
      ['23:00', null],
    ] as const) {
      s.clock.set(kstInstant('2025-09-25', time).getTime());
      const r = await s.call('GET', '/api/booths/2/');
      expect(r.body.booth_can_usage, time).toBe(expected);
    }
    s.clock.set('2025-09-25T14:00:00+09:00');
  });

  it('answers 404 with a message for unknown or malformed booth ids', async () => {
    for (const path of ['/api/booths/9999/', '/api/booths/0/', '/api/booths/abc/', '/api/booths/1.5', '/api/booths/detail/-1/']) {
      const r = await s.call('GET', path);
      expect(r.status, path).toBe(404);
      expect(r.body.message).toMatch(/\S/);
    }
  });

  it('answers stage schedules by day and hour slot', async () => {
    const date = '2025-09-25';
    const T = kstInstant(date, '16:00').getTime();
    const r = await s.call('GET', `/api/stage/days/${date}/schedules/16:00`);
    expect(r.status).toBe(200);
    const day = SAMPLE_STAGES.filter((x) => kstDate(Date.parse(x.start_time)) === date);
    const clubs = day.filter((x) => x.kind === 'club');
    expect(r.body.club.current_slot.map((x: any) => x.id)).toEqual(
      clubs.filter((x) => Date.parse(x.start_time) < T + 3600_000 && Date.parse(x.end_time) > T).map((x) => x.id),
    );
    expect(r.body.club.remaining.map((x: any) => x.id)).toEqual(
      clubs.filter((x) => Date.parse(x.start_time) >= T + 3600_000).map((x) => x.id),
    );
    expect(r.body.celebrity.map((x: any) => x.id)).toEqual(day.filter((x) => x.kind === 'celebrity').map((x) => x.id));
    expect(r.body.club.current_slot[0].start_time).toMatch(/^2025-09-25T\d\d:\d\d:00\+09:00$/);
    // Day 1 has no shows.
    const d1 = await s.call('GET', '/api/stage/days/2025-09-24/schedules/15:00');
    expect(d1.body.club.current_slot).toEqual([]);
    expect(d1.body.celebrity).toEqual([]);
  });

  it('flags the stage show running now as active', async () => {
    const show = SAMPLE_STAGES.find((x) => x.kind === 'club')!;
    s.clock.set(Date.parse(show.start_time) + 60_000);
    const slot = `${show.start_time.slice(11, 13)}:00`;
    const r = await s.call('GET', `/api/stage/days/${show.start_time.slice(0, 10)}/schedules/${slot}`);
    const item = r.body.club.current_slot.find((x: any) => x.id === show.id);
    expect(item.is_active).toBe(true);
    expect(r.body.club.current_slot.filter((x: any) => x.is_active).length).toBeGreaterThanOrEqual(1);
    s.clock.set('2025-09-25T14:00:00+09:00');
  });

  it('rejects bad stage dates and slots with 400', async () => {
    for (const p of ['2025-13-01/schedules/15:00', '2025-02-30/schedules/15:00', '2025-09-25/schedules/24:00', '2025-09-25/schedules/1500']) {
      const r = await s.call('GET', `/api/stage/days/${p}`);
      expect(r.status, p).toBe(400);
      expect(r.body.message).toMatch(/\S/);
    }
  });

  // Nothing dated after the server's now (2025-09-25 14:00) is listed or opened.
  const published = SAMPLE_POSTS.filter((p) => Date.parse(p.created_at) <= Date.parse('2025-09-25T14:00:00+09:00'));

  it('lists the board newest first without the urgent notice', async () => {
    const r = await s.call('GET', '/api/board/');
    expect(r.status).toBe(200);
    expect(published.length).toBeLessThan(SAMPLE_POSTS.length);
    expect(r.body.total_count).toBe(published.length);
    expect(r.body.result.map((p: any) => p.id).sort((a: number, b: number) => a - b)).toEqual(published.map((p) => p.id).sort((a, b) => a - b));
    const times = r.body.result.map((p: any) => Date.parse(p.created_at));
    for (let i = 1; i < times.length; i++) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i]);
    expect(r.body.result.some((p: any) => p.id === SAMPLE_EMERGENCY.id)).toBe(false);
    expect(r.body.result.every((p: any) => p.is_emergency === false)).toBe(true);

    const notices = await s.call('GET', '/api/board/notices');
    expect(notices.body.result.length).toBe(published.filter((p) => p.category === 'Notice').length);
    expect(notices.body.results).toEqual(notices.body.result);
    const losts = await s.call('GET', '/api/board/losts');
    expect(losts.body.result.every((p: any) => p.category === 'LostItem')).toBe(true);
  });

  it('serves a post, its 3 related posts and 404 for unknown ones', async () => {
    const ev = SAMPLE_POSTS.find((p) => p.category === 'Event')!;
    const r = await s.call('GET', `/api/board/${ev.id}`);
    expect(r.status).toBe(200);
    const booth = SAMPLE_BOOTHS.find((b) => b.id === ev.booth_id)!;
    expect(r.body).toMatchObject({
      id: ev.id,
      category: 'Event',
      title: ev.title,
      writer: ev.writer,
      content: ev.content,
      detail: ev.content,
      booth_id: ev.booth_id,
      booth_name: booth.name,
      booth_location: CAMPUS_LOCATIONS.find((l) => l.id === booth.location_id)!.names.ko,
      event_time: `${ev.start_time!.slice(11, 16)} ~ ${ev.end_time!.slice(11, 16)}`,
    });
    const board = (await s.call('GET', '/api/board/')).body.result as any[];
    const idx = board.findIndex((p) => p.id === board[5].id);
    const rel = await s.call('GET', `/api/board/${board[5].id}/related`);
    expect(rel.body.related.map((p: any) => p.id)).toEqual(board.slice(idx + 1, idx + 4).map((p) => p.id));
    expect((await s.call('GET', '/api/board/99999')).status).toBe(404);
    expect((await s.call('GET', `/api/board/${SAMPLE_EMERGENCY.id}`)).status).toBe(404);
    expect((await s.call('GET', '/api/board/x/related')).status).toBe(404);
  });

  it('serves the urgent notice, events list and event detail', async () => {
    const e = await s.call('GET', '/api/board/emergency');
    expect(e.body).toEqual({ id: SAMPLE_EMERGENCY.id, title: SAMPLE_EMERGENCY.title, content: SAMPLE_EMERGENCY.content });
    const events = await s.call('GET', '/api/board/events');
    const sampleEvents = published.filter((p) => p.category === 'Event');
    expect(events.body.result.map((e: any) => e.id).sort()).toEqual(sampleEvents.map((e) => e.id).sort());
    const one = await s.call('GET', `/api/board/events/${sampleEvents[0].id}`);
    expect(one.body).toMatchObject({ id: sampleEvents[0].id, title: sampleEvents[0].title, writer: sampleEvents[0].writer, detail: sampleEvents[0].content });
    expect(Date.parse(one.body.start_time)).toBe(Date.parse(sampleEvents[0].start_time!));
    const notEvent = SAMPLE_POSTS.find((p) => p.category === 'Notice')!;
    expect((await s.call('GET', `/api/board/events/${notEvent.id}`)).status).toBe(404);
  });

  it('serves developers, locations and the game success count', async () => {
    const d = await s.call('GET', '/api/developers/');
    expect(d.body.results.length).toBe(SAMPLE_DEVELOPERS.length);
    const l = await s.call('GET', '/api/locations/');
    expect(l.body.results.map((x: any) => x.id)).toEqual(CAMPUS_LOCATIONS.map((x) => x.id));
    const c = await s.call('POST', '/api/game/games/successcount/');
    expect(c.body).toEqual({ total_success_count: GAME.successCountOffset, success_count: GAME.successCountOffset });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const r = await s.call('GET', '/api/nope');
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/no such API call/);
  });
});

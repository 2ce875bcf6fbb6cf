// Issue 16, item 18: the 2025 client asks GET /stage/days/{date}/schedules/ (no hour) on its timetable
// and gets that day's schedule, every slot, as the 2025 server answered ({day, schedules}); on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_STAGES } from '@contract/sample/stages';
import { kstDate } from '@contract/time';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';

describe.each(DB_KINDS)('16.18 stage day without an hour on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(kind, { now: '2025-09-25T14:00:00+09:00' });
  });
  afterAll(() => s?.stop());

  const dayOf = (date: string) =>
    SAMPLE_STAGES.filter((x) => kstDate(Date.parse(x.start_time)) === date).sort(
      (a, b) => Date.parse(a.start_time) - Date.parse(b.start_time) || a.id - b.id,
    );

  it('answers every show of the day, every slot, by start time', async () => {
    const date = '2025-09-25';
    const r = await s.call('GET', `/api/stage/days/${date}/schedules/`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['day', 'schedules']);
    expect(r.body.day).toBe(date);
    const expected = dayOf(date);
    expect(expected.length).toBeGreaterThan(3);
    expect(r.body.schedules.map((x: any) => x.id)).toEqual(expected.map((x) => x.id));
    // Shows of every hour slot, clubs and celebrities alike.
    const hours = new Set(r.body.schedules.map((x: any) => x.start_time.slice(11, 13)));
    expect(hours.size).toBeGreaterThan(1);
    expect(new Set(r.body.schedules.map((x: any) => x.kind))).toEqual(new Set(expected.map((x) => x.kind)));
    const first = r.body.schedules[0];
    expect(first).toMatchObject({ id: expected[0]!.id, name: expected[0]!.name, is_active: false });
    expect(first.start_time).toMatch(/^2025-09-25T\d\d:\d\d:00\+09:00$/);
    expect(first).toHaveProperty('location_name');
    expect(first).toHaveProperty('image_url');
    expect(first).toHaveProperty('end_time');
  });

  it('answers the same without the trailing slash, and an empty day as an empty list', async () => {
    const a = await s.call('GET', '/api/stage/days/2025-09-26/schedules/');
    const b = await s.call('GET', '/api/stage/days/2025-09-26/schedules');
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.schedules.map((x: any) => x.id)).toEqual(dayOf('2025-09-26').map((x) => x.id));
    const d1 = await s.call('GET', '/api/stage/days/2025-09-24/schedules/');
    expect(d1.status).toBe(200);
    expect(d1.body).toEqual({ day: '2025-09-24', schedules: [] });
  });

  it('still answers one hour slot with the club/celebrity shape', async () => {
    const r = await s.call('GET', '/api/stage/days/2025-09-25/schedules/16:00');
    expect(r.status).toBe(200);
    expect(r.body.club).toHaveProperty('current_slot');
  });

  it('refuses a date that does not exist with 400 and a reason', async () => {
    for (const p of ['2025-13-01', '2025-02-30', 'tomorrow']) {
      const r = await s.call('GET', `/api/stage/days/${p}/schedules/`);
      expect(r.status, p).toBe(400);
      expect(r.body.message).toMatch(/\S/);
    }
  });
});

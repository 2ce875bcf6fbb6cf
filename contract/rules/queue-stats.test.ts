import { describe, expect, it } from 'vitest';
import { lineStats, noShowPercent, STATS_LOOKBACK_MS, type StatsTicket } from './queue-stats';

const DAY = Date.parse('2025-09-25T00:00:00+09:00');
const at = (hhmm: string) => Date.parse(`2025-09-25T${hhmm}:00+09:00`);
const name = (id: number) => `booth ${id}`;
const ticket = (over: Partial<StatsTicket>): StatsTicket => ({ boothId: 1, state: 'waiting', joinedAt: at('19:00'), calledAt: null, doneAt: null, ...over });

describe('a line over the day (dashboard)', () => {
  it('answers no booth without tickets', () => {
    expect(lineStats([], DAY, at('20:00'), name)).toEqual([]);
  });

  it('counts the parties waiting at each hour end, up to now, and nothing for hours to come', () => {
    const tickets = [
      ticket({ joinedAt: at('18:10'), calledAt: at('19:20'), state: 'called' }),
      ticket({ joinedAt: at('18:40') }),
      ticket({ joinedAt: at('19:05'), doneAt: at('19:30'), state: 'left' }),
      ticket({ joinedAt: at('20:10') }),
    ];
    const [line] = lineStats(tickets, DAY, at('20:30'), name);
    expect(line.booth_id).toBe(1);
    expect(line.name).toBe('booth 1');
    expect(line.waiting.slice(17, 24)).toEqual([0, 2, 1, 2, 0, 0, 0]);
    expect(line.joined[18]).toBe(2);
    expect(line.joined[19]).toBe(1);
    expect(line.joined[20]).toBe(1);
  });

  it('averages the wait from join to call per hour of the call, and counts seated and no-shows per hour', () => {
    const tickets = [
      ticket({ joinedAt: at('19:00'), calledAt: at('19:10'), doneAt: at('19:12'), state: 'seated' }),
      ticket({ joinedAt: at('19:00'), calledAt: at('19:25'), doneAt: at('19:40'), state: 'missed' }),
      ticket({ joinedAt: at('19:30'), calledAt: at('20:02'), doneAt: at('20:03'), state: 'seated' }),
      ticket({ boothId: 4, joinedAt: at('19:31'), calledAt: at('19:33'), state: 'called' }),
    ];
    const [one, four] = lineStats(tickets, DAY, at('23:59'), name);
    expect(one.called[19]).toBe(2);
    expect(one.avg_wait_minutes[19]).toBe(17.5);
    expect(one.avg_wait_minutes[20]).toBe(32);
    expect(one.avg_wait_minutes[21]).toBe(0);
    expect(one.seated[19]).toBe(1);
    expect(one.no_shows[19]).toBe(1);
    expect(one.seated[20]).toBe(1);
    expect(four).toMatchObject({ booth_id: 4 });
    expect(four.called[19]).toBe(1);
    expect(four.seated.every((n) => n === 0)).toBe(true);
  });

  it("counts a party from the night before still waiting after midnight, not one from before the lookback", () => {
    const tickets = [
      ticket({ joinedAt: at('00:00') - 20 * 60_000, calledAt: at('00:30'), state: 'called' }),
      ticket({ boothId: 2, joinedAt: DAY - STATS_LOOKBACK_MS - 1 }),
    ];
    const lines = lineStats(tickets, DAY, at('23:59'), name);
    expect(lines.map((l) => l.booth_id)).toEqual([1]);
    expect(lines[0].waiting[0]).toBe(0);
    expect(lines[0].joined.every((n) => n === 0)).toBe(true);
    expect(lines[0].avg_wait_minutes[0]).toBe(50);
  });

  it('words no-shows as a percentage of the settled parties', () => {
    expect(noShowPercent(0, 0)).toBeNull();
    expect(noShowPercent(3, 1)).toBe(25);
    expect(noShowPercent(2, 1)).toBe(33);
  });
});

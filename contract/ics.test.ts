import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kstTime } from './time';
import { escapeText, foldLine, icsCalendar, icsFileName, type IcsEvent } from './ics';

/** RFC 5545 read back: unfold (CRLF + one space or tab), split name/params/value, unescape TEXT. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const l of physical) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  const unfolded = text.replace(/\r\n[ \t]/g, '').slice(0, -2).split('\r\n');
  const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfolded) {
    // `s`: a value may hold U+2028/U+2029, which are text to iCalendar (only CRLF ends a line).
    const m = /^([A-Z-]+)(;[^:]*)?:(.*)$/s.exec(line);
    if (!m) throw new Error(`not a content line: ${line}`);
    const [, name, , value] = m;
    if (name === 'BEGIN' && value === 'VEVENT') current = {};
    else if (name === 'END' && value === 'VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) current[name] = name === 'URL' || name.startsWith('DT') ? value : unescape(value);
  }
  return { lines: unfolded, events };
}

const fromUtc = (v: string) => new Date(v.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

const ACT: IcsEvent = {
  uid: 'stage-12@festival.dongguk',
  start: new Date('2025-09-25T19:00:00+09:00'),
  end: new Date('2025-09-25T19:40:00+09:00'),
  summary: 'Night Band; "Encore", live\nsecond line \\ end',
  location: '대운동장 특설무대, 본무대',
  url: 'https://festival.example/timetable?day=2025-09-25&act=12',
};

describe('icsCalendar', () => {
  it('writes one VEVENT that parses back with the Korea times and every field', () => {
    const text = icsCalendar([ACT], { stamp: new Date('2025-09-25T10:00:00+09:00') });
    const { lines, events } = parseIcs(text);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(events).toHaveLength(1);
    const e = events[0];
    expect(e.UID).toBe(ACT.uid);
    expect(e.DTSTART).toBe('20250925T100000Z');
    expect(kstTime(fromUtc(e.DTSTART))).toBe('19:00');
    expect(kstTime(fromUtc(e.DTEND))).toBe('19:40');
    expect(e.DTSTAMP).toBe('20250925T010000Z');
    expect(e.SUMMARY).toBe(ACT.summary);
    expect(e.LOCATION).toBe(ACT.location);
    expect(e.URL).toBe(ACT.url);
    expect(text).toContain('SUMMARY:Night Band\\; "Encore"\\, live\\nsecond line \\\\ end');
  });

  it('writes all favourites, in order, and a calendar name', () => {
    const second = { ...ACT, uid: 'stage-13@festival.dongguk', summary: '아이돌 공연', start: new Date('2025-09-26T18:00:00+09:00'), end: new Date('2025-09-26T18:30:00+09:00') };
    const { events, lines } = parseIcs(icsCalendar([ACT, second], { stamp: new Date(0), name: '내 축제' }));
    expect(lines).toContain('X-WR-CALNAME:내 축제');
    expect(events.map((e) => e.UID)).toEqual([ACT.uid, second.uid]);
    expect(kstTime(fromUtc(events[1].DTSTART))).toBe('18:00');
  });

  it('refuses an event that ends before it starts', () => {
    expect(() => icsCalendar([{ ...ACT, end: ACT.start }], { stamp: new Date(0) })).toThrow(/ends before/);
  });

  it('folds long Korean text at 75 octets without splitting a character', () => {
    const long = '동국대학교 가을 축제 '.repeat(20);
    const folded = foldLine(`SUMMARY:${long}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${long}`);
  });

  it('round-trips any summary through escaping and folding', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (summary) => {
        const { events } = parseIcs(icsCalendar([{ ...ACT, summary }], { stamp: new Date(0) }));
        expect(events[0].SUMMARY).toBe(summary.replace(/\r\n|\r/g, '\n'));
      }),
      { numRuns: 200 },
    );
  });
});

describe('escapeText and icsFileName', () => {
  it('escapes the four TEXT specials', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
  it('makes an ASCII file name', () => {
    expect(icsFileName('My festival 2025!')).toBe('my-festival-2025.ics');
    expect(icsFileName('내 축제')).toBe('festival.ics');
  });
});

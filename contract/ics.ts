// iCalendar (RFC 5545) for "add to calendar": one VEVENT per performance, times in UTC (a calendar
// shows them in the phone's zone; the festival's Korea times are the same instants). Text is escaped
// (§3.3.11) and every content line folded at 75 octets (§3.1) without splitting a UTF-8 character.
// Pure: the caller passes the stamp instant (the replay clock).

export interface IcsEvent {
  /** Globally unique and stable, so a second export updates the event instead of adding one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
}

export interface IcsOptions {
  /** DTSTAMP of every event: when the file was made. */
  stamp: Date;
  /** X-WR-CALNAME, shown by some calendars when the file is imported. */
  name?: string;
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** TEXT value escaping: backslash, semicolon, comma and newlines. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20250925T060000Z */
export function utcStamp(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** One content line folded into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    if (octets + n > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space of a continuation counts
    }
    current += ch;
    octets += n;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

function eventLines(e: IcsEvent, stamp: Date): string[] {
  if (!(e.end.getTime() > e.start.getTime())) throw new Error(`event ${e.uid} ends before it starts`);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  // URI values are not TEXT: no escaping, but no line breaks either.
  if (e.url) lines.push(`URL:${e.url.replace(/[\r\n]/g, '')}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with one VEVENT per event, CRLF line ends. */
export function icsCalendar(events: readonly IcsEvent[], opts: IcsOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Dongguk Festival//My festival//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (opts.name) lines.push(`X-WR-CALNAME:${escapeText(opts.name)}`);
  for (const e of events) lines.push(...eventLines(e, opts.stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name safe on every phone: ASCII letters, digits and dashes. */
export function icsFileName(base: string): string {
  const safe = base.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase();
  return `${safe || 'festival'}.ics`;
}

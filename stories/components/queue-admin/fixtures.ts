// The booth admin's line in the shapes the server sends (contract/queue.ts), for the stories.
import type { AdminLine, AdminTicket } from '@contract/queue';
import en from '@/i18n/locales/en.json';
import ja from '@/i18n/locales/ja.json';
import ko from '@/i18n/locales/ko.json';
import zh from '@/i18n/locales/zh-CN.json';

export type Locale = 'ko' | 'en' | 'ja' | 'zh-CN';
export const LOCALES: readonly Locale[] = ['ko', 'en', 'ja', 'zh-CN'];
const CATALOGUES: Record<Locale, Record<string, string>> = { ko, en, ja, 'zh-CN': zh };
/**
 * What a person reads for a message id in a language, with its values. The app's messages are precompiled (no
 * ICU parser in the bundle), so the stories fill the catalogue's text themselves: `{name}` and
 * `{name, plural, =0 {…} one {…} other {…}}` with `#`, which is all the queue's messages use.
 */
export function say(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const text = CATALOGUES[locale][id];
  if (text === undefined) throw new Error(`no message ${id} in ${locale}`);
  return fill(text, values, locale);
}

function fill(text: string, values: Record<string, string | number>, locale: Locale, hash?: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '#' && hash !== undefined) out += String(hash);
    else if (ch !== '{') out += ch;
    else {
      const end = closing(text, i);
      out += placeholder(text.slice(i + 1, end), values, locale);
      i = end;
    }
  }
  return out;
}

function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in ${text}`);
}

function placeholder(body: string, values: Record<string, string | number>, locale: Locale): string {
  const [name, kind] = body.split(',').map((x) => x.trim());
  const value = values[name!];
  if (kind !== 'plural') return String(value);
  const n = Number(value);
  const branches = new Map<string, string>();
  let rest = body.slice(body.indexOf('plural,') + 7);
  while (rest.trim() !== '') {
    const at = rest.indexOf('{');
    const end = closing(rest, at);
    branches.set(rest.slice(0, at).trim(), rest.slice(at + 1, end));
    rest = rest.slice(end + 1);
  }
  const branch = branches.get(`=${n}`) ?? branches.get(new Intl.PluralRules(locale).select(n)) ?? branches.get('other')!;
  return fill(branch, values, locale, n);
}

/** The story's festival clock: day 2, 19:00 in Korea. */
export const NOW = '2025-09-25T19:00:00+09:00';
export const NOW_MS = Date.parse(NOW);

export const ticket = (id: number, state: AdminTicket['state'], joinedMinutesAgo: number, extra: Partial<AdminTicket> = {}): AdminTicket => ({
  id,
  number: id,
  party_size: 2,
  state,
  joined_at: new Date(NOW_MS - joinedMinutesAgo * 60_000).toISOString(),
  called_at: null,
  no_show_from: null,
  ...extra,
});

const called = (id: number, joinedMinutesAgo: number, calledMinutesAgo: number, size = 2): AdminTicket =>
  ticket(id, 'called', joinedMinutesAgo, {
    party_size: size,
    called_at: new Date(NOW_MS - calledMinutesAgo * 60_000).toISOString(),
    no_show_from: new Date(NOW_MS + (5 - calledMinutesAgo) * 60_000).toISOString(),
  });

export const CLOSED: AdminLine = {
  booth_id: 1,
  booth_name: '프론티어',
  now: NOW,
  state: 'closed',
  party_min: 1,
  party_max: 6,
  minutes_per_party: 5,
  grace_minutes: 5,
  summary: { booth_id: 1, state: 'closed', waiting: 0, party_min: 1, party_max: 6, est_wait_minutes: 0, minutes_per_party: 5, rate_source: 'booth' },
  tickets: [],
  undo: null,
};

/** Open: No. 1 called two minutes ago (no-show not yet offered), No. 2 and 3 waiting, No. 0… seated earlier. */
export const OPEN: AdminLine = {
  ...CLOSED,
  state: 'open',
  party_max: 4,
  summary: { ...CLOSED.summary, state: 'open', waiting: 2, party_max: 4, est_wait_minutes: 10 },
  tickets: [called(1, 14, 2), { ...ticket(2, 'waiting', 9), party_size: 4 }, { ...ticket(3, 'waiting', 3), party_size: 1 }],
  undo: { action: 'call', number: 1 },
};

/** No. 1 was called seven minutes ago: its grace window (5 min) has passed. */
export const GRACE_OVER: AdminLine = { ...OPEN, tickets: [called(1, 19, 7), ...OPEN.tickets.slice(1)] };

/** Paused, with done parties under the open ones. */
export const PAUSED: AdminLine = {
  ...OPEN,
  state: 'paused',
  summary: { ...OPEN.summary, state: 'paused' },
  tickets: [
    ...OPEN.tickets.slice(1),
    ticket(4, 'seated', 40, { number: 4, called_at: new Date(NOW_MS - 25 * 60_000).toISOString() }),
    ticket(5, 'missed', 50, { number: 5, called_at: new Date(NOW_MS - 35 * 60_000).toISOString() }),
    ticket(6, 'left', 30, { number: 6 }),
  ],
  undo: { action: 'seated', number: 4 },
};

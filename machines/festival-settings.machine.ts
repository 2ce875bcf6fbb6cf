// The console's festival settings (issue 22): name in four languages, days, opening instant, stage hours and
// slots, night hours (the map's and the booth list's night, the booth page's night), the game and its partner
// pubs, languages offered. Staff only. The draft is checked here first with the
// same rules the server applies (contract/festival.ts), each problem said in the admin's language, and nothing
// is sent until it is clean. Before any festival exists the draft starts blank, to set the first one up.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { LANGUAGES, TIMING, type Language } from '@contract/constants';
import { festivalProblems } from '@contract/festival';
import type { FestivalSettings } from '@contract/festival-data';
import { ADMIN_DELAYS, ADMIN_MESSAGES, adminEffects, isSessionFailure, loginRequiredState, noUid, sessionEndStates } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';

export interface PubDraft {
  name: string;
  /** As typed. */
  stock: string;
}

/** The form as typed: numbers and lists are text until they are checked. */
export interface FestivalDraft {
  names: Record<Language, string>;
  /** YYYY-MM-DD. */
  firstDay: string;
  /** 1 to 7, as typed. */
  days: string;
  /** YYYY-MM-DDTHH:MM in festival time (Korea). */
  opening: string;
  stageOpen: string;
  stageClose: string;
  /** Slot start times separated by commas or spaces ("15:00, 16:00"). */
  slots: string;
  stages: string;
  triesPerDay: string;
  couponPercent: string;
  pubs: PubDraft[];
  languages: Language[];
  /** Night hours (0 to 23) as typed. */
  nightRequestStart: string;
  nightRequestEnd: string;
  nightMapStart: string;
  nightMapEnd: string;
  nightDetailStart: string;
}

/** The night-hour fields of the form. */
export const NIGHT_FIELDS = ['nightRequestStart', 'nightRequestEnd', 'nightMapStart', 'nightMapEnd', 'nightDetailStart'] as const;
export type NightField = (typeof NIGHT_FIELDS)[number];

export type FestivalField = 'firstDay' | 'days' | 'opening' | 'stageOpen' | 'stageClose' | 'slots' | 'stages' | 'triesPerDay' | 'couponPercent' | NightField;

export type FestivalSettingsEvent =
  | { type: 'field.change'; field: FestivalField; value: string }
  | { type: 'name.change'; lang: Language; value: string }
  | { type: 'language.toggle'; lang: Language; value: boolean }
  | { type: 'pub.change'; index: number; field: keyof PubDraft; value: string }
  | { type: 'pub.add' }
  | { type: 'pub.remove'; index: number }
  | { type: 'form.submit' };

export interface FestivalSettingsContext {
  uid: string;
  draft: FestivalDraft;
  /** The settings as saved last (null: no festival yet). */
  saved: FestivalSettings | null;
  message: ConsoleMessage | null;
}

const SEOUL = '+09:00';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A blank festival to set up the first one: the sample's hours, no days yet. */
const BLANK_NIGHT: FestivalSettings['night'] = {
  request_start_hour: 18,
  request_end_hour: 6,
  map_toggle_start_hour: 18,
  map_toggle_end_hour: 6,
  detail_start_hour: 18,
};

export function draftOf(f: FestivalSettings | null): FestivalDraft {
  const names = Object.fromEntries(LANGUAGES.map((l) => [l, f?.name[l] ?? ''])) as Record<Language, string>;
  if (!f) {
    return {
      names,
      firstDay: '',
      days: '3',
      opening: '',
      stageOpen: '15:00',
      stageClose: '20:00',
      slots: '15:00, 16:00, 17:00, 18:00, 19:00',
      stages: '4',
      triesPerDay: '3',
      couponPercent: '10',
      pubs: [],
      languages: [...LANGUAGES],
      ...nightDraftOf(BLANK_NIGHT),
    };
  }
  return {
    names,
    firstDay: f.dates[0] ?? '',
    days: String(f.dates.length),
    opening: koreaTime(f.opening_instant),
    stageOpen: f.stage.open,
    stageClose: f.stage.close,
    slots: f.stage.slots.join(', '),
    stages: String(f.game.stages),
    triesPerDay: String(f.game.tries_per_day),
    couponPercent: String(f.game.coupon_percent),
    pubs: f.game.pubs.map((p) => ({ name: p.name, stock: String(p.stock) })),
    languages: [...f.languages],
    ...nightDraftOf(f.night),
  };
}

function nightDraftOf(n: FestivalSettings['night']): Pick<FestivalDraft, NightField> {
  return {
    nightRequestStart: String(n.request_start_hour),
    nightRequestEnd: String(n.request_end_hour),
    nightMapStart: String(n.map_toggle_start_hour),
    nightMapEnd: String(n.map_toggle_end_hour),
    nightDetailStart: String(n.detail_start_hour),
  };
}

/** An instant as YYYY-MM-DDTHH:MM in Korea time (what the form shows), whatever offset it was stored with. */
export function koreaTime(instant: string): string {
  return new Date(Date.parse(instant) + 9 * 3_600_000).toISOString().slice(0, 16);
}

/** `n` consecutive days from `first` (YYYY-MM-DD). */
export function daysFrom(first: string, n: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

const whole = (s: string) => (/^\d{1,6}$/.test(s.trim()) ? Number(s.trim()) : NaN);

/** The settings the draft stands for (checked by festivalProblems before sending). */
export function settingsOf(d: FestivalDraft): FestivalSettings {
  const name = Object.fromEntries(LANGUAGES.filter((l) => d.names[l].trim() !== '').map((l) => [l, d.names[l].trim()]));
  return {
    name: { ko: '', ...name },
    dates: DAY.test(d.firstDay) && Number.isInteger(whole(d.days)) ? daysFrom(d.firstDay, whole(d.days)) : [],
    opening_instant: `${d.opening}:00${SEOUL}`,
    time_zone: 'Asia/Seoul',
    stage: { open: d.stageOpen, close: d.stageClose, slots: d.slots.split(/[\s,]+/).filter(Boolean) },
    night: {
      request_start_hour: whole(d.nightRequestStart),
      request_end_hour: whole(d.nightRequestEnd),
      map_toggle_start_hour: whole(d.nightMapStart),
      map_toggle_end_hour: whole(d.nightMapEnd),
      detail_start_hour: whole(d.nightDetailStart),
    },
    game: {
      stages: whole(d.stages),
      tries_per_day: whole(d.triesPerDay),
      coupon_percent: whole(d.couponPercent),
      pubs: d.pubs.map((p) => ({ name: p.name.trim(), stock: whole(p.stock) })),
    },
    languages: LANGUAGES.filter((l) => l === 'ko' || d.languages.includes(l)),
  };
}

/** Which part of the form a problem of festivalProblems is about (its path), as a message id. */
const PROBLEM_IDS: [prefix: RegExp, id: string][] = [
  [/^name/, 'console.festival.error.name'],
  [/^dates/, 'console.festival.error.days'],
  [/^opening_instant/, 'console.festival.error.opening'],
  [/^stage\.slots/, 'console.festival.error.slots'],
  [/^stage/, 'console.festival.error.stageHours'],
  [/^night/, 'console.festival.error.night'],
  [/^game\.pubs/, 'console.festival.error.pubs'],
  [/^game/, 'console.festival.error.game'],
  [/^languages/, 'console.festival.error.languages'],
];

/** The first problem of the draft as a message id, or null when it can be sent. */
export function festivalDraftProblem(d: FestivalDraft): { id: string } | null {
  if (d.names.ko.trim() === '') return { id: 'console.festival.error.name' };
  if (!DAY.test(d.firstDay) || Number.isNaN(Date.parse(`${d.firstDay}T00:00:00Z`))) return { id: 'console.festival.error.firstDay' };
  const n = whole(d.days);
  if (!(n >= 1 && n <= 7)) return { id: 'console.festival.error.days' };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(d.opening)) return { id: 'console.festival.error.opening' };
  const problems = festivalProblems(settingsOf(d));
  if (!problems.length) return null;
  const first = problems[0]!;
  // The one rule across fields (no path): the opening after the last day.
  if (!/^[\w.[\]-]+: /.test(first)) return { id: 'console.festival.error.openingAfterEnd' };
  return { id: PROBLEM_IDS.find(([p]) => p.test(first))?.[1] ?? 'console.festival.error.invalid' };
}

export function applyFestivalEdit(d: FestivalDraft, e: FestivalSettingsEvent): FestivalDraft {
  switch (e.type) {
    case 'field.change':
      return { ...d, [e.field]: e.value };
    case 'name.change':
      return { ...d, names: { ...d.names, [e.lang]: e.value } };
    case 'language.toggle':
      if (e.lang === 'ko') return d;
      return { ...d, languages: e.value ? LANGUAGES.filter((l) => l === e.lang || d.languages.includes(l)) : d.languages.filter((l) => l !== e.lang) };
    case 'pub.change':
      return { ...d, pubs: d.pubs.map((p, i) => (i === e.index ? { ...p, [e.field]: e.value } : p)) };
    case 'pub.add':
      return { ...d, pubs: [...d.pubs, { name: '', stock: '' }] };
    case 'pub.remove':
      return { ...d, pubs: d.pubs.filter((_, i) => i !== e.index) };
    default:
      return d;
  }
}

const EDITS = ['field.change', 'name.change', 'language.toggle', 'pub.change', 'pub.add', 'pub.remove'] as const;

export const festivalSettingsMachine = setup({
  types: {
    context: {} as FestivalSettingsContext,
    events: {} as FestivalSettingsEvent,
    input: {} as { uid: string | null | undefined; festival: FestivalSettings | null },
    tags: {} as 'busy',
  },
  actors: {
    saveFestival: fromPromise<FestivalSettings, { uid: string; festival: FestivalSettings }>(async () => {
      throw new Error('provide me: saveFestival');
    }),
  },
  guards: {
    noUid,
    draftBad: ({ context }) => festivalDraftProblem(context.draft) !== null,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
  },
  delays: { ...ADMIN_DELAYS, savedToast: TIMING.urgentToastMs },
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    sayProblem: assign(({ context }) => {
      const p = festivalDraftProblem(context.draft);
      return { message: p ? { id: p.id, tone: 'error' as const } : null };
    }),
    edit: assign(({ context, event }) => ({ draft: applyFestivalEdit(context.draft, event), message: null })),
    keepSaved: assign((_, params: { saved: FestivalSettings }) => ({ saved: params.saved, draft: draftOf(params.saved) })),
  },
}).createMachine({
  id: 'festivalSettings',
  context: ({ input }) => ({ uid: input.uid ?? '', draft: draftOf(input.festival), saved: input.festival, message: null }),
  initial: 'gate',
  states: {
    gate: { always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'editing' }] },
    loginRequired: loginRequiredState,
    editing: {
      on: {
        ...Object.fromEntries(EDITS.map((t) => [t, { actions: 'edit' }])),
        'form.submit': [{ guard: 'draftBad', actions: 'sayProblem' }, { target: 'saving', actions: { type: 'say', params: { message: null } } }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveFestival',
        input: ({ context }) => ({ uid: context.uid, festival: settingsOf(context.draft) }),
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: [
          { guard: { type: 'sessionFailure', params: ({ event }) => ({ error: event.error }) }, target: 'sessionExpired' },
          { target: 'editing', actions: { type: 'say', params: ({ event }) => ({ message: consoleFailure(event.error, 'admin.error.editFailed') }) } },
        ],
      },
    },
    saved: {
      description: "'Saved' shows for 2.5 s; editing goes on meanwhile.",
      entry: { type: 'say', params: { message: { id: ADMIN_MESSAGES.saved, tone: 'ok' } } },
      on: Object.fromEntries(EDITS.map((t) => [t, { target: 'editing', actions: 'edit' }])),
      after: { savedToast: { target: 'editing', actions: { type: 'say', params: { message: null } } } },
    },
    ...sessionEndStates,
  },
});

export type FestivalSettingsSnapshot = SnapshotFrom<typeof festivalSettingsMachine>;

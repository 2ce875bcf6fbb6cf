// Staff's campus map console (issue 22): the uploaded map image with its pins, the locations (add, edit with
// names in four languages and optional lat/lng, delete after a confirmation) and placing a pin by tapping the
// image while a location is chosen. Drafts are checked here first, each problem on its field in the admin's
// language; the server's refusals are read by their error code (contract/campus-map.ts MAP_ERRORS).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { MAP_ERRORS, MAP_LIMITS, type LocationRow, type LocationsResponse, type MapPinSpot, type UploadedCampusMap } from '@contract/campus-map';
import type { Language } from '@contract/constants';
import { isRecord } from '@contract/rules/record';
import { ADMIN_DELAYS, adminEffects, isSessionFailure, loadFailedState, loadFailure, loginRequiredState, noUid, sessionEndStates, sessionFailureTo } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';

export const MAP_LANGS: readonly Language[] = ['ko', 'en', 'ja', 'zh-CN'];
export type LocationField = Language | 'lat' | 'lng';

export interface LocationDraft {
  /** null: a new location. */
  id: number | null;
  names: Record<Language, string>;
  lat: string;
  lng: string;
}
/** A problem on one field: a console message id and its values. */
export interface FieldProblem {
  id: string;
  values?: Record<string, string | number>;
}
export type FieldProblems = Partial<Record<LocationField, FieldProblem>>;

export interface ConsoleMapContext {
  uid: string;
  locations: LocationRow[];
  map: UploadedCampusMap | null;
  /** The location whose pin the next tap on the image places. */
  selectedId: number | null;
  draft: LocationDraft | null;
  problems: FieldProblems;
  deleteId: number | null;
  message: ConsoleMessage | null;
}

export type ConsoleMapEvent =
  | { type: 'retry' }
  | { type: 'image.choose'; file: Blob }
  | { type: 'location.select'; id: number }
  | { type: 'map.tap'; x: number; y: number }
  | { type: 'location.add' }
  | { type: 'location.edit'; id: number }
  | { type: 'draft.change'; field: LocationField; value: string }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' }
  | { type: 'location.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface SaveLocationInput {
  uid: string;
  /** null: create. */
  id: number | null;
  names: Record<Language, string>;
  lat: number | null;
  lng: number | null;
}

const EMPTY_NAMES: Record<Language, string> = { ko: '', en: '', ja: '', 'zh-CN': '' };
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The chosen file's problem (a message id), or null: PNG, JPEG or WebP up to the server's limit. */
export function imageProblem(file: Blob): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'console.map.error.unsupported_media_type';
  if (file.size > MAP_LIMITS.imageBytes) return 'console.map.error.too_large';
  if (file.size === 0) return 'console.map.error.unsupported_media_type';
  return null;
}

const FORMULA_START = /^[=+\-@]/;
const coordinate = (text: string): number | null | undefined => {
  const t = text.trim();
  if (t === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(t)) return undefined;
  return Number(t);
};

/** Every problem of the draft, by field (the same rules as LocationCreateSchema). */
export function draftProblems(d: LocationDraft): FieldProblems {
  const out: FieldProblems = {};
  for (const lang of MAP_LANGS) {
    const name = d.names[lang].trim();
    if (name === '') out[lang] = { id: 'console.map.error.nameRequired' };
    else if (name.length > MAP_LIMITS.nameMax) out[lang] = { id: 'console.map.error.nameTooLong', values: { max: MAP_LIMITS.nameMax } };
    else if (/[<>]/.test(name) || FORMULA_START.test(name)) out[lang] = { id: 'console.map.error.nameChars' };
  }
  const lat = coordinate(d.lat);
  const lng = coordinate(d.lng);
  if (lat === undefined || (lat !== null && Math.abs(lat) > 90)) out.lat = { id: 'console.map.error.coordinate', values: { max: 90 } };
  if (lng === undefined || (lng !== null && Math.abs(lng) > 180)) out.lng = { id: 'console.map.error.coordinate', values: { max: 180 } };
  if (!out.lat && !out.lng && (lat === null) !== (lng === null)) out[lat === null ? 'lat' : 'lng'] = { id: 'console.map.error.together' };
  return out;
}

/** A refusal of a map call in the admin's language: its error code when the console knows it. */
export function mapFailure(e: unknown, fallback: string): ConsoleMessage {
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  const code = isRecord(body) ? body.error : undefined;
  if (typeof code === 'string' && (MAP_ERRORS as readonly string[]).includes(code)) {
    const booths = isRecord(body) ? body.booths : undefined;
    const values = code === 'location_in_use' && typeof booths === 'number' ? { count: booths } : undefined;
    return { id: `console.map.error.${code}`, tone: 'error', ...(values ? { values } : {}) };
  }
  return consoleFailure(e, fallback);
}

const nameOf = (c: ConsoleMapContext, id: number | null, lang: Language = 'ko') => c.locations.find((l) => l.id === id)?.names[lang] ?? '';

export const consoleMapMachine = setup({
  types: {
    context: {} as ConsoleMapContext,
    events: {} as ConsoleMapEvent,
    input: {} as { uid: string | null | undefined },
    tags: {} as 'busy',
  },
  actors: {
    loadMap: fromPromise<LocationsResponse, { uid: string }>(async () => {
      throw new Error('provide me: loadMap');
    }),
    uploadImage: fromPromise<Omit<UploadedCampusMap, 'pins'>, { uid: string; file: Blob }>(async () => {
      throw new Error('provide me: uploadImage');
    }),
    saveLocation: fromPromise<LocationRow, SaveLocationInput>(async () => {
      throw new Error('provide me: saveLocation');
    }),
    deleteLocation: fromPromise<unknown, { uid: string; id: number }>(async () => {
      throw new Error('provide me: deleteLocation');
    }),
    placePin: fromPromise<MapPinSpot, { uid: string; id: number; x: number; y: number }>(async () => {
      throw new Error('provide me: placePin');
    }),
  },
  guards: {
    noUid,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
    imageBad: (_, params: { file: Blob }) => imageProblem(params.file) !== null,
    noSelection: ({ context }) => context.selectedId === null,
    noImage: ({ context }) => context.map === null,
    draftBad: ({ context }) => !!context.draft && Object.keys(draftProblems(context.draft)).length > 0,
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    loaded: assign(({ context }, params: { data: LocationsResponse }) => ({
      locations: params.data.results,
      map: params.data.map,
      selectedId: params.data.results.some((l) => l.id === context.selectedId) ? context.selectedId : null,
    })),
    select: assign(({ context }, params: { id: number }) => ({ selectedId: context.selectedId === params.id ? null : params.id, message: null })),
    imageStored: assign(({ context }, params: { image: Omit<UploadedCampusMap, 'pins'> }) => ({
      map: { ...params.image, pins: context.map?.pins ?? [] },
      message: { id: 'console.map.uploaded', tone: 'ok' as const },
    })),
    pinPlaced: assign(({ context }, params: { pin: MapPinSpot }) => ({
      map: context.map && {
        ...context.map,
        pins: [...context.map.pins.filter((p) => p.id !== params.pin.id), params.pin].sort((a, b) => a.id - b.id),
      },
      message: { id: 'console.map.pinPlaced', values: { name: nameOf(context, params.pin.id) }, tone: 'ok' as const },
    })),
    openNew: assign({ draft: { id: null, names: EMPTY_NAMES, lat: '', lng: '' }, problems: {}, message: null }),
    openEdit: assign(({ context }, params: { id: number }) => {
      const l = context.locations.find((x) => x.id === params.id);
      if (!l) return {};
      return {
        draft: { id: l.id, names: { ...l.names }, lat: l.lat === null ? '' : String(l.lat), lng: l.lng === null ? '' : String(l.lng) },
        problems: {},
        message: null,
      };
    }),
    change: assign(({ context }, params: { field: LocationField; value: string }) => {
      if (!context.draft) return {};
      const draft =
        params.field === 'lat' || params.field === 'lng'
          ? { ...context.draft, [params.field]: params.value }
          : { ...context.draft, names: { ...context.draft.names, [params.field]: params.value } };
      const { [params.field]: _fixed, ...problems } = context.problems;
      return { draft, problems, message: null };
    }),
    showProblems: assign(({ context }) => ({
      problems: context.draft ? draftProblems(context.draft) : {},
      message: { id: 'console.map.error.fixFields', tone: 'error' as const },
    })),
    closeDraft: assign({ draft: null, problems: {} }),
    saved: assign(({ context }, params: { location: LocationRow }) => {
      const known = context.locations.some((l) => l.id === params.location.id);
      return {
        locations: known ? context.locations.map((l) => (l.id === params.location.id ? params.location : l)) : [...context.locations, params.location],
        // A new location is chosen at once, so the next tap on the map places its pin.
        selectedId: known ? context.selectedId : params.location.id,
        draft: null,
        problems: {},
        message: { id: known ? 'console.map.saved' : 'console.map.added', values: { name: params.location.names.ko }, tone: 'ok' as const },
      };
    }),
    pickDelete: assign((_, params: { id: number }) => ({ deleteId: params.id, message: null })),
    dropDelete: assign({ deleteId: null }),
    deleted: assign(({ context }) => ({
      locations: context.locations.filter((l) => l.id !== context.deleteId),
      map: context.map && { ...context.map, pins: context.map.pins.filter((p) => p.id !== context.deleteId) },
      selectedId: context.selectedId === context.deleteId ? null : context.selectedId,
      message: { id: 'console.map.deleted', values: { name: nameOf(context, context.deleteId) }, tone: 'ok' as const },
      deleteId: null,
    })),
  },
}).createMachine({
  id: 'consoleMap',
  context: ({ input }) => ({
    uid: input.uid ?? '',
    locations: [],
    map: null,
    selectedId: null,
    draft: null,
    problems: {},
    deleteId: null,
    message: null,
  }),
  initial: 'gate',
  states: {
    gate: {
      description: 'No stored uid: login required; else the map and locations load.',
      always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'loading' }],
    },
    loginRequired: loginRequiredState,
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadMap',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'ready', actions: { type: 'loaded', params: ({ event }) => ({ data: event.output }) } },
        onError: loadFailure((error) => consoleFailure(error, 'console.error.loadFailed')),
      },
    },
    loadFailed: loadFailedState('The map could not be read; the admin may try again.'),
    ready: {
      description: 'The map with its pins and the list: choose a location, tap the map to place its pin; upload, add, edit, delete.',
      on: {
        'image.choose': [
          { guard: { type: 'imageBad', params: ({ event }) => ({ file: event.file }) }, actions: { type: 'say', params: ({ event }) => ({ message: { id: imageProblem(event.file)! } }) } },
          { target: 'uploading', actions: { type: 'say', params: { message: null } } },
        ],
        'location.select': { actions: { type: 'select', params: ({ event }) => ({ id: event.id }) } },
        'map.tap': [
          { guard: 'noImage', actions: { type: 'say', params: { message: { id: 'console.map.error.no_map_image' } } } },
          { guard: 'noSelection', actions: { type: 'say', params: { message: { id: 'console.map.pickFirst' } } } },
          { target: 'placing' },
        ],
        'location.add': { target: 'editing', actions: 'openNew' },
        'location.edit': { target: 'editing', actions: { type: 'openEdit', params: ({ event }) => ({ id: event.id }) } },
        'location.delete': { target: 'confirmingDelete', actions: { type: 'pickDelete', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadImage',
        input: ({ context, event }) => ({ uid: context.uid, file: (event as { file: Blob }).file }),
        onDone: { target: 'ready', actions: { type: 'imageStored', params: ({ event }) => ({ image: event.output }) } },
        onError: [sessionFailureTo, { target: 'ready', actions: { type: 'say', params: ({ event }) => ({ message: mapFailure(event.error, 'console.map.error.failed') }) } }],
      },
    },
    placing: {
      tags: ['busy'],
      invoke: {
        src: 'placePin',
        input: ({ context, event }) => {
          const tap = event as { x: number; y: number };
          const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;
          return { uid: context.uid, id: context.selectedId ?? 0, x: clamp(tap.x), y: clamp(tap.y) };
        },
        onDone: { target: 'ready', actions: { type: 'pinPlaced', params: ({ event }) => ({ pin: event.output }) } },
        onError: [sessionFailureTo, { target: 'ready', actions: { type: 'say', params: ({ event }) => ({ message: mapFailure(event.error, 'console.map.error.failed') }) } }],
      },
    },
    editing: {
      description: 'The location form: names in four languages, optional lat/lng; each problem on its field.',
      on: {
        'draft.change': { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'draft.save': [{ guard: 'draftBad', actions: 'showProblems' }, { target: 'saving', actions: { type: 'say', params: { message: null } } }],
        'draft.cancel': { target: 'ready', actions: ['closeDraft', { type: 'say', params: { message: null } }] },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveLocation',
        input: ({ context }) => {
          const d = context.draft!;
          const num = (t: string) => (t.trim() === '' ? null : Number(t.trim()));
          return {
            uid: context.uid,
            id: d.id,
            names: Object.fromEntries(MAP_LANGS.map((l) => [l, d.names[l].trim()])) as Record<Language, string>,
            lat: num(d.lat),
            lng: num(d.lng),
          };
        },
        onDone: { target: 'ready', actions: { type: 'saved', params: ({ event }) => ({ location: event.output }) } },
        onError: [sessionFailureTo, { target: 'editing', actions: { type: 'say', params: ({ event }) => ({ message: mapFailure(event.error, 'console.map.error.failed') }) } }],
      },
    },
    confirmingDelete: {
      description: 'Delete this location? (refused while booths use it)',
      on: { 'delete.confirm': 'deleting', 'delete.cancel': { target: 'ready', actions: 'dropDelete' } },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteLocation',
        input: ({ context }) => ({ uid: context.uid, id: context.deleteId ?? 0 }),
        onDone: { target: 'ready', actions: 'deleted' },
        onError: [
          sessionFailureTo,
          { target: 'ready', actions: ['dropDelete', { type: 'say', params: ({ event }) => ({ message: mapFailure(event.error, 'console.map.error.failed') }) }] },
        ],
      },
    },
    ...sessionEndStates,
  },
});

export type ConsoleMapSnapshot = SnapshotFrom<typeof consoleMapMachine>;

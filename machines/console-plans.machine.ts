// Staff's building plans console (issue 22): choose a location, upload, replace or remove its plan image, choose a
// festival date and day or night, choose one of that location's booths and tap the plan to place its label there
// (a tap with a placed booth chosen moves it; a placed label can also be dragged, or removed). Checked here first
// (a spot inside the plan, a booth of this location, a festival date); the server's refusals are read by their
// error code (contract/building-plans.ts PLAN_ERRORS) in the admin's language.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PLAN_ERRORS, PLAN_LIMITS, spotOrder, type BuildingPlan, type PlanImage, type PlanSpot } from '@contract/building-plans';
import type { LocationRow } from '@contract/campus-map';
import { isRecord } from '@contract/rules/record';
import { ADMIN_DELAYS, adminEffects, isSessionFailure, loadFailedState, loadFailure, loginRequiredState, noUid, sessionEndStates, sessionFailureTo } from './admin-shared';
import { consoleFailure, withTone, type ConsoleMessage, type SaidMessage } from './console-accounts.machine';
import { IMAGE_TYPES } from './console-map.machine';

/** A booth the console may place: its id, name and location. */
export interface PlanBooth {
  id: number;
  name: string;
  location_id: number;
}
export interface PlansData {
  locations: LocationRow[];
  booths: PlanBooth[];
  /** The festival's dates. */
  days: string[];
}
export type SpotKey = Pick<PlanSpot, 'booth_id' | 'date' | 'night'>;

export interface ConsolePlansContext {
  uid: string;
  locations: LocationRow[];
  booths: PlanBooth[];
  days: string[];
  locationId: number | null;
  /** The chosen location's plan (an empty one while it has none). */
  plan: BuildingPlan | null;
  date: string;
  night: boolean;
  /** The booth whose label the next tap places. */
  boothId: number | null;
  /** The label being removed. */
  removing: SpotKey | null;
  message: ConsoleMessage | null;
}

export type ConsolePlansEvent =
  | { type: 'retry' }
  | { type: 'location.choose'; id: number }
  | { type: 'date.choose'; date: string }
  | { type: 'night.choose'; night: boolean }
  | { type: 'booth.choose'; id: number }
  /** A tap on the plan, in percent of its width and height. */
  | { type: 'plan.tap'; x: number; y: number }
  /** A placed label dragged to a new spot (percent). */
  | { type: 'spot.move'; boothId: number; x: number; y: number }
  | { type: 'spot.remove'; boothId: number }
  | { type: 'image.choose'; file: Blob }
  | { type: 'image.remove' }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' };

/** The chosen file's problem (a message id), or null: PNG, JPEG or WebP up to the server's limit. */
export function planImageProblem(file: Blob): string | null {
  if (!IMAGE_TYPES.includes(file.type) || file.size === 0) return 'console.plans.error.unsupported_media_type';
  if (file.size > PLAN_LIMITS.imageBytes) return 'console.plans.error.too_large';
  return null;
}

/** A refusal of a plan call in the admin's language: its error code when the console knows it. */
export function planFailure(e: unknown, fallback: string): ConsoleMessage {
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  const code = isRecord(body) ? body.error : undefined;
  if (typeof code === 'string' && (PLAN_ERRORS as readonly string[]).includes(code)) return { id: `console.plans.error.${code}`, tone: 'error' };
  return consoleFailure(e, fallback);
}
const isNoPlan = (e: unknown) => {
  const body = isRecord(e) ? (e.body ?? e.data) : undefined;
  return isRecord(body) && body.error === 'plan_not_found';
};

/** A percent inside the plan, to a tenth. */
export const clampPercent = (v: number) => Math.round(Math.min(100, Math.max(0, Number.isFinite(v) ? v : 50)) * 10) / 10;

/** The spots shown: the chosen date and day or night. */
export const spotsShown = (c: Pick<ConsolePlansContext, 'plan' | 'date' | 'night'>): PlanSpot[] =>
  c.plan?.spots.filter((s) => s.date === c.date && s.night === c.night) ?? [];

const boothName = (c: ConsolePlansContext, id: number | null) => c.booths.find((b) => b.id === id)?.name ?? '';
const boothHere = (c: ConsolePlansContext, id: number) => c.booths.some((b) => b.id === id && b.location_id === c.locationId);
const failed = (fallback: string) => ({ type: 'say' as const, params: ({ event }: { event: { error: unknown } }) => ({ message: planFailure(event.error, fallback) }) });

export const consolePlansMachine = setup({
  types: {
    context: {} as ConsolePlansContext,
    events: {} as ConsolePlansEvent,
    input: {} as { uid: string | null | undefined },
    tags: {} as 'busy',
  },
  actors: {
    loadPlans: fromPromise<PlansData, { uid: string }>(async () => {
      throw new Error('provide me: loadPlans');
    }),
    loadPlan: fromPromise<BuildingPlan, { locationId: number }>(async () => {
      throw new Error('provide me: loadPlan');
    }),
    uploadImage: fromPromise<PlanImage, { uid: string; locationId: number; file: Blob }>(async () => {
      throw new Error('provide me: uploadImage');
    }),
    removeImage: fromPromise<unknown, { uid: string; locationId: number }>(async () => {
      throw new Error('provide me: removeImage');
    }),
    placeSpot: fromPromise<PlanSpot, { uid: string; locationId: number; spot: PlanSpot }>(async () => {
      throw new Error('provide me: placeSpot');
    }),
    removeSpot: fromPromise<unknown, { uid: string; locationId: number; spot: SpotKey }>(async () => {
      throw new Error('provide me: removeSpot');
    }),
  },
  guards: {
    noUid,
    sessionFailure: (_, params: { error: unknown }) => isSessionFailure(params.error),
    noPlanYet: (_, params: { error: unknown }) => isNoPlan(params.error),
    imageBad: (_, params: { file: Blob }) => planImageProblem(params.file) !== null,
    noBooth: ({ context }) => context.boothId === null,
    boothElsewhere: ({ context }, params: { id: number }) => !boothHere(context, params.id),
    notADay: ({ context }, params: { date: string }) => !context.days.includes(params.date),
    noImage: ({ context }) => !context.plan?.image,
    placedHere: ({ context }, params: { id: number }) => spotsShown(context).some((s) => s.booth_id === params.id),
  },
  delays: ADMIN_DELAYS,
  actions: {
    ...adminEffects,
    say: assign((_, params: { message: SaidMessage | null }) => ({ message: withTone(params.message) })),
    loaded: assign(({ context }, params: { data: PlansData }) => ({
      locations: params.data.locations,
      booths: params.data.booths,
      days: params.data.days,
      date: params.data.days.includes(context.date) ? context.date : (params.data.days[0] ?? ''),
    })),
    chooseLocation: assign((_, params: { id: number }) => ({ locationId: params.id, plan: null, boothId: null, message: null })),
    planLoaded: assign((_, params: { plan: BuildingPlan }) => ({ plan: params.plan })),
    noPlan: assign(({ context }) => ({ plan: { location_id: context.locationId ?? 0, image: null, spots: [] } })),
    dropLocation: assign({ locationId: null, plan: null, boothId: null }),
    chooseDate: assign((_, params: { date: string }) => ({ date: params.date, message: null })),
    chooseNight: assign((_, params: { night: boolean }) => ({ night: params.night, message: null })),
    chooseBooth: assign(({ context }, params: { id: number }) => ({ boothId: context.boothId === params.id ? null : params.id, message: null })),
    imageStored: assign(({ context }, params: { image: PlanImage }) => ({
      plan: { location_id: context.locationId ?? 0, spots: context.plan?.spots ?? [], image: params.image },
      message: { id: 'console.plans.uploaded', tone: 'ok' as const },
    })),
    imageRemoved: assign(({ context }) => ({
      plan: context.plan && { ...context.plan, image: null },
      message: { id: 'console.plans.imageRemoved', tone: 'ok' as const },
    })),
    spotPlaced: assign(({ context }, params: { spot: PlanSpot }) => {
      const same = (s: PlanSpot) => s.booth_id === params.spot.booth_id && s.date === params.spot.date && s.night === params.spot.night;
      const spots = [...(context.plan?.spots ?? []).filter((s) => !same(s)), params.spot].sort(spotOrder);
      return {
        plan: { location_id: context.locationId ?? 0, image: context.plan?.image ?? null, spots },
        boothId: null,
        message: { id: 'console.plans.placed', values: { name: boothName(context, params.spot.booth_id) }, tone: 'ok' as const },
      };
    }),
    spotRemoved: assign(({ context }) => {
      const gone = context.removing;
      if (!gone) return {};
      return {
        plan: context.plan && {
          ...context.plan,
          spots: context.plan.spots.filter((s) => !(s.booth_id === gone.booth_id && s.date === gone.date && s.night === gone.night)),
        },
        boothId: context.boothId === gone.booth_id ? null : context.boothId,
        removing: null,
        message: { id: 'console.plans.removed', values: { name: boothName(context, gone.booth_id) }, tone: 'ok' as const },
      };
    }),
  },
}).createMachine({
  id: 'consolePlans',
  context: ({ input }) => ({
    uid: input.uid ?? '',
    locations: [],
    booths: [],
    days: [],
    locationId: null,
    plan: null,
    date: '',
    night: false,
    boothId: null,
    removing: null,
    message: null,
  }),
  initial: 'gate',
  states: {
    gate: {
      description: 'No stored uid: login required; else the locations, booths and festival dates load.',
      always: [{ guard: 'noUid', target: 'loginRequired' }, { target: 'loading' }],
    },
    loginRequired: loginRequiredState,
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPlans',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'ready', actions: { type: 'loaded', params: ({ event }) => ({ data: event.output }) } },
        onError: loadFailure((error) => consoleFailure(error, 'console.error.loadFailed')),
      },
    },
    loadFailed: loadFailedState('The locations could not be read; the admin may try again.'),
    ready: {
      description: 'Choose a location; with its plan open: upload or remove the image, choose the date, day or night and a booth, tap to place.',
      on: {
        'location.choose': { target: 'loadingPlan', actions: { type: 'chooseLocation', params: ({ event }) => ({ id: event.id }) } },
        'date.choose': [
          { guard: { type: 'notADay', params: ({ event }) => ({ date: event.date }) } },
          { actions: { type: 'chooseDate', params: ({ event }) => ({ date: event.date }) } },
        ],
        'night.choose': { actions: { type: 'chooseNight', params: ({ event }) => ({ night: event.night }) } },
        'booth.choose': [
          { guard: { type: 'boothElsewhere', params: ({ event }) => ({ id: event.id }) } },
          { actions: { type: 'chooseBooth', params: ({ event }) => ({ id: event.id }) } },
        ],
        'plan.tap': [{ guard: 'noBooth', actions: { type: 'say', params: { message: { id: 'console.plans.pickBooth' } } } }, { target: 'placing' }],
        'spot.move': [{ guard: { type: 'boothElsewhere', params: ({ event }) => ({ id: event.boothId }) } }, { target: 'placing' }],
        'spot.remove': [
          {
            guard: { type: 'placedHere', params: ({ event }) => ({ id: event.boothId }) },
            target: 'removingSpot',
            actions: assign(({ context, event }) => ({ removing: { booth_id: event.boothId, date: context.date, night: context.night }, message: null })),
          },
        ],
        'image.choose': [
          { guard: { type: 'imageBad', params: ({ event }) => ({ file: event.file }) }, actions: { type: 'say', params: ({ event }) => ({ message: { id: planImageProblem(event.file)! } }) } },
          { target: 'uploading', actions: { type: 'say', params: { message: null } } },
        ],
        'image.remove': [{ guard: 'noImage' }, { target: 'confirmingRemove', actions: { type: 'say', params: { message: null } } }],
      },
    },
    loadingPlan: {
      tags: ['busy'],
      invoke: {
        src: 'loadPlan',
        input: ({ context }) => ({ locationId: context.locationId ?? 0 }),
        onDone: { target: 'ready', actions: { type: 'planLoaded', params: ({ event }) => ({ plan: event.output }) } },
        onError: [
          // No plan yet: an empty one, made by the first upload or label.
          { guard: { type: 'noPlanYet', params: ({ event }) => ({ error: event.error }) }, target: 'ready', actions: 'noPlan' },
          sessionFailureTo,
          { target: 'ready', actions: ['dropLocation', failed('console.error.loadFailed')] },
        ],
      },
      on: { 'location.choose': { target: 'loadingPlan', reenter: true, actions: { type: 'chooseLocation', params: ({ event }) => ({ id: event.id }) } } },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadImage',
        input: ({ context, event }) => ({ uid: context.uid, locationId: context.locationId ?? 0, file: (event as { file: Blob }).file }),
        onDone: { target: 'ready', actions: { type: 'imageStored', params: ({ event }) => ({ image: event.output }) } },
        onError: [sessionFailureTo, { target: 'ready', actions: failed('console.plans.error.failed') }],
      },
    },
    confirmingRemove: {
      description: 'Remove this plan’s image? (its labels stay, on the drawn plan)',
      on: { 'remove.confirm': 'removingImage', 'remove.cancel': 'ready' },
    },
    removingImage: {
      tags: ['busy'],
      invoke: {
        src: 'removeImage',
        input: ({ context }) => ({ uid: context.uid, locationId: context.locationId ?? 0 }),
        onDone: { target: 'ready', actions: 'imageRemoved' },
        onError: [sessionFailureTo, { target: 'ready', actions: failed('console.plans.error.failed') }],
      },
    },
    placing: {
      tags: ['busy'],
      invoke: {
        src: 'placeSpot',
        input: ({ context, event }) => {
          const e = event as { type: string; x: number; y: number; boothId?: number };
          const booth = e.type === 'spot.move' ? (e.boothId ?? 0) : (context.boothId ?? 0);
          return {
            uid: context.uid,
            locationId: context.locationId ?? 0,
            spot: { booth_id: booth, date: context.date, night: context.night, x: clampPercent(e.x), y: clampPercent(e.y) },
          };
        },
        onDone: { target: 'ready', actions: { type: 'spotPlaced', params: ({ event }) => ({ spot: event.output }) } },
        onError: [sessionFailureTo, { target: 'ready', actions: failed('console.plans.error.failed') }],
      },
    },
    removingSpot: {
      tags: ['busy'],
      invoke: {
        src: 'removeSpot',
        input: ({ context }) => ({ uid: context.uid, locationId: context.locationId ?? 0, spot: context.removing! }),
        onDone: { target: 'ready', actions: 'spotRemoved' },
        onError: [sessionFailureTo, { target: 'ready', actions: [assign({ removing: null }), failed('console.plans.error.failed')] }],
      },
    },
    ...sessionEndStates,
  },
});

export type ConsolePlansSnapshot = SnapshotFrom<typeof consolePlansMachine>;

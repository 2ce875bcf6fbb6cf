// Booth status (issue 20): every booth's wait, and the booth admin's status and sold-out switches.
import { http, HttpResponse } from 'msw';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { lineWait } from '@contract/rules/line-status';
import { BOOTH_STATUSES, STATUS_PATHS, type BoothStatusEntry, type BoothStatusValue, type LineWait, type StatusMenuItem } from '@contract/status';
import { mockNow, state } from '../state';
import { summaryOf } from './queue';
import { authorize } from './admin';
import { isRecord } from '@contract/rules/record';
import { api, errorVariant, intParam, jsonError, readJson, slowVariant, type Route } from './util';

export const statusRoutes: readonly Route[] = [
  { method: 'get', path: STATUS_PATHS.list },
  { method: 'get', path: STATUS_PATHS.mine },
  { method: 'get', path: STATUS_PATHS.menus(':id') },
  { method: 'post', path: STATUS_PATHS.booth(':id') },
  { method: 'post', path: STATUS_PATHS.menu(':id', ':menuId') },
];

/** Menu ids of the mock: booth id × 100 + position. */
const menuId = (boothId: number, i: number) => boothId * 100 + i + 1;

const kst = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 19) + '+09:00';

interface StatusState {
  statuses: Map<number, { status: BoothStatusValue; at: number }>;
  soldout: Map<number, boolean>;
}
const statusState: StatusState = { statuses: new Map(), soldout: new Map() };

export function resetStatusState(seed: { boothId: number; status: BoothStatusValue; at: number | string }[] = []): void {
  statusState.statuses = new Map(seed.map((s) => [s.boothId, { status: s.status, at: typeof s.at === 'string' ? Date.parse(s.at) : s.at }]));
  statusState.soldout = new Map();
}

function menusOf(boothId: number): StatusMenuItem[] {
  const booth = SAMPLE_BOOTHS.find((b) => b.id === boothId);
  return (booth?.menus ?? []).map((m, i) => {
    const id = menuId(boothId, i);
    return { id, name: m.name, price: m.price, is_soldout: statusState.soldout.get(id) ?? m.is_soldout, soldout_at: null };
  });
}

/** The wait of the booth's line while it is open (issue 25; it wins on the badge). */
function lineOf(boothId: number): LineWait | null {
  const line = state.queue.lines.get(boothId);
  return line ? lineWait(summaryOf(line)) : null;
}

function entries(): BoothStatusEntry[] {
  const booths = new Set([...statusState.statuses.keys(), ...[...state.queue.lines.keys()].filter((id) => lineOf(id))]);
  return [...booths]
    .sort((a, b) => a - b)
    .map((boothId) => {
      const s = statusState.statuses.get(boothId);
      return {
        booth_id: boothId,
        status: s?.status ?? null,
        updated_at: s ? kst(s.at) : null,
        soldout_menus: menusOf(boothId).filter((m) => m.is_soldout).length,
        line: lineOf(boothId),
      };
    });
}

function view(boothId: number) {
  const s = statusState.statuses.get(boothId);
  const booth = SAMPLE_BOOTHS.find((b) => b.id === boothId);
  return { booth_id: boothId, booth_name: booth?.name ?? '', status: s?.status ?? null, updated_at: s ? kst(s.at) : null, menus: menusOf(boothId) };
}

function allowed(uid: unknown, boothId: number): Response | null {
  const auth = authorize(uid, ['Staff', 'Club', 'Major'], 'no permission to set booth status');
  if ('error' in auth) return auth.error;
  if (!SAMPLE_BOOTHS.some((b) => b.id === boothId)) return jsonError(404, `no such booth: ${boothId}`);
  if (auth.admin.role !== 'Staff' && auth.admin.booth_id !== boothId) return jsonError(403, 'you can only change the status of your own booth');
  return null;
}

export const statusHandlers = [
  http.get(api(STATUS_PATHS.list), () => HttpResponse.json({ now: kst(mockNow()), statuses: entries() })),
  http.get(api(STATUS_PATHS.mine), ({ request }) => {
    const auth = authorize(new URL(request.url).searchParams.get('uid'), ['Staff', 'Club', 'Major'], 'no permission to set booth status');
    if ('error' in auth) return auth.error;
    if (auth.admin.booth_id === null) return jsonError(404, 'no booth is linked to this admin; choose a booth');
    return HttpResponse.json(view(auth.admin.booth_id));
  }),
  http.get(api(STATUS_PATHS.menus(':id')), ({ request, params }) => {
    const boothId = intParam(params.id);
    if (boothId === null) return jsonError(404, 'no such booth');
    const refused = allowed(new URL(request.url).searchParams.get('uid'), boothId);
    return refused ?? HttpResponse.json(view(boothId));
  }),
  http.post(api(STATUS_PATHS.booth(':id')), async ({ request, params }) => {
    const boothId = intParam(params.id);
    if (boothId === null) return jsonError(404, 'no such booth');
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const body = isRecord(read.body) ? read.body : {};
    if (!(BOOTH_STATUSES as readonly unknown[]).includes(body.status)) {
      return jsonError(400, `status must be one of ${BOOTH_STATUSES.join(', ')}`);
    }
    const refused = allowed(body.uid, boothId);
    if (refused) return refused;
    statusState.statuses.set(boothId, { status: body.status as BoothStatusValue, at: mockNow() });
    return HttpResponse.json(entries().find((e) => e.booth_id === boothId));
  }),
  http.post(api(STATUS_PATHS.menu(':id', ':menuId')), async ({ request, params }) => {
    const boothId = intParam(params.id);
    const id = intParam(params.menuId);
    if (boothId === null || id === null) return jsonError(404, 'no such menu item');
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const body = isRecord(read.body) ? read.body : {};
    if (typeof body.is_soldout !== 'boolean') return jsonError(400, 'is_soldout must be true or false');
    const refused = allowed(body.uid, boothId);
    if (refused) return refused;
    if (!menusOf(boothId).some((m) => m.id === id)) return jsonError(404, `booth ${boothId} has no menu item ${id}`);
    statusState.soldout.set(id, body.is_soldout);
    const s = view(boothId);
    return HttpResponse.json({
      booth_id: boothId,
      status: s.status,
      updated_at: s.updated_at,
      soldout_menus: s.menus.filter((m) => m.is_soldout).length,
      menus_changed: true,
      line: lineOf(boothId),
    });
  }),
];

export const statusError = errorVariant(statusRoutes);
export const statusSlow = slowVariant(statusRoutes);

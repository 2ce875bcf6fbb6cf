// The festival's settings (server/routes/festival.ts): the 2025 sample, and Staff's save checked by the
// same schema (every problem listed, as the server answers).
import { http, HttpResponse } from 'msw';
import { festivalProblems, SAMPLE_FESTIVAL, type FestivalSettings } from '@contract/festival';
import { checkFestivalFile, countsOf, parseFestivalFileText } from '@contract/festival-file';
import { CONSOLE_PATHS } from '@contract/console';
import { API_PATHS } from '@contract/paths';
import { isRecord } from '@contract/rules/record';
import { sampleFestivalFile } from '@contract/sample/festival-file';
import { mockNow, state } from '../state';
import { authorize } from './admin';
import { api, errorVariant, jsonError, readJson, slowVariant, type Route } from './util';

/** The session of the export and import calls: `Authorization: Bearer <uid>` or `?uid=` (the body is the file). */
function uidOf(request: Request): string | null {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return new URL(request.url).searchParams.get('uid');
}

export const festivalRoutes: readonly Route[] = [
  { method: 'get', path: '/festival' },
  { method: 'get', path: API_PATHS.festivalExport },
  { method: 'post', path: API_PATHS.festivalImport },
];

let stored: FestivalSettings | null = SAMPLE_FESTIVAL;
// The stored settings go back to the sample whenever the mock backend's state does (resetMockState makes new maps).
let owner: object | null = null;
function sync(): void {
  if (owner !== state.sessions) {
    owner = state.sessions;
    stored = SAMPLE_FESTIVAL;
  }
}

export const festivalHandlers = [
  http.get(api('/festival'), () => {
    sync();
    return HttpResponse.json({ festival: stored });
  }),
  http.put(api(CONSOLE_PATHS.festival), async ({ request }) => {
    sync();
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const body = read.body;
    if (!isRecord(body) || typeof body.uid !== 'string' || !body.uid) return jsonError(401, 'your session has expired; please log in again');
    const problems = festivalProblems(body.festival);
    if (problems.length) return jsonError(400, problems[0], { error: 'validation_error', problems });
    stored = body.festival as FestivalSettings;
    return HttpResponse.json({ festival: stored });
  }),
  // The whole festival as one file (server/routes/festival-file.ts): the sample's file with the stored settings.
  http.get(api(API_PATHS.festivalExport), ({ request }) => {
    sync();
    const auth = authorize(uidOf(request), ['Staff'], 'only Staff may export the festival');
    if ('error' in auth) return auth.error;
    if (!stored) return jsonError(404, 'there is no festival to export yet', { error: 'no_festival' });
    const file = { ...sampleFestivalFile(new Date(mockNow()).toISOString()), settings: stored };
    return HttpResponse.json(file, { headers: { 'Content-Disposition': `attachment; filename="festival-${stored.dates[0]}.json"` } });
  }),
  // A dry run checks the file with the server's checks (every problem listed); ?apply=1 takes its settings.
  http.post(api(API_PATHS.festivalImport), async ({ request }) => {
    sync();
    const auth = authorize(uidOf(request), ['Staff'], 'only Staff may import a festival');
    if ('error' in auth) return auth.error;
    const query = new URL(request.url).searchParams;
    const apply = query.get('apply') === '1';
    const parsed = parseFestivalFileText(await request.text());
    const checked = parsed.ok ? checkFestivalFile(parsed.value) : parsed;
    if (!checked.ok) {
      return jsonError(400, checked.problems[0], { error: 'validation_error', dry_run: !apply, problems: checked.problems, more: checked.more });
    }
    const f = checked.file;
    const counts = { ...countsOf(f), images: 0 };
    const has = stored !== null;
    if (!apply) {
      return HttpResponse.json({ dry_run: true, ok: true, problems: [], counts, needs_replace: has && query.get('replace') !== '1' });
    }
    if (has && query.get('replace') !== '1') {
      return jsonError(409, 'this server already has a festival; import with replace to overwrite it', { error: 'festival_has_content' });
    }
    stored = f.settings;
    return HttpResponse.json({ dry_run: false, ok: true, problems: [], replaced: has, counts });
  }),
];

/** No festival yet (an empty start). */
/** The mock festival's dates (the sample's unless a story stored others). */
export function mockFestivalDates(): readonly string[] {
  sync();
  return stored?.dates ?? SAMPLE_FESTIVAL.dates;
}

export const festivalEmpty = [http.get(api('/festival'), () => HttpResponse.json({ festival: null }))];
export const festivalError = errorVariant(festivalRoutes);
export const festivalSlow = slowVariant(festivalRoutes);

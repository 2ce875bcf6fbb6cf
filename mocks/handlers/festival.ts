// The festival's settings (server/routes/festival.ts): the 2025 sample, and Staff's save checked by the
// same schema (every problem listed, as the server answers).
import { http, HttpResponse } from 'msw';
import { festivalProblems, SAMPLE_FESTIVAL, type FestivalSettings } from '@contract/festival';
import { isRecord } from '@contract/rules/record';
import { api, jsonError, readJson } from './util';

let stored: FestivalSettings | null = SAMPLE_FESTIVAL;

export const festivalHandlers = [
  http.get(api('/festival'), () => HttpResponse.json({ festival: stored })),
  http.put(api('/admin/festival'), async ({ request }) => {
    const read = await readJson(request);
    if ('error' in read) return read.error;
    const body = read.body;
    if (!isRecord(body) || typeof body.uid !== 'string' || !body.uid) return jsonError(401, 'your session has expired; please log in again');
    const problems = festivalProblems(body.festival);
    if (problems.length) return jsonError(400, problems[0], { error: 'validation_error', problems });
    stored = body.festival as FestivalSettings;
    return HttpResponse.json({ festival: stored });
  }),
];

/** No festival yet (an empty start). */
export const festivalEmpty = [http.get(api('/festival'), () => HttpResponse.json({ festival: null }))];

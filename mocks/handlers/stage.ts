// Stage timetable per day and hour slot, from the sample stages.
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@contract/paths';
import { SAMPLE_STAGES } from '@contract/sample/stages';
import type { StageScheduleResponse } from '@contract/types';
import { stageSchedule, validateStageParams } from '../fixtures/stage';
import { mockNow } from '../state';
import { api, errorVariant, jsonError, slowVariant, type Route } from './util';

const STAGE = API_PATHS.stage(':date', ':slot');
export const stageRoutes: readonly Route[] = [{ method: 'get', path: STAGE }];

export const stageHandlers = [
  http.get<{ date: string; slot: string }>(api(STAGE), ({ params }) => {
    const checked = validateStageParams(params.date, params.slot);
    if (!checked.ok) return jsonError(400, checked.message);
    return HttpResponse.json(stageSchedule(SAMPLE_STAGES, checked.value.date, checked.value.slot, mockNow()));
  }),
];

export const stageError = errorVariant(stageRoutes);
export const stageSlow = slowVariant(stageRoutes);

/** A day without any performance. */
export const stageEmpty = [
  http.get<{ date: string; slot: string }>(api(STAGE), ({ params }) => {
    const body: StageScheduleResponse = {
      date: params.date,
      slot: params.slot,
      club: { current_slot: [], remaining: [] },
      celebrity: [],
    };
    return HttpResponse.json(body);
  }),
];

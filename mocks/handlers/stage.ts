// Stage timetable per day and hour slot, from the acts as the mock console keeps them (the sample's until edited).
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@contract/paths';
import { DateSchema, SlotSchema } from '@contract/schemas';
import type { StageScheduleResponse } from '@contract/types';
import { stageSchedule } from '../fixtures/stage';
import { mockNow } from '../state';
import { mockStageActs } from './console-acts';
import { api, errorVariant, parse, slowVariant, type Route } from './util';

const STAGE = API_PATHS.stage(':date', ':slot');
export const stageRoutes: readonly Route[] = [{ method: 'get', path: STAGE }];

export const stageHandlers = [
  http.get<{ date: string; slot: string }>(api(STAGE), ({ params }) => {
    // The server's schemas, in the server's order: the date, then the slot.
    const date = parse(DateSchema, params.date);
    if ('error' in date) return date.error;
    const slot = parse(SlotSchema, params.slot);
    if ('error' in slot) return slot.error;
    return HttpResponse.json(stageSchedule(mockStageActs(), date.value, slot.value, mockNow()));
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

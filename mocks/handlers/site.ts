// The remaining paths of contract/paths.ts: developers, health and uploaded images (locations: campus-map.ts).
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@contract/paths';
import type { HealthResponse } from '@contract/types';
import { mockCredits } from './console-credits';
import { state } from '../state';
import { api, errorVariant, jsonError, slowVariant, type Route } from './util';

export const siteRoutes: readonly Route[] = [
  { method: 'get', path: API_PATHS.developers },
  { method: 'get', path: API_PATHS.health },
  { method: 'get', path: `${API_PATHS.uploads}:name` },
  { method: 'get', path: API_PATHS.live },
];

export const siteHandlers = [
  // The people the console's mock keeps (the 2025 team until Staff change it).
  http.get(api(API_PATHS.developers), () => HttpResponse.json({ results: mockCredits() })),
  http.get(api(API_PATHS.health), () => {
    const body: HealthResponse = { status: 'ok', database: 'pglite' };
    return HttpResponse.json(body);
  }),
  http.get<{ name: string }>(api(`${API_PATHS.uploads}:name`), ({ params }) => {
    const blob = state.uploads.get(params.name);
    if (!blob) return jsonError(404, 'file not found');
    return new HttpResponse(blob, { headers: { 'content-type': blob.type } });
  }),
];

/** The live feed as a stream that greets and then stays open and quiet (mock writes are seen on refetch). */
export function liveStream(): HttpResponse<ReadableStream<Uint8Array>> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('retry: 5000\nid: mock-0\nevent: hello\ndata: {}\n\n'));
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
}
siteHandlers.push(http.get(api(API_PATHS.live), () => liveStream()));

export const siteError = errorVariant(siteRoutes);
export const siteSlow = slowVariant(siteRoutes);

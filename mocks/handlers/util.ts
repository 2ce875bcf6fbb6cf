// Small helpers shared by the domain handlers.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

export type Method = 'get' | 'post' | 'patch' | 'delete';
export interface Route {
  method: Method;
  /** A path of contract/paths.ts with `:params`, relative to the API base. */
  path: string;
}

/** Matches the path under any origin and any prefix ending in /api, like the client's base URL. */
export function api(path: string): string {
  return `*/api${path}`;
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ message, ...extra }, { status });
}

/** Reads a JSON body; undefined when empty, an error response when it is not JSON. */
export async function readJson(request: Request): Promise<{ body: unknown } | { error: Response }> {
  const text = await request.text();
  if (text.trim() === '') return { body: undefined };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { error: jsonError(400, 'request body is not valid JSON') };
  }
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every route answers 500 with a message: for error stories and tests. */
export function errorVariant(routes: readonly Route[], message = 'internal server error'): HttpHandler[] {
  return routes.map((r) => http[r.method](api(r.path), () => jsonError(500, message)));
}

/** Every route hangs forever: for loading stories. */
export function slowVariant(routes: readonly Route[]): HttpHandler[] {
  return routes.map((r) =>
    http[r.method](api(r.path), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

/** A positive integer path parameter, else null. */
export function intParam(v: string | readonly string[] | undefined): number | null {
  if (typeof v !== 'string' || !/^\d{1,9}$/.test(v)) return null;
  return Number(v);
}

/** The API base of a request (for URLs the mock hands out), found by cutting at a known path. */
export function baseOf(requestUrl: string, path: string): string {
  const url = new URL(requestUrl);
  const at = url.pathname.lastIndexOf(path);
  return at >= 0 ? url.pathname.slice(0, at) : '/api';
}

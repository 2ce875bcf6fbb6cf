// Small helpers shared by the domain handlers.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { isRecord } from '@contract/rules/record';
import { validationErrorBody } from '@contract/schemas';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
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

/** Reads a JSON body as the server does: {} when empty; 400 when it is not JSON or not an object. */
export async function readJson(request: Request): Promise<{ body: Record<string, unknown> } | { error: Response }> {
  const text = await request.text();
  if (text.trim() === '') return { body: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: jsonError(400, 'the body is not valid JSON', { error: 'bad_request' }) };
  }
  if (!isRecord(value)) return { error: jsonError(400, 'the body must be a JSON object', { error: 'bad_request' }) };
  return { body: value };
}

/** Checks input with a contract schema, as the server does: the value, or the server's 400. */
export function parse<T extends v.GenericSchema>(schema: T, input: unknown): { value: v.InferOutput<T> } | { error: Response } {
  const r = v.safeParse(schema, input);
  return r.success ? { value: r.output } : { error: HttpResponse.json(validationErrorBody(r.issues), { status: 400 }) };
}

/** The query string as one object (the last of repeated names wins), for a query schema. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
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

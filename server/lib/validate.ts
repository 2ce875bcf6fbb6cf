// Request parsing that never lets client input reach a 5xx: unreadable JSON, wrong types and
// bad fields all become a 400 with a message.
import type { Context } from 'hono';
import * as v from 'valibot';
import { IdParamSchema, validationErrorBody } from '@contract/schemas';
import { ApiError, badRequest } from './errors';

export function check<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const r = v.safeParse(schema, input);
  if (!r.success) {
    const { message, ...extra } = validationErrorBody(r.issues);
    throw new ApiError(400, message, extra);
  }
  return r.output;
}

/** The JSON body, or {} when there is none. Non-JSON or a non-object gives 400. */
export async function jsonBody(c: Context, { allowEmpty = true } = {}): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest('could not read the request body');
  }
  if (!text.trim()) {
    if (allowEmpty) return {};
    throw badRequest('a JSON body is required');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('the body is not valid JSON', 'send Content-Type: application/json with a JSON object');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('the body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name);
  const r = v.safeParse(IdParamSchema, raw);
  if (!r.success) throw new ApiError(404, `no such item: ${String(raw).slice(0, 40)}`, { error: 'not_found' });
  return r.output;
}

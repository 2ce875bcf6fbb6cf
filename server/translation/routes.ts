// POST API_PATHS.translate and translateBatch (/api/common/translations/resolve/ and resolve-batch/ under the API base).
import { API_PATHS } from '@contract/paths';
import { Hono, type Context } from 'hono';
import { limitBody } from '../lib/body-limit';
import { slashOptional } from '../lib/paths';
import type { TranslationGate } from './guard';
import { MAX_BATCH_FIELDS, MAX_SOURCE_TEXT, parseBatchRequest, parseRefresh, parseResolveRequest, type ParseResult } from '@contract/translation-requests';

/** Worst case of a valid body: every character of every text written as a \uXXXX escape, plus the keys. */
const MAX_RESOLVE_BYTES = MAX_SOURCE_TEXT * 6 + 4 * 1024;
const MAX_BATCH_BYTES = MAX_BATCH_FIELDS * (MAX_SOURCE_TEXT * 6 + 512);

export function translationRoutes(gate: TranslationGate, addressOf: (c: Context) => string): Hono {
  const app = new Hono();

  const tooLarge = (c: Context) => c.json({ message: 'request body is too large' }, 413);

  const resolve = async (c: Context) => {
    const input = await readBody(c, parseResolveRequest);
    if (!input.ok) return c.json({ message: input.message }, 400);
    const { status, body } = await gate.resolve(input.value.body, { refresh: input.value.refresh }, addressOf(c));
    return c.json(body, status);
  };
  const resolveBatch = async (c: Context) => {
    const input = await readBody(c, parseBatchRequest);
    if (!input.ok) return c.json({ message: input.message }, 400);
    const { status, body } = await gate.resolveBatch(input.value.body, { refresh: input.value.refresh }, addressOf(c));
    return c.json(body, status);
  };

  // The client calls the paths with a trailing slash; accept them without one too.
  for (const path of slashOptional(API_PATHS.translate)) app.post(path, limitBody(MAX_RESOLVE_BYTES, tooLarge), resolve);
  for (const path of slashOptional(API_PATHS.translateBatch)) app.post(path, limitBody(MAX_BATCH_BYTES, tooLarge), resolveBatch);
  return app;
}

async function readBody<T>(c: Context, parse: (input: unknown) => ParseResult<T>): Promise<ParseResult<{ body: T; refresh: boolean }>> {
  const refresh = parseRefresh(c.req.query('refresh'));
  if (!refresh.ok) return refresh;
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, message: 'request body must be JSON' };
  }
  const body = parse(json);
  return body.ok ? { ok: true, value: { body: body.value, refresh: refresh.value } } : body;
}

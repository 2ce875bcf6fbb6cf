// /metrics (Prometheus text, for a token from the settings or a Staff session) and the read-only
// switch (Staff). Mounted before the API's catch-all.
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { registry } from '../lib/metrics';
import { check, jsonBody } from '../lib/validate';
import type { ReadOnly } from './read-only';

const ReadOnlySwitchSchema = v.object({
  uid: v.pipe(v.string('uid must be a string'), v.minLength(1, 'uid is required'), v.maxLength(128, 'uid is too long')),
  read_only: v.boolean('read_only must be true or false'),
});

function sameSecret(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
}

export function opsRoutes(deps: Deps, readOnly: ReadOnly, metricsToken: string | null): Hono {
  const app = new Hono();

  async function mayReadMetrics(c: Context) {
    const auth = c.req.header('authorization') ?? '';
    const bearer = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? '';
    if (!bearer) {
      throw new ApiError(401, 'metrics need a token (Authorization: Bearer <METRICS_TOKEN or a Staff uid>)', {
        error: 'unauthorized',
      });
    }
    if (metricsToken && sameSecret(bearer, metricsToken)) return;
    // Otherwise it may be a Staff session's uid (401 when unknown, 403 for other roles).
    await deps.sessions.require(bearer, ['Staff'], 'only Staff may read the metrics');
  }

  app.get('/metrics', async (c) => {
    await mayReadMetrics(c);
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });

  app.get('/api/admin/read-only', async (c) => c.json({ read_only: await readOnly.isOn(), forced: readOnly.forced }));
  app.post('/api/admin/read-only', async (c) => {
    const body = check(ReadOnlySwitchSchema, await jsonBody(c, { allowEmpty: false }));
    await deps.sessions.require(body.uid, ['Staff'], 'only Staff may switch read-only mode');
    if (readOnly.forced && !body.read_only) {
      throw new ApiError(409, 'READ_ONLY=1 is set for this process: remove it from the settings and restart', {
        error: 'conflict',
      });
    }
    await readOnly.set(body.read_only);
    return c.json({ read_only: await readOnly.isOn(), forced: readOnly.forced });
  });
  return app;
}

// The console's translation review API (contract/translation-review.ts): Staff and Stuco only; Club and
// Major get 403. Reads take the uid from `Authorization: Bearer <uid>` or `?uid=`, writes from the body.
import { Hono, type Context } from 'hono';
import {
  GlossaryCreateSchema,
  GlossaryEditSchema,
  OverrideClearSchema,
  OverrideSetSchema,
  REVIEW_PATHS,
  REVIEW_ROLES,
  ReviewQuerySchema,
  UidOnlySchema,
} from '@contract/translation-review';
import type { Sessions } from '../services/sessions';
import { check, idParam, jsonBody } from '../lib/validate';
import type { Review } from './review';

const WHY = 'only Staff and Stuco can review translations';

function uidOf(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.query('uid');
}

export function reviewRoutes(sessions: Sessions, review: Review): Hono {
  const app = new Hono();

  app.get(REVIEW_PATHS.glossary, async (c) => {
    await sessions.require(uidOf(c), REVIEW_ROLES, WHY);
    return c.json({ terms: await review.listGlossary() });
  });

  app.post(REVIEW_PATHS.glossary, async (c) => {
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, REVIEW_ROLES, WHY);
    const req = check(GlossaryCreateSchema, body);
    return c.json(await review.addTerm(who, req), 201);
  });

  app.patch(REVIEW_PATHS.glossaryTerm(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, REVIEW_ROLES, WHY);
    const req = check(GlossaryEditSchema, body);
    return c.json(await review.editTerm(who, id, req));
  });

  app.delete(REVIEW_PATHS.glossaryTerm(':id'), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c);
    const who = await sessions.require(uidOf(c) ?? body.uid, REVIEW_ROLES, WHY);
    if (body.uid !== undefined) check(UidOnlySchema, body);
    return c.json(await review.deleteTerm(who, id));
  });

  app.get(REVIEW_PATHS.translations, async (c) => {
    await sessions.require(uidOf(c), REVIEW_ROLES, WHY);
    const q = check(ReviewQuerySchema, c.req.query());
    return c.json(await review.entries(q));
  });

  app.post(REVIEW_PATHS.override, async (c) => {
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(body.uid, REVIEW_ROLES, WHY);
    const req = check(OverrideSetSchema, body);
    return c.json({ entry: await review.setOverride(who, req) });
  });

  app.delete(REVIEW_PATHS.override, async (c) => {
    const body = await jsonBody(c, { allowEmpty: false });
    const who = await sessions.require(uidOf(c) ?? body.uid, REVIEW_ROLES, WHY);
    const req = check(OverrideClearSchema, { uid: uidOf(c), ...body });
    await review.clearOverride(who, req);
    return c.json({ ok: true });
  });

  return app;
}

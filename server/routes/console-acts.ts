// Stage acts in the organiser console: GET /console/acts (the list with its clashes), POST /console/acts,
// PATCH and DELETE /console/acts/:id, for Staff and Stuco. Writes come as multipart/form-data (the image is a
// file, checked by content and stored as lost-item images are: server/routes/board.ts) or JSON without an
// image. After a change the stage cache is dropped here and in the other processes (which also queues the
// act's name for translation) and open timetables are told on the live feed.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { CONSOLE_PATHS } from '@contract/console';
import { ACT_ROLES, ActWriteSchema } from '@contract/console-acts';
import type { Deps } from '../deps';
import { check, idParam, jsonBody } from '../lib/validate';
import { deleteAct, listActs, saveAct, type ActImage } from '../services/console-acts';
import { festivalOf } from '../services/festival';
import { prepareImage, readForm, UPLOADS_URL } from './board';

const WHY = 'only Staff and Stuco can change the stage acts';

function bearer(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.query('uid') || undefined;
}

export function consoleActsRoutes(deps: Deps): Hono {
  const { db, sessions, clock, catalog, uploadsDir } = deps;
  const app = new Hono();

  /** The festival's days: none before an empty start is set up. */
  const dates = () => (deps.festival ? (deps.festival.current()?.dates ?? null) : festivalOf(deps).dates);

  async function removeUpload(url: string | null) {
    if (!url?.startsWith(UPLOADS_URL)) return;
    const name = url.slice(UPLOADS_URL.length);
    if (/^[a-f0-9]{32}\.(jpg|png|webp)$/.test(name)) await fs.rm(path.join(uploadsDir, name), { force: true });
  }

  function changed() {
    catalog.invalidateStages();
    deps.live?.publish('stage', { acts: true });
  }

  async function write(c: Context, id: number | null) {
    const form = await readForm(c);
    const who = await sessions.require(form.fields.uid, ACT_ROLES, WHY);
    const req = check(ActWriteSchema, form.fields);
    // The image is checked before anything is written; its file is stored only once the act is accepted.
    const img = form.image ? await prepareImage(form.image) : null;
    const image: ActImage | null = img && {
      async store() {
        await fs.mkdir(uploadsDir, { recursive: true });
        const name = `${crypto.randomBytes(16).toString('hex')}.${img.ext}`;
        const file = path.join(uploadsDir, name);
        await fs.writeFile(file, img.bytes, { flag: 'wx' });
        return { url: `${UPLOADS_URL}${name}`, file };
      },
    };
    const saved = await saveAct(db, who, id, req, dates(), image, clock.date());
    await removeUpload(saved.replacedImage);
    changed();
    return saved.act;
  }

  app.get(CONSOLE_PATHS.acts, async (c) => {
    await sessions.require(bearer(c), ACT_ROLES, WHY);
    return c.json({ acts: await listActs(db) });
  });

  app.post(CONSOLE_PATHS.acts, async (c) => c.json({ act: await write(c, null) }, 201));

  app.patch(CONSOLE_PATHS.act(':id'), async (c) => {
    const id = idParam(c);
    return c.json({ act: await write(c, id) });
  });

  app.delete(CONSOLE_PATHS.act(':id'), async (c) => {
    const id = idParam(c);
    let uid = bearer(c);
    if (uid === undefined) {
      const body = await jsonBody(c);
      uid = typeof body.uid === 'string' ? body.uid : undefined;
    }
    const who = await sessions.require(uid, ACT_ROLES, WHY);
    const image = await deleteAct(db, who, id, clock.date());
    await removeUpload(image);
    changed();
    return c.json({ ok: true, id });
  });

  return app;
}

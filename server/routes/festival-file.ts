// The whole festival as one file for Staff: GET /api/admin/festival/export downloads it, POST
// /api/admin/festival/import checks one (a dry run listing every problem, nothing written) and with
// ?apply=1 loads it in one transaction (?replace=1 to overwrite a festival that has content). The session
// comes from `Authorization: Bearer <uid>` (or ?uid=), since the body is the file itself. Both are audit-logged.
import { Hono, type Context } from 'hono';
import { API_PATHS } from '@contract/paths';
import { checkFestivalFile, countsOf, parseFestivalFileText } from '@contract/festival-file';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { writeAudit } from '../services/console-audit';
import {
  contentCounts,
  exportFestival,
  FestivalHasContentError,
  hasContent,
  importFestival,
  prepareImages,
} from '../services/festival-file';

const STAFF = ['Staff'] as const;

function uidOf(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.query('uid');
}

/** 400 naming every problem (each `path: message`); `more` counts those left out of a very long report. */
function refused(problems: string[], more: number, dryRun: boolean): ApiError {
  return new ApiError(400, problems[0] ?? 'the file is not a festival', {
    error: 'validation_error',
    dry_run: dryRun,
    problems,
    more,
  });
}

export function festivalFileRoutes(deps: Deps, afterImport: () => Promise<void>): Hono {
  const { db, sessions, clock } = deps;
  const app = new Hono();

  app.get(API_PATHS.festivalExport, async (c) => {
    const who = await sessions.require(uidOf(c), STAFF, 'only Staff may export the festival');
    const at = clock.date();
    const file = await exportFestival(db, deps.uploadsDir, at);
    if (!file) throw new ApiError(404, 'there is no festival to export yet', { error: 'no_festival' });
    await writeAudit(db, who, at, { action: 'festival.export', entity: 'festival', after: countsOf(file) });
    return c.body(JSON.stringify(file, null, 1), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="festival-${file.settings.dates[0]}.json"`,
    });
  });

  app.post(API_PATHS.festivalImport, async (c) => {
    const who = await sessions.require(uidOf(c), STAFF, 'only Staff may import a festival');
    const apply = c.req.query('apply') === '1';
    const replace = c.req.query('replace') === '1';
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      throw new ApiError(400, 'could not read the request body', { error: 'bad_request' });
    }
    const parsed = parseFestivalFileText(text);
    if (!parsed.ok) throw refused(parsed.problems, parsed.more, !apply);
    const checked = checkFestivalFile(parsed.value);
    if (!checked.ok) throw refused(checked.problems, checked.more, !apply);
    const images = prepareImages(checked.file);
    if (images.problems.length) throw refused(images.problems, 0, !apply);
    const counts = { ...countsOf(checked.file), images: images.byUrl.size };
    if (!apply) {
      const existing = await contentCounts(db);
      const needsReplace = hasContent(existing) && !replace;
      return c.json({ dry_run: true, ok: true, problems: [], counts, existing, needs_replace: needsReplace });
    }
    try {
      const result = await importFestival(db, checked.file, {
        kind: deps.kind,
        replace,
        uploadsDir: deps.uploadsDir,
        at: clock.date(),
        by: { id: who.id, name: who.name, role: who.role },
        images,
      });
      await afterImport();
      return c.json({ dry_run: false, ok: true, problems: [], replaced: result.replaced, counts: result.counts });
    } catch (err) {
      if (err instanceof FestivalHasContentError) {
        throw new ApiError(409, `${err.message}; import with replace=1 to overwrite it`, { error: 'festival_has_content', existing: err.existing });
      }
      throw err;
    }
  });
  return app;
}

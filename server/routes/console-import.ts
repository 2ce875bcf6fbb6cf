// The console's spreadsheet import for Staff: POST /api/console/import/{booths|stages} with the sheet (CSV or
// XLSX) as the raw body and the session in `Authorization: Bearer <uid>` (or ?uid=). A dry run by default:
// every problem by row and column (400), or the counts of a clean sheet (200); `?apply=1` checks again and
// imports a clean sheet in one transaction, audit-logged, then drops the kept booth or stage copies and tells
// open pages (live `booths` or `stage`), so visitors see the new rows at once (the new text goes to translation).
// A body over IMPORT_LIMITS.bytes is refused from its Content-Length before it is read (a counting reader without one).
import { Hono, type Context } from 'hono';
import {
  checkBoothSheet,
  checkStageSheet,
  countsOfImport,
  fileProblem,
  IMPORT_KINDS,
  IMPORT_LIMITS,
  IMPORT_PATHS,
  refusal,
  sizeText,
  type ImportAnswer,
  type ImportKind,
  type ImportProblem,
} from '@contract/console-import';
import type { Deps } from '../deps';
import { limitBody } from '../lib/body-limit';
import { ApiError } from '../lib/errors';
import { readSheetBytes } from '../lib/sheet';
import { importBooths, importContext, importStages } from '../services/console-import';

const STAFF_WHY = 'only Staff can import booths and the stage schedule';

function uidOf(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.query('uid');
}

const refused = (problems: ImportProblem[], more: number, dryRun: boolean) =>
  new ApiError(400, problems[0]?.message ?? 'the sheet has problems', refusal(problems, more, dryRun) as never);

export function consoleImportRoutes(deps: Deps): Hono {
  const { db, sessions, clock, catalog } = deps;
  const app = new Hono();
  const path = IMPORT_PATHS.sheet(':kind');

  app.use(
    path,
    limitBody(IMPORT_LIMITS.bytes, (c) => {
      const declared = Number(c.req.header('content-length'));
      const size = Number.isFinite(declared) && declared > 0 ? sizeText(declared) : `over ${sizeText(IMPORT_LIMITS.bytes)}`;
      return c.json(refusal([fileProblem('file_too_large', size)], 0, c.req.query('apply') !== '1', 'too_large'), 413);
    }),
  );

  app.post(path, async (c) => {
    const kind = c.req.param('kind') as ImportKind;
    if (!IMPORT_KINDS.includes(kind)) throw new ApiError(404, `nothing to import as ${kind} (booths or stages)`, { error: 'not_found' });
    const who = await sessions.require(uidOf(c), ['Staff'], STAFF_WHY);
    const apply = c.req.query('apply') === '1';
    const settings = deps.festival ? deps.festival.current() : null;
    if (deps.festival && !settings) throw refused([fileProblem('no_festival')], 0, !apply);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    } catch {
      throw new ApiError(400, 'could not read the request body', { error: 'bad_request' });
    }
    const sheet = await readSheetBytes(bytes);
    if (!sheet.ok) throw refused([fileProblem(sheet.code, sheet.value)], 0, !apply);
    const ctx = await importContext(db, (settings ?? deps.festival?.orSample())?.dates ?? []);
    const checked = kind === 'booths' ? checkBoothSheet(sheet.rows, ctx) : checkStageSheet(sheet.rows, ctx);
    if (!checked.ok) throw refused(checked.problems, checked.more, !apply);
    const counts = countsOfImport(kind, checked.rows);
    if (apply) {
      const at = clock.date();
      if (kind === 'booths') {
        await importBooths(db, who, checked.rows as Parameters<typeof importBooths>[2], counts, at);
        catalog.invalidateBooths();
        // Open pages read their booth lists again (the live `booths` event, as a booth made in the console).
        deps.live?.publish('booths', { change: 'imported' });
      } else {
        await importStages(db, who, checked.rows as Parameters<typeof importStages>[2], counts, at);
        catalog.invalidateStages();
        deps.live?.publish('stage', { acts: true });
      }
    }
    return c.json({ ok: true, dry_run: !apply, kind, counts } satisfies ImportAnswer);
  });

  return app;
}

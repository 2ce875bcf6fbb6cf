// The console's spreadsheet import on the mock backend (server/routes/console-import.ts): the same CSV reader
// and sheet checks (contract/), the same refusals and answers. The mock reads CSV only; an XLSX body (a zip)
// is refused as not a sheet here, since the spreadsheet library runs on the server.
import { http, HttpResponse } from 'msw';
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
  type ImportKind,
} from '@contract/console-import';
import { parseCsv } from '@contract/csv';
import { SAMPLE_FESTIVAL } from '@contract/festival';
import { CAMPUS_LOCATIONS } from '@contract/sample/locations';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { state } from '../state';
import { authorize } from './admin';
import { api, errorVariant, jsonError, slowVariant, type Route } from './util';

export const consoleImportRoutes: readonly Route[] = [{ method: 'post', path: IMPORT_PATHS.sheet(':kind') }];

// Booths imported here, so a second import of them is a duplicate; forgotten when the mock state resets.
let owner: object | null = null;
let imported: string[] = [];
function names(): string[] {
  if (owner !== state.sessions) {
    owner = state.sessions;
    imported = [];
  }
  return [...SAMPLE_BOOTHS.map((b) => b.name), ...imported];
}

function uidOf(request: Request): string | null {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return new URL(request.url).searchParams.get('uid');
}

export const consoleImportHandlers = [
  http.post(api(IMPORT_PATHS.sheet(':kind')), async ({ request, params }) => {
    const kind = String(params.kind) as ImportKind;
    const apply = new URL(request.url).searchParams.get('apply') === '1';
    const length = Number(request.headers.get('content-length'));
    if (Number.isFinite(length) && length > IMPORT_LIMITS.bytes) {
      return HttpResponse.json(refusal([fileProblem('file_too_large', sizeText(length))], 0, !apply, 'too_large'), { status: 413 });
    }
    if (!IMPORT_KINDS.includes(kind)) return jsonError(404, `nothing to import as ${kind} (booths or stages)`, { error: 'not_found' });
    const auth = authorize(uidOf(request), ['Staff'], 'only Staff can import booths and the stage schedule');
    if ('error' in auth) return auth.error;
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > IMPORT_LIMITS.bytes) {
      return HttpResponse.json(refusal([fileProblem('file_too_large', sizeText(bytes.byteLength))], 0, !apply, 'too_large'), { status: 413 });
    }
    const bad = (value: string) => HttpResponse.json(refusal([fileProblem('not_a_sheet', value)], 0, !apply), { status: 400 });
    if (bytes[0] === 0x50 && bytes[1] === 0x4b) return bad('unreadable XLSX: the mock backend reads CSV only');
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return bad('the text is not UTF-8 (save the sheet as CSV UTF-8)');
    }
    const csv = parseCsv(text, { maxRows: IMPORT_LIMITS.rows + 1 });
    if (!csv.ok) {
      if (csv.reason === 'too_many_rows') {
        return HttpResponse.json(refusal([fileProblem('too_many_rows', `more than ${IMPORT_LIMITS.rows}`)], 0, !apply), { status: 400 });
      }
      return bad(`${csv.reason === 'unclosed_quote' ? 'a quote is not closed' : 'a quote inside a cell'} at line ${csv.line}`);
    }
    const ctx = {
      dates: SAMPLE_FESTIVAL.dates,
      locations: CAMPUS_LOCATIONS.map((l) => ({ id: l.id, names: Object.values(l.names) })),
      existingBoothNames: names(),
    };
    const checked = kind === 'booths' ? checkBoothSheet(csv.rows, ctx) : checkStageSheet(csv.rows, ctx);
    if (!checked.ok) return HttpResponse.json(refusal(checked.problems, checked.more, !apply), { status: 400 });
    if (apply && kind === 'booths') imported.push(...checked.rows.map((r) => ('category' in r ? r.name : '')));
    return HttpResponse.json({ ok: true, dry_run: !apply, kind, counts: countsOfImport(kind, checked.rows) });
  }),
];

export const consoleImportError = errorVariant(consoleImportRoutes);
export const consoleImportSlow = slowVariant(consoleImportRoutes);

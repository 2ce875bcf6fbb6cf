// The cells of an uploaded sheet as text: CSV read by our own reader (contract/csv.ts), XLSX (a zip, told
// apart by its first bytes) by read-excel-file, first sheet only. Numbers, dates and times an XLSX cell
// holds are written as the CSV would have them (4000, 2026-09-23, 18:00); formulas are never evaluated
// (read-excel-file gives the value the spreadsheet saved), and a text cell starting with = + - @ is
// refused by the sheet's checks like a CSV one.
import { readSheet } from 'read-excel-file/node';
import { IMPORT_LIMITS } from '@contract/console-import';
import { parseCsv } from '@contract/csv';

export type SheetRead = { ok: true; rows: string[][] } | { ok: false; code: 'not_a_sheet' | 'too_many_rows'; value: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const pad = (n: number) => String(n).padStart(2, '0');

function cellText(c: unknown): string {
  if (c === null || c === undefined) return '';
  if (typeof c === 'string') return c;
  if (typeof c === 'number') return Number.isInteger(c) ? String(c) : String(Math.round(c * 1e6) / 1e6);
  if (typeof c === 'boolean') return c ? 'yes' : 'no';
  if (c instanceof Date) {
    if (Number.isNaN(c.getTime())) return '';
    const time = `${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}`;
    // A time-only cell is a day of Excel's epoch (1899-12-30); a date-only cell is midnight.
    if (c.getUTCFullYear() < 1901) return time;
    const day = c.toISOString().slice(0, 10);
    return time === '00:00' ? day : `${day} ${time}`;
  }
  return String(c);
}

/** What a zip says its files hold once unpacked (its central directory); null when it has none readable. */
export function zipUnpackedBytes(b: Uint8Array): number | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) !== 0x06054b50) continue;
    const entries = view.getUint16(i + 10, true);
    let at = view.getUint32(i + 16, true);
    let total = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > b.length || view.getUint32(at, true) !== 0x02014b50) return null;
      total += view.getUint32(at + 24, true);
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return total;
  }
  return null;
}

/** An XLSX unpacks to many times its size; more than this is refused before it is unpacked (a zip bomb). */
const XLSX_UNPACKED_MAX = 40 * 1024 * 1024;

export async function readSheetBytes(bytes: Uint8Array): Promise<SheetRead> {
  // The header counts as a row: one more than the data rows allowed, plus one to see that there are too many.
  const maxRows = IMPORT_LIMITS.rows + 1;
  if (ZIP.every((b, i) => bytes[i] === b)) {
    const unpacked = zipUnpackedBytes(bytes);
    if (unpacked === null) return { ok: false, code: 'not_a_sheet', value: 'a damaged XLSX file' };
    if (unpacked > XLSX_UNPACKED_MAX) return { ok: false, code: 'not_a_sheet', value: `the XLSX unpacks to ${Math.round(unpacked / 1024 / 1024)} MB` };
    let data: unknown[][];
    try {
      data = (await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) as unknown[][];
    } catch (err) {
      return { ok: false, code: 'not_a_sheet', value: `unreadable XLSX: ${err instanceof Error ? err.message.slice(0, 100) : 'error'}` };
    }
    if (data.length > maxRows) return { ok: false, code: 'too_many_rows', value: String(data.length - 1) };
    return { ok: true, rows: data.map((r) => r.map(cellText)) };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, code: 'not_a_sheet', value: 'the text is not UTF-8 (save the sheet as CSV UTF-8)' };
  }
  const csv = parseCsv(text, { maxRows });
  if (csv.ok) return { ok: true, rows: csv.rows };
  if (csv.reason === 'too_many_rows') return { ok: false, code: 'too_many_rows', value: `more than ${IMPORT_LIMITS.rows}` };
  return { ok: false, code: 'not_a_sheet', value: `${csv.reason === 'unclosed_quote' ? 'a quote is not closed' : 'a quote inside a cell'} at line ${csv.line}` };
}

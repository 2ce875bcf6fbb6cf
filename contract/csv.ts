// A small CSV reader for the console's spreadsheet import (RFC 4180): fields separated by commas, records by
// CRLF or LF, a field in double quotes may hold commas, line breaks and "" for one quote; a UTF-8 BOM at the
// start is dropped (spreadsheets write one). Every cell is text: nothing is evaluated, formulas included.
// Shared by the server and the mocks, so both read a file the same way.

export type CsvResult = { ok: true; rows: string[][] } | { ok: false; line: number; reason: 'unclosed_quote' | 'quote_in_field' | 'too_many_rows' };

export interface CsvOptions {
  /** Records read before giving up (the header counts); the answer is `too_many_rows` past it. */
  maxRows?: number;
}

/**
 * The records of a CSV text, each a list of cells. Blank lines (no characters at all) are skipped; a line
 * of commas is kept as a record of empty cells. A bad quote is named by its line (1-based).
 */
export function parseCsv(input: string, opts: CsvOptions = {}): CsvResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const max = opts.maxRows ?? Number.POSITIVE_INFINITY;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false; // inside a quoted field
  let wasQuoted = false; // the current field was quoted (only a separator may follow the closing quote)
  let touched = false; // the current record has any character
  const endRecord = (): boolean => {
    row.push(cell);
    if (touched) rows.push(row);
    row = [];
    cell = '';
    wasQuoted = false;
    touched = false;
    return rows.length <= max;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
          wasQuoted = true;
        }
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === ',') {
      row.push(cell);
      cell = '';
      wasQuoted = false;
      touched = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      if (!endRecord()) return { ok: false, line: recordLine, reason: 'too_many_rows' };
      line++;
      recordLine = line;
    } else if (ch === '"') {
      if (cell !== '' || wasQuoted) return { ok: false, line, reason: 'quote_in_field' };
      quoted = true;
      touched = true;
    } else {
      if (wasQuoted) return { ok: false, line, reason: 'quote_in_field' };
      cell += ch;
      touched = true;
    }
  }
  if (quoted) return { ok: false, line: recordLine, reason: 'unclosed_quote' };
  if (touched || cell !== '') {
    if (!endRecord()) return { ok: false, line: recordLine, reason: 'too_many_rows' };
  }
  return { ok: true, rows };
}

/** One cell as CSV: quoted when it holds a comma, a quote or a line break. */
export const csvCell = (s: string): string => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** Records as CSV text with CRLF line ends (RFC 4180). */
export const toCsv = (rows: readonly (readonly string[])[]): string => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('parseCsv (RFC 4180)', () => {
  it('reads plain records with LF or CRLF line ends', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual({ ok: true, rows: [['a', 'b', 'c'], ['1', '2', '3']] });
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual({ ok: true, rows: [['a', 'b'], ['1', '2']] });
    expect(parseCsv('a,b\r\n1,2')).toEqual({ ok: true, rows: [['a', 'b'], ['1', '2']] });
  });

  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    const r = parseCsv('name,desc\r\n"Tteok, spicy","He said ""hi""\r\nand left"\r\n');
    expect(r).toEqual({ ok: true, rows: [['name', 'desc'], ['Tteok, spicy', 'He said "hi"\r\nand left']] });
  });

  it('drops a leading BOM and keeps empty cells', () => {
    expect(parseCsv('\uFEFFa,,c\n,,\n')).toEqual({ ok: true, rows: [['a', '', 'c'], ['', '', '']] });
  });

  it('skips blank lines but not a line of commas', () => {
    expect(parseCsv('a\n\n\nb\n')).toEqual({ ok: true, rows: [['a'], ['b']] });
  });

  it('keeps a cell that looks like a formula as text', () => {
    expect(parseCsv('=SUM(A1:A2),@x\n')).toEqual({ ok: true, rows: [['=SUM(A1:A2)', '@x']] });
  });

  it('names the line of an unclosed quote or a quote in the middle of a field', () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n')).toEqual({ ok: false, line: 2, reason: 'unclosed_quote' });
    expect(parseCsv('a,b\nx"y,2\n')).toEqual({ ok: false, line: 2, reason: 'quote_in_field' });
    expect(parseCsv('a,b\n"x"y,2\n')).toEqual({ ok: false, line: 2, reason: 'quote_in_field' });
  });

  it('stops at the row cap without reading the rest', () => {
    expect(parseCsv('h\n1\n2\n3\n', { maxRows: 3 })).toEqual({ ok: false, line: 4, reason: 'too_many_rows' });
    expect(parseCsv('h\n1\n2\n', { maxRows: 3 }).ok).toBe(true);
  });

  it('writes what it reads back (round trip)', () => {
    const rows = [['a', 'b,c', 'd"e'], ['line\r\nbreak', '', 'x']];
    const text = toCsv(rows);
    expect(text).toBe('a,"b,c","d""e"\r\n"line\r\nbreak",,x\r\n');
    expect(parseCsv(text)).toEqual({ ok: true, rows });
  });
});

import type { Response } from 'express';

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number | null | undefined;
}

/** Columns that show fields as they are: { 'Teacher ID': 'teacher_id', ... }. */
export function fieldColumns<R>(fields: Record<string, keyof R & string>): CsvColumn<R>[] {
  return Object.entries(fields).map(([header, field]) => ({
    header,
    value: (row: R) => row[field] as string | number | null | undefined,
  }));
}

// A cell a spreadsheet would run as a formula (OWASP "CSV injection") gets a leading quote. A
// program that splits the file on another separator (`;`, tab, `|`, a line break) sees every
// piece between them as a cell of its own, so each such piece is defused too: `x;=1+2` goes out
// as `x;'=1+2`. Plain signed numbers such as "+919876543210" stay as they are.
const SEPARATORS = /([,;\t\r\n|])/;
const FORMULA_START = /^ *[=+\-@]/;
const PLAIN_NUMBER = /^ *[+-]?\d+(\.\d+)?$/;

function defuse(s: string): string {
  const pieces = s
    .split(SEPARATORS)
    .map((piece, i) => (i % 2 === 0 && FORMULA_START.test(piece) && !PLAIN_NUMBER.test(piece) ? `'${piece}` : piece));
  const joined = pieces.join('');
  // A tab or carriage return at the very start is itself a formula trigger in some programs.
  return /^[\t\r]/.test(joined) ? `'${joined}` : joined;
}

// Every cell quoted: nothing in a value can end a cell or a line early.
const cell = (value: string | number | null | undefined): string =>
  `"${defuse(value == null ? '' : String(value)).replace(/"/g, '""')}"`;

const csvLines = <R>(columns: CsvColumn<R>[], rows: R[]): string =>
  rows.map((r) => `${columns.map((c) => cell(c.value(r))).join(',')}\r\n`).join('');

/** RFC 4180 text with its header line: CRLF line ends. */
export function toCsv<R>(columns: CsvColumn<R>[], rows: R[]): string {
  return `${columns.map((c) => cell(c.header)).join(',')}\r\n${csvLines(columns, rows)}`;
}

// Resolves false when the client has gone (its 'drain' would never come).
function written(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (res.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

/**
 * Streams CSV as a download, a batch at a time, writing no faster than the client reads; the
 * byte-order mark makes spreadsheet programs read it as UTF-8. When the client goes away the
 * loop stops, which ends the query behind `batches`.
 */
export async function streamCsv<R>(
  res: Response,
  filename: string,
  columns: CsvColumn<R>[],
  batches: AsyncIterable<R[]>,
): Promise<void> {
  // The first batch is read before anything is sent: a refusal there (a filter naming no class
  // of the school) is answered as a clear 4xx, not as a download cut short.
  const it = batches[Symbol.asyncIterator]();
  let next = await it.next();
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  if (!(await written(res, `\uFEFF${toCsv(columns, [])}`))) return void (await it.return?.());
  try {
    for (; !next.done; next = await it.next()) {
      if (!(await written(res, csvLines(columns, next.value)))) return void (await it.return?.());
    }
  } catch (err) {
    // Cut the connection rather than end the file: a shortened file must not look complete.
    res.destroy();
    throw err;
  }
  res.end();
}

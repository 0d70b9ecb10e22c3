import type { Response } from 'express';

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number | null | undefined;
}

/** Columns that show fields as they are: { 'Teacher ID': 'teacher_id', ... }. */
export function fieldColumns<R>(fields: Record<string, keyof R & string>): CsvColumn<R>[] {
  return Object.entries(fields).map(([header, field]) => ({ header, value: (row: R) => row[field] as string | number | null | undefined }));
}

// A cell a spreadsheet would run as a formula (OWASP "CSV injection") gets a leading quote.
// Plain signed numbers such as "+919876543210" stay as they are.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

function cell(value: string | number | null | undefined): string {
  let s = value == null ? '' : String(value);
  if (FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/** RFC 4180 text: CRLF line ends, quoted where needed. */
export function toCsv<R>(columns: CsvColumn<R>[], rows: R[]): string {
  const lines = [columns.map((c) => cell(c.header)), ...rows.map((r) => columns.map((c) => cell(c.value(r))))];
  return lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}

/** Sends CSV as a download; the byte-order mark makes spreadsheet programs read it as UTF-8. */
export function sendCsv<R>(res: Response, filename: string, columns: CsvColumn<R>[], rows: R[]): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  res.send(`\uFEFF${toCsv(columns, rows)}`);
}

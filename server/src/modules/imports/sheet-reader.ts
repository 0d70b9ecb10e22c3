import { isUtf8 } from 'node:buffer';
import type ExcelJS from 'exceljs';
import { AppError } from '../../core/errors';
import { csvRows } from './csv-rows';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, breathe, notASheet, tooManyRows } from './sheet-limits';
import { checkWorkbook } from './xlsx-guard';
import { msg } from '@contracts/i18n/packed-text';

/** A spreadsheet as text cells, first line the headers; blank lines are kept so row numbers stay true. */
export type Sheet = string[][];

// XLSX is a zip: it starts with "PK\x03\x04".
const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const ROWS_BETWEEN_BREATHS = 1000;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The header line and at most MAX_IMPORT_ROWS rows (blank ones included) of at most MAX_IMPORT_COLUMNS cells. */
export async function readSheet(buffer: Buffer): Promise<Sheet> {
  if (buffer.length === 0) throw new AppError(400, msg('file.empty'), { fields: { file: msg('file.empty') } });
  return isZip(buffer) ? readXlsx(buffer) : readCsv(buffer);
}

async function readCsv(buffer: Buffer): Promise<Sheet> {
  if (!isUtf8(buffer)) throw new AppError(415, msg('import.notUtf8'));
  if (buffer.includes(0)) throw notASheet();
  const start = buffer.subarray(0, 3).equals(BOM) ? 3 : 0;
  const lineEnd = [buffer.indexOf(0x0a, start), buffer.indexOf(0x0d, start), buffer.length]
    .filter((i) => i >= 0)
    .reduce((a, b) => Math.min(a, b));
  const firstLine = buffer.subarray(start, lineEnd);
  // Excel saves with a semicolon where the comma is the decimal mark: the header line tells.
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  // Counted as they are read: the read stops at the first row past the limit.
  const rows: Sheet = [];
  for (const row of csvRows(buffer, delimiter, MAX_IMPORT_COLUMNS, start)) {
    if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows();
    rows.push(row);
    if (rows.length % ROWS_BETWEEN_BREATHS === 0) await breathe();
  }
  return rows;
}

function count(bytes: Buffer, c: string): number {
  const code = c.charCodeAt(0);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === code) n++;
  return n;
}

/** A whole CSV text as rows, without limits (for files the app wrote itself). */
export const parseCsv = (text: string, delimiter: string): Sheet => [...csvRows(Buffer.from(text, 'utf8'), delimiter)];

async function readXlsx(buffer: Buffer): Promise<Sheet> {
  await checkWorkbook(buffer);
  // Loaded with the first workbook (some 18 MB): a server that never imports one never carries it.
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw notASheet();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw notASheet();
  const rows: Sheet = [];
  sheet.eachRow({ includeEmpty: true }, (r, n) => {
    const cells: string[] = [];
    r.eachCell({ includeEmpty: true }, (c, col) => {
      cells[col - 1] = cellText(c.value);
    });
    rows[n - 1] = Array.from(cells, (v) => v ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

/** What a person sees in the cell: dates as YYYY-MM-DD, formulas by their result, links by their text. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

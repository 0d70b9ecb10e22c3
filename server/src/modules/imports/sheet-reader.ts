import type ExcelJS from 'exceljs';
import { AppError } from '../../http/errors';

/** A spreadsheet as text cells, first line the headers; blank lines are kept so row numbers stay true. */
export type Sheet = string[][];

export const SHEET_TYPES_LABEL = 'CSV (comma or semicolon) or Excel (.xlsx)';
const notASheet = () => new AppError(415, `This file is not a spreadsheet we can read. Upload a ${SHEET_TYPES_LABEL} file.`);

// XLSX is a zip: it starts with "PK\x03\x04".
const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

export async function readSheet(buffer: Buffer): Promise<Sheet> {
  if (buffer.length === 0) throw new AppError(400, 'The file is empty.', { fields: { file: 'The file is empty.' } });
  return isZip(buffer) ? readXlsx(buffer) : readCsv(buffer);
}

function readCsv(buffer: Buffer): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new AppError(415, 'The CSV file is not UTF-8 text. In Excel, save it as "CSV UTF-8".');
  }
  if (text.includes('\u0000')) throw notASheet();
  text = text.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel saves with a semicolon where the comma is the decimal mark: the header line tells.
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  return parseCsv(text, delimiter);
}

const count = (s: string, c: string) => s.split(c).length - 1;

/** RFC 4180: quoted cells may hold the delimiter, quotes (doubled) and line breaks. */
export function parseCsv(text: string, delimiter: string): Sheet {
  const rows: Sheet = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

async function readXlsx(buffer: Buffer): Promise<Sheet> {
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

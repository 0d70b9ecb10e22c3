import {
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_UNPACKED_MB,
  breathe,
  notASheet,
  tooManyColumns,
  tooManyRows,
  unpacksTooLarge,
} from './sheet-limits';
import { unpackPart, zipDirectory } from './zip-entries';

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
// A row or cell start tag (with a namespace prefix, as some writers put one), and its attributes.
const TAG = /<(?:[\w.-]+:)?(row|c)\b([^>]*)>/g;
const ROW_NUMBER = /\br="(\d+)"/;
const CELL_COLUMN = /\br="([A-Z]+)\d*"/;
const TAGS_BETWEEN_BREATHS = 20_000;

/** "A" is 1, "Z" 26, "AA" 27. */
const columnNumber = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/**
 * Refuses a workbook that would cost more to read than a school's largest sheet, before the
 * workbook reader sees it: the unpacked size as the zip declares it, then each part unpacked
 * within that size (a zip that understates it is refused as unreadable), then every sheet's
 * rows and columns, where one cell on row 1,048,576 would have the reader build a million rows.
 */
export async function checkWorkbook(zip: Buffer): Promise<void> {
  const parts = zipDirectory(zip);
  if (!parts) throw notASheet();
  if (parts.reduce((sum, p) => sum + p.size, 0) > MAX_UNPACKED_MB * 2 ** 20) throw unpacksTooLarge();
  for (const part of parts) {
    if (part.name.endsWith('/')) continue;
    const data = await unpackPart(zip, part);
    if (!data) throw notASheet();
    if (WORKSHEET.test(part.name)) await checkSheetSize(data.toString('utf8'));
  }
}

/** Rows are numbered by their r attribute, else follow the row before; cells alike by column. */
async function checkSheetSize(xml: string): Promise<void> {
  let rows = 0;
  let row = 0;
  let column = 0;
  let seen = 0;
  for (const [, tag, attributes] of xml.matchAll(TAG)) {
    if (tag === 'row') {
      rows++;
      row = Number(ROW_NUMBER.exec(attributes)?.[1] ?? row + 1);
      column = 0;
      if (row > MAX_IMPORT_ROWS + 1 || rows > MAX_IMPORT_ROWS + 1) throw tooManyRows();
    } else {
      const letters = CELL_COLUMN.exec(attributes)?.[1];
      column = letters ? columnNumber(letters) : column + 1;
      if (column > MAX_IMPORT_COLUMNS) throw tooManyColumns();
    }
    if (++seen % TAGS_BETWEEN_BREATHS === 0) await breathe();
  }
}

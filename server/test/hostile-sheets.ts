import { crc32, createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { type ZipEntry, storedEntry, zipOfEntries } from './sample-files';
import { STUDENT_HEADERS, xlsxFile } from './sheets';

// Files made to cost the server far more than a school's real spreadsheet: the import must
// refuse each quickly, without holding the server.

/** A "CSV" of nothing but line breaks: millions of rows in a few megabytes. */
export const lineBreaksCsv = (bytes: number): Buffer => Buffer.alloc(bytes, '\n');

/** A CSV whose header line is `bytes` commas: millions of empty columns. */
export const commaHeaderCsv = (bytes: number): Buffer =>
  Buffer.concat([Buffer.alloc(bytes, ','), Buffer.from('\r\nx\r\n')]);

/** A tiny workbook whose only cell sits on Excel's last row. */
export async function lastRowXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Students').getCell('A1048576').value = 'x';
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** `head`, `filler` `times` over and `tail`, deflated as they stream (never all in memory at once). */
async function deflatedRepeat(
  head: string,
  filler: Buffer,
  times: number,
  tail: string,
): Promise<{ data: Buffer; crc: number; size: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  const write = async (b: Buffer) => {
    crc = crc32(b, crc);
    size += b.length;
    if (!deflate.write(b)) await new Promise((r) => deflate.once('drain', r));
  };
  await write(Buffer.from(head));
  for (let i = 0; i < times; i++) await write(filler);
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

/**
 * A real student workbook whose sheet is padded with `megabytes` MB of blank space: a few
 * hundred KB on disk. With `declaredBytes`, its zip directory lies about the unpacked size.
 */
export async function paddedXlsx(megabytes: number, declaredBytes?: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await xlsxFile([STUDENT_HEADERS]));
  const entries: ZipEntry[] = [];
  for (const [name, file] of Object.entries(zip.files)) {
    if (file.dir) continue;
    const data = await file.async('nodebuffer');
    if (!name.startsWith('xl/worksheets/sheet')) {
      entries.push(storedEntry(name, data));
      continue;
    }
    const xml = data.toString('utf8');
    const at = xml.indexOf('<sheetData>') + '<sheetData>'.length;
    const bomb = await deflatedRepeat(xml.slice(0, at), Buffer.alloc(1024 * 1024, ' '), megabytes, xml.slice(at));
    entries.push({ name, data: bomb.data, method: 8, crc: bomb.crc, size: declaredBytes ?? bomb.size });
  }
  return zipOfEntries(entries);
}

import ExcelJS from 'exceljs';
import { uniqueEmail } from './factories';

// Spreadsheets as schools send them, for the import tests and the benchmark.

export type Cells = (string | number | Date)[];

export const STUDENT_HEADERS = [
  'Student ID',
  'Name',
  'Date of Birth',
  'Class',
  'Section',
  'Gender',
  "Father's Name",
  "Mother's Name",
  'Email',
  'Mobile',
  'Address',
  'Guardian Email',
  'Guardian Mobile',
];

export function studentCells(
  over: Partial<Record<'student_id' | 'name' | 'dob' | 'class' | 'section' | 'email' | 'mobile', string>> = {},
): Cells {
  return [
    over.student_id ?? '',
    over.name ?? 'Kavya Mishra',
    over.dob ?? '2013-02-11',
    over.class ?? '5',
    over.section ?? 'A',
    'Female',
    'Sanjay Mishra',
    'Rina Mishra',
    over.email ?? uniqueEmail('import'),
    over.mobile ?? '9437000000',
    '7 Lake Road, Puri',
    'sanjay.mishra@example.org',
    '9437000001',
  ];
}

const quote = (v: string | number | Date, delimiter: string) => {
  const s = v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
  return s.includes(delimiter) || s.includes('"') || s.includes('\n') ? `"${s.replace(/"/g, '""')}"` : s;
};

export function csvFile(rows: Cells[], opts: { bom?: boolean; delimiter?: ',' | ';'; lineEnd?: string } = {}): Buffer {
  const d = opts.delimiter ?? ',';
  const text = rows.map((r) => r.map((v) => quote(v, d)).join(d)).join(opts.lineEnd ?? '\r\n');
  return Buffer.from(`${opts.bom ? '\uFEFF' : ''}${text}\r\n`, 'utf8');
}

export async function xlsxFile(rows: Cells[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Students');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

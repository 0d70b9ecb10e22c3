import { IMPORT_FIELDS, type ImportKind, type ImportProblem } from '@contracts/imports';
import { toCsv } from '../../http/csv';
import { readSheet } from './sheet-reader';
import type { Language } from '@contracts/i18n/languages';
import { textIn } from '../../i18n/messages';

const SAMPLE: Record<ImportKind, Record<string, string>> = {
  students: {
    name: 'Arjun Patel',
    dob: '2012-09-15',
    class: '6',
    section: 'B',
    gender: 'Male',
    father_name: 'Raj Patel',
    mother_name: 'Sita Patel',
    email: 'arjun.patel@example.org',
    mobile: '9123450000',
    address: '4 Temple Street, Cuttack',
    guardian_email: 'raj.patel@example.org',
    guardian_mobile: '9123450001',
    guardian_relation: 'father',
  },
  teachers: {
    name: 'Meera Das',
    email: 'meera.das@example.org',
    mobile: '9876501234',
    joining_date: '2021-07-01',
    subject: 'Physics',
    class: '8',
    gender: 'Female',
  },
};

/** The template: every column, and one example row (an empty ID adds a new record). */
export function templateCsv(kind: ImportKind): string {
  const fields = IMPORT_FIELDS[kind];
  return `\uFEFF${toCsv(
    fields.map((f) => ({ header: f, value: (r: Record<string, string>) => r[f] })),
    [SAMPLE[kind]],
  )}`;
}

/** The rows that were refused, as they came, with an Error column: fix them and import this file again. */
export async function rejectedRowsCsv(file: Buffer, errors: ImportProblem[], language: Language): Promise<string> {
  const [headers = [], ...body] = await readSheet(file);
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.field}: ${textIn(language, e.message)}`]);
  const rows = [...byRow.keys()]
    .filter((n) => n > 1)
    .sort((a, b) => a - b)
    .map((n) => ({ cells: body[n - 2] ?? [], error: byRow.get(n)!.join('; ') }));
  const columns = [
    ...headers.map((header, i) => ({ header, value: (r: (typeof rows)[number]) => r.cells[i] })),
    { header: 'Error', value: (r: (typeof rows)[number]) => r.error },
  ];
  return `\uFEFF${toCsv(columns, rows)}`;
}

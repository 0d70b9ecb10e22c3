import type supertest from 'supertest';
import { IMPORT_FIELDS } from '@contracts/imports';
import { uniqueEmail } from './factories';
import { csvFile } from './sheets';

// A students file by the template's own columns (every field a row may fill), for the import
// tests of guardians.
export const STUDENT_ROW_HEADERS = IMPORT_FIELDS.students;
export type StudentRow = Partial<Record<string, string>>;

/** A new pupil's row (blank ID: added), with these cells changed. */
export const pupil = (over: StudentRow = {}): StudentRow => ({
  name: 'Kavya Das',
  dob: '2013-02-11',
  class: '5',
  section: 'A',
  gender: 'Female',
  father_name: 'Bikash Das',
  mother_name: 'Lina Das',
  email: uniqueEmail('pupil'),
  mobile: '9437000000',
  address: '7 Lake Road, Puri',
  ...over,
});

/** POST /api/admin/import/students with these rows as CSV; a dry run only checks them. */
export function importStudents(a: supertest.Agent, rows: StudentRow[], dryRun = false) {
  const req = a.post('/api/admin/import/students');
  if (dryRun) void req.field('dry_run', '1');
  const cells = rows.map((r) => STUDENT_ROW_HEADERS.map((h) => r[h] ?? ''));
  return req.attach('file', csvFile([[...STUDENT_ROW_HEADERS], ...cells]), 'students.csv');
}

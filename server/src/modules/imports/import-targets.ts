import type { z } from 'zod';
import {
  type ImportKind,
  type ImportProblem,
  StudentImportRow,
  StudentRowFields,
  TeacherImportRow,
} from '@contracts/imports';
import type { StudentInput } from '@contracts/students';
import { TeacherInput } from '@contracts/teachers';
import { checkRowPlaces } from './row-places';
import type { Guardian } from '@contracts/guardians';
import { AppError } from '../../core/errors';
import { guardiansService } from '../guardians/guardians.service';
import type { LoginContacts } from '../account/login-accounts';
import type { EmailHolderKind } from '../people/people.repo';
import { studentsService } from '../students/students.service';
import { teachersService } from '../teachers/teachers.service';
import { importsRepo } from './imports.repo';
import { alreadyLinked, checkRowGuardians, guardianOf } from './row-guardians';
import type { ParsedRow } from './parsed-row';

type RowSchema = z.ZodObject<z.ZodRawShape>;
export type Existing = Record<string, unknown> & { email: string };

export type { ParsedRow };

/** What the import engine needs to know of one kind of record; the writes go through its service. */
export interface ImportTarget {
  kind: ImportKind;
  schema: RowSchema;
  idField: 'student_id' | 'teacher_id';
  /** The fields a re-import compares: equal everywhere means unchanged. */
  compared: readonly string[];
  /** The record and its login that may keep their own email. */
  selfKinds: EmailHolderKind[];
  findExisting(ids: string[], emails: string[]): Promise<Existing[]>;
  /** Checks across rows and records beyond the schema and the email rule; answers the rows that pass. */
  checkRows?(rows: ParsedRow[], errors: ImportProblem[]): Promise<ParsedRow[]>;
  /** Beyond the compared fields: whatever else the row would change (a student's guardian). */
  sameExtras?(existing: Existing, row: Record<string, unknown>): boolean;
  /** Writes the record through its service; answers its ID. */
  create(row: Record<string, unknown>): Promise<string>;
  update(existing: Existing, row: Record<string, unknown>): Promise<string>;
  /** What follows once every record is written (a student's guardian), with the ID each row got. */
  afterWrites?(written: { row: ParsedRow; id: string }[]): Promise<void>;
}

/** A row as the input POST /api/admin/Students takes, without its guardians (linked, not replaced). */
const studentInput = (row: Record<string, unknown>) => {
  const input: Record<string, unknown> = {};
  for (const f of Object.keys(StudentRowFields.shape)) input[f] = row[f];
  return input as StudentInput;
};

/**
 * Each row's guardian joins the student's guardians through the guardians service, as the
 * form's do; each guardian once, however many brothers and sisters name them.
 */
async function linkGuardians(written: { row: ParsedRow; id: string }[], contacts: LoginContacts) {
  const items = written.flatMap(({ row, id }) => {
    const guardian = guardianOf(row.values);
    return guardian ? [{ studentId: id, guardian, row }] : [];
  });
  try {
    await guardiansService.linkToStudents(items, contacts);
  } catch (err) {
    const at = err instanceof AppError ? (err.extra.at as number | undefined) : undefined;
    if (err instanceof AppError && at !== undefined) err.extra.row = items[at].row.row;
    throw err;
  }
}

/** The kinds a spreadsheet imports; an edited contact reaches its login through `contacts`. */
export const importTargets = (contacts: LoginContacts): Record<ImportKind, ImportTarget> => ({
  students: {
    kind: 'students',
    schema: StudentImportRow as unknown as RowSchema,
    idField: 'student_id',
    compared: Object.keys(StudentRowFields.shape),
    selfKinds: ['student', 'account'],
    findExisting: async (ids, emails) =>
      guardiansService.attachTo(
        await importsRepo.matching<Existing & { student_id: string }>('students', 'student_id', ids, emails),
      ),
    checkRows: async (rows, errors) => checkRowGuardians(await checkRowPlaces(rows, errors), errors),
    sameExtras: (existing, row) => {
      const guardian = guardianOf(row);
      return !guardian || alreadyLinked(existing.guardians as Guardian[] | undefined, guardian);
    },
    create: async (row) => (await studentsService.create(studentInput(row), contacts)).student_id,
    update: async (existing, row) =>
      (await studentsService.update({ ...studentInput(row), id: Number(existing.auto_id) }, contacts)).student_id,
    afterWrites: (written) => linkGuardians(written, contacts),
  },
  teachers: {
    kind: 'teachers',
    schema: TeacherImportRow as unknown as RowSchema,
    idField: 'teacher_id',
    compared: Object.keys(TeacherInput.shape),
    selfKinds: ['teacher', 'account'],
    checkRows: checkRowPlaces,
    findExisting: (ids, emails) => importsRepo.matching('teachers', 'teacher_id', ids, emails),
    create: async ({ teacher_id: _id, ...row }) => (await teachersService.create(row as TeacherInput)).teacher_id,
    update: async (existing, { teacher_id: _id, ...row }) => {
      await teachersService.update(String(existing.teacher_id), row as TeacherInput, contacts);
      return String(existing.teacher_id);
    },
  },
});

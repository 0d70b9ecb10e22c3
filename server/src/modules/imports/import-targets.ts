import type { z } from 'zod';
import { type ImportKind, StudentImportRow, TeacherImportRow } from '@contracts/imports';
import { StudentInput } from '@contracts/students';
import { TeacherInput } from '@contracts/teachers';
import type { EmailHolderKind } from '../people/people.repo';
import { studentsService } from '../students/students.service';
import { teachersService } from '../teachers/teachers.service';
import { importsRepo } from './imports.repo';

type RowSchema = z.ZodObject<z.ZodRawShape>;
export type Existing = Record<string, unknown> & { email: string };

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
  create(row: Record<string, unknown>): Promise<unknown>;
  update(existing: Existing, row: Record<string, unknown>): Promise<unknown>;
}

/**
 * A row as the input POST /api/admin/Students takes. The guardian columns ride along: the
 * students service keeps what it knows, so when guardians join that input the import carries them.
 */
const studentInput = ({ student_id: _id, ...row }: Record<string, unknown>) => row as StudentImportRow & StudentInput;

export const IMPORT_TARGETS: Record<ImportKind, ImportTarget> = {
  students: {
    kind: 'students',
    schema: StudentImportRow as unknown as RowSchema,
    idField: 'student_id',
    compared: Object.keys(StudentInput.shape),
    selfKinds: ['student', 'account'],
    findExisting: (ids, emails) => importsRepo.matching('students', 'student_id', ids, emails),
    create: (row) => studentsService.create(studentInput(row)),
    update: (existing, row) => studentsService.update({ ...studentInput(row), id: Number(existing.auto_id) }),
  },
  teachers: {
    kind: 'teachers',
    schema: TeacherImportRow as unknown as RowSchema,
    idField: 'teacher_id',
    compared: Object.keys(TeacherInput.shape),
    selfKinds: ['teacher', 'account'],
    findExisting: (ids, emails) => importsRepo.matching('teachers', 'teacher_id', ids, emails),
    create: ({ teacher_id: _id, ...row }) => teachersService.create(row as TeacherInput),
    update: (existing, { teacher_id: _id, ...row }) => teachersService.update(String(existing.teacher_id), row as TeacherInput),
  },
};

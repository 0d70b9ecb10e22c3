import { z } from 'zod';
import { STUDENT_STATUSES, type Gender, type Section, type StudentStatus } from './enums';
import { email, isoDate, mobile, required, trimmed } from './fields';
import { type Guardian, GuardianList } from './guardians';
import { gender, setupClass, setupSection } from './school-fields';
import { msg, ref } from './i18n/packed-text';

export const StudentInput = z.object({
  name: trimmed('label.name'),
  dob: isoDate('label.dob').refine(
    (d) => d <= new Date().toISOString().slice(0, 10),
    msg('field.notFuture', { label: ref('label.dob') }),
  ),
  class: setupClass,
  section: setupSection,
  gender,
  father_name: trimmed('label.fatherName'),
  mother_name: trimmed('label.motherName'),
  email,
  mobile,
  address: trimmed('label.address', 500),
  // Issue 15: optional; when given, the student's guardians become exactly this list.
  guardians: GuardianList.optional(),
});
export type StudentInput = z.infer<typeof StudentInput>;

// The spec's update names the record by its internal auto_id, sent as `id`.
export const StudentUpdate = StudentInput.extend({
  id: z.coerce
    .number({ error: msg('field.studentRecordId') })
    .int()
    .positive(msg('field.studentRecordId'))
    .max(Number.MAX_SAFE_INTEGER, msg('field.studentRecordIdInvalid')),
});
export type StudentUpdate = z.infer<typeof StudentUpdate>;

export const StudentDeleteQuery = z.object({
  id: z
    .string({ error: required('label.studentId') })
    .trim()
    .min(1, required('label.studentId'))
    .max(32),
});

export interface Student {
  auto_id: number;
  student_id: string;
  name: string;
  dob: string;
  /** Classes 1-10 answer as the spec's number; any other class of the setup by its name ("LKG"). */
  class: number | string;
  section: Section | string;
  gender: Gender;
  father_name: string;
  mother_name: string;
  email: string;
  mobile: string;
  address: string;
  guardians: Guardian[];
  status: StudentStatus;
  withdrawn_on: string | null;
  withdraw_reason: string | null;
}

/**
 * A row of the student table (a list asked for with fields=list): the record less its internal
 * id and guardians, with the withdrawal's date and reason only on a withdrawn student's row.
 */
export type StudentListRow = Omit<Student, 'auto_id' | 'guardians' | 'withdrawn_on' | 'withdraw_reason'> &
  Partial<Pick<Student, 'withdrawn_on' | 'withdraw_reason'>>;

const studentId = z
  .string({ error: required('label.studentId') })
  .trim()
  .min(1, required('label.studentId'))
  .max(32, msg('field.maxChars', { label: ref('label.studentId'), max: 32 }));

// The withdraw dialog's fields; the route adds the student it is for.
export const WithdrawForm = z.object({
  withdrawn_on: isoDate('label.withdrawalDate').refine(
    (d) => d <= new Date().toISOString().slice(0, 10),
    msg('field.notFuture', { label: ref('label.withdrawalDate') }),
  ),
  reason: trimmed('label.reason', 200),
});
export const WithdrawInput = WithdrawForm.extend({ student_id: studentId });
export type WithdrawInput = z.infer<typeof WithdrawInput>;

export const ReadmitInput = z.object({ student_id: studentId });
export type ReadmitInput = z.infer<typeof ReadmitInput>;

/** The student list shows active students unless asked for another status, or `all`. */
export const StudentStatusFilter = z.enum([...STUDENT_STATUSES, 'all'], { error: msg('field.studentStatus') });
export type StudentStatusFilter = z.infer<typeof StudentStatusFilter>;

export const STUDENT_SORTS = ['student_id', 'name', 'dob', 'class', 'section', 'gender', 'email'] as const;

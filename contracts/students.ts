import { z } from 'zod';
import { STUDENT_STATUSES, type Gender, type Section, type StudentStatus } from './enums';
import { email, isoDate, mobile, trimmed } from './fields';
import { type Guardian, GuardianList } from './guardians';
import { classNo, gender, section } from './school-fields';

export const StudentInput = z.object({
  name: trimmed('Name'),
  dob: isoDate('Date of birth').refine((d) => d <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future.'),
  class: classNo,
  section,
  gender,
  father_name: trimmed("Father's name"),
  mother_name: trimmed("Mother's name"),
  email,
  mobile,
  address: trimmed('Address', 500),
  // Issue 15: optional; when given, the student's guardians become exactly this list.
  guardians: GuardianList.optional(),
});
export type StudentInput = z.infer<typeof StudentInput>;

// The spec's update names the record by its internal auto_id, sent as `id`.
export const StudentUpdate = StudentInput.extend({
  id: z.coerce.number({ error: 'Student record id is required.' }).int().positive('Student record id is required.').max(Number.MAX_SAFE_INTEGER, 'Student record id is not valid.'),
});
export type StudentUpdate = z.infer<typeof StudentUpdate>;

export const StudentDeleteQuery = z.object({
  id: z.string({ error: 'Student ID is required.' }).trim().min(1, 'Student ID is required.').max(32),
});

export interface Student {
  auto_id: number;
  student_id: string;
  name: string;
  dob: string;
  class: number;
  section: Section;
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
export type StudentListRow = Omit<Student, 'auto_id' | 'guardians' | 'withdrawn_on' | 'withdraw_reason'> & Partial<Pick<Student, 'withdrawn_on' | 'withdraw_reason'>>;

const studentId = z.string({ error: 'Student ID is required.' }).trim().min(1, 'Student ID is required.').max(32, 'Student ID must be at most 32 characters.');

// The withdraw dialog's fields; the route adds the student it is for.
export const WithdrawForm = z.object({
  withdrawn_on: isoDate('Withdrawal date').refine((d) => d <= new Date().toISOString().slice(0, 10), 'Withdrawal date cannot be in the future.'),
  reason: trimmed('Reason', 200),
});
export const WithdrawInput = WithdrawForm.extend({ student_id: studentId });
export type WithdrawInput = z.infer<typeof WithdrawInput>;

export const ReadmitInput = z.object({ student_id: studentId });
export type ReadmitInput = z.infer<typeof ReadmitInput>;

/** The student list shows active students unless asked for another status, or `all`. */
export const StudentStatusFilter = z.enum([...STUDENT_STATUSES, 'all'], { error: 'Status must be active, withdrawn, graduated or all.' });
export type StudentStatusFilter = z.infer<typeof StudentStatusFilter>;

export const STUDENT_SORTS = ['student_id', 'name', 'dob', 'class', 'section', 'gender', 'email'] as const;

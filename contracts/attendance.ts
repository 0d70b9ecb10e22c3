import { z } from 'zod';
import { recordId } from './record-id';
import { setupClass, setupPlaceFilter, studentBatch, studentId } from './school-fields';
import { ATTENDANCE_STATUSES, type Section } from './enums';
import { isoDate } from './fields';
import { listParams } from './list';
import { yearIdFilter } from './years';
import { msg } from './i18n/packed-text';

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Nothing is recorded before this date: it catches typos such as 0224 or 1924 for 2024. */
export const ATTENDANCE_EARLIEST = '2000-01-01';

// A day has begun somewhere on Earth 14 hours before it begins in UTC (UTC+14). Refusing only
// dates that have not begun anywhere means no teacher, in any time zone, is refused "today",
// whatever zone the server runs in.
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** The latest date that is already "today" somewhere. */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's date on this device's calendar, for the forms' defaults and date pickers. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const attendanceDate = isoDate('label.date')
  .refine((d) => d >= ATTENDANCE_EARLIEST, msg('attendance.earliest', { date: ATTENDANCE_EARLIEST }))
  .refine((d) => d <= latestToday(), msg('attendance.future'));

export const attendanceStatus = z.enum(ATTENDANCE_STATUSES, { error: msg('attendance.status') });

/** The spec's single record. student_name is accepted but the server takes it from the student. */
export const AttendanceInput = z.object({
  student_id: studentId,
  student_name: z.string().max(200).optional(),
  // Any class of the school's setup by name (LKG); 5 and "5" name class 5.
  class: setupClass,
  attendance_date: attendanceDate,
  status: attendanceStatus,
});
export type AttendanceInput = z.output<typeof AttendanceInput>;

export const AttendanceUpdate = AttendanceInput.extend({ id: recordId() });
export type AttendanceUpdate = z.output<typeof AttendanceUpdate>;

export const AttendanceIdQuery = z.object({ id: recordId() });

export const ATTENDANCE_SORTS = [
  'student_id',
  'student_name',
  'class',
  'section',
  'attendance_date',
  'status',
] as const;

export const AttendanceListQuery = listParams(ATTENDANCE_SORTS).extend({
  ...setupPlaceFilter,
  date: isoDate('label.date').optional(),
  student_id: studentId.optional(),
  year_id: yearIdFilter,
});
export type AttendanceListQuery = z.output<typeof AttendanceListQuery>;

export const OWN_ATTENDANCE_ONLY = msg('attendance.ownOnly');

/** GET /attendance_s: the caller's own days. A student_id, when sent, must be the caller's. */
export const OwnAttendanceQuery = listParams(ATTENDANCE_SORTS).extend({ student_id: studentId.optional() });

export const RegisterQuery = z.object({
  class: setupClass,
  section: setupPlaceFilter.section,
  date: attendanceDate,
});
export type RegisterQuery = z.output<typeof RegisterQuery>;

export const RegisterInput = z.object({
  class: setupClass,
  section: setupPlaceFilter.section,
  attendance_date: attendanceDate,
  entries: studentBatch(
    z.object({
      student_id: studentId,
      status: attendanceStatus,
      // The status the teacher's copy showed (null: not yet taken). Sent, a row changed on the
      // server since to something else is not overwritten: the save answers 409 with both.
      was: attendanceStatus.nullable().optional(),
    }),
    msg('attendance.emptyRegister'),
  ),
});
export type RegisterInput = z.output<typeof RegisterInput>;

export interface AttendanceRecord {
  id: number;
  student_id: string;
  student_name: string;
  /** Classes 1-10 answer as the spec's number; any other class of the setup by its name ("LKG"). */
  class: number | string;
  section: Section | string;
  attendance_date: string;
  status: AttendanceStatus;
  updated_at: string;
}

/** GET /api/attendance?class= : the students of a class, for the single-record form. */
export interface ClassStudent {
  student_id: string;
  name: string;
  student_name: string;
  section: Section | string;
}

export interface RegisterEntry {
  student_id: string;
  name: string;
  section: Section | string;
  status: AttendanceStatus;
  /** True when this student's status for the date is already saved. */
  saved: boolean;
  /** The saved record's id (for its history); null when nothing is saved yet. */
  id: number | null;
}

export interface Register {
  /** As the setup names it: 5 for class 5, "LKG" for LKG. */
  class: number | string;
  section: Section | string | null;
  attendance_date: string;
  /** True when attendance for anyone on this roster was already saved for the date. */
  taken: boolean;
  students: RegisterEntry[];
}

/** A row of a 409 register answer: what the teacher sent, and what the server holds now. */
export interface RegisterConflict {
  student_id: string;
  name: string;
  yours: AttendanceStatus;
  theirs: AttendanceStatus | null;
}

export interface RegisterSaved {
  message: string;
  saved: number;
  present: number;
  absent: number;
}

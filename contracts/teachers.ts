import { z } from 'zod';
import type { Gender, Subject } from './enums';
import { email, isoDate, mobile, trimmed } from './fields';
import { gender, setupClass, subject } from './school-fields';

export const TeacherInput = z.object({
  name: trimmed('label.name'),
  email,
  mobile,
  joining_date: isoDate('label.joiningDate'),
  subject,
  class: setupClass,
  gender,
});
export type TeacherInput = z.infer<typeof TeacherInput>;

export const TeacherIdParams = z.object({ teacher_id: z.string().trim().min(1).max(32) });

export interface Teacher {
  teacher_id: string;
  name: string;
  email: string;
  mobile: string;
  joining_date: string;
  subject: Subject;
  /** Classes 1-10 answer as the spec's number; any other class of the setup by its name. */
  class: number | string;
  gender: Gender;
  /** The section this teacher is class teacher of, if any (set on the Teaching dialog). */
  class_teacher: { class: number | string; section: string } | null;
}

export const TEACHER_SORTS = ['teacher_id', 'name', 'email', 'joining_date', 'subject', 'class', 'gender'] as const;

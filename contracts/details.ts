import { z } from 'zod';
import type { Section } from './enums';
import { required } from './fields';
import { msg } from './i18n/packed-text';

export const ProfileQuery = z.object({
  student_id: z
    .string({ error: msg('field.enterUserId') })
    .trim()
    .min(1, msg('field.enterUserId'))
    .max(32, msg('field.userIdLong')),
});

export const TeacherDetailsQuery = z.object({
  user_id: z
    .string({ error: required('label.userId') })
    .trim()
    .min(1, required('label.userId'))
    .max(32, msg('field.userIdLong')),
});

export interface StudentDetails {
  auto_id: number;
  student_id: string;
  name: string;
  dob: string;
  /** The spec's number for classes 1-10, the setup's name for the others ("LKG"). */
  class: number | string;
  section: Section;
  gender: string;
  father_name: string;
  mother_name: string;
  email: string;
  mobile: string;
  address: string;
}

export interface TeacherDetails {
  teacher_id: string;
  name: string;
  email: string;
  subject: string;
  class: number;
}

export interface ClassSummary {
  /** Classes 1-10 as the spec's numbers, the setup's others by name. */
  class: number | string;
  section: string;
  students: number;
}

export interface SystemStatus {
  api: 'ok';
  database: 'ok' | 'unreachable';
  version: string;
  uptime_seconds: number;
  database_latency_ms: number | null;
  migrations: number | null;
  /** The address every mailed and printed link starts with; `app_url_set` false: APP_URL is not set and it says localhost. */
  links: { app_url: string; app_url_set: boolean };
}

// The sentences the screens show; the server answers with the same words.
export const OWN_PROFILE_ONLY = msg('details.ownProfile');
export const OWN_RESULTS_ONLY = msg('marks.ownResults');

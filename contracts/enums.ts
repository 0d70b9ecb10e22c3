import { PATHS } from './paths';

// The school's fixed vocabularies (spec section 9). Both the server's checks and the forms'
// option lists read them from here, so they can never drift apart.
export const CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const SECTIONS = ['A', 'B', 'C'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const PAYMENT_MODES = ['Cash', 'Online', 'Bank'] as const;
export const ATTENDANCE_STATUSES = ['Present', 'Absent'] as const;
export const SUBJECTS = ['Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi'] as const;
export const ROLES = ['admin', 'teacher', 'student', 'parent'] as const;
// Only active students are on registers, grids and default lists; the others keep every record.
export const STUDENT_STATUSES = ['active', 'withdrawn', 'graduated'] as const;

export type Role = (typeof ROLES)[number];
export type Section = (typeof SECTIONS)[number];
export type Gender = (typeof GENDERS)[number];
export type Subject = (typeof SUBJECTS)[number];
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

// The spec's client reads user_type as a code: '1' admin, '2' teacher, anything else student.
// Parents (issue 15) are '4'; the spec's own client, which knows no parents, shows them the student screens.
export const USER_TYPE_CODE: Record<Role, string> = { admin: '1', teacher: '2', student: '3', parent: '4' };

export const HOME_PATH: Record<Role, string> = {
  admin: PATHS.dashboard,
  teacher: PATHS.teacherDashboard,
  student: PATHS.studentDashboard,
  parent: PATHS.parentDashboard,
};

export function roleFromUserType(code: string | null | undefined): Role | null {
  if (code === '1') return 'admin';
  if (code === '2') return 'teacher';
  if (code === '4') return 'parent';
  if (code == null || code === '') return null;
  return 'student';
}

import type { Role, Section } from '@contracts/enums';
import type { SubjectField } from '@contracts/grades';

/**
 * The access matrix's data: for every route the app declares, what a caller may reach beyond
 * its roles. Kept with the tests (not in the route specs) and checked both ways: every route has
 * its entry here, and every entry names a route (route-rules.test.ts).
 */

/** The parts of a request the access matrix sends. */
export interface MatrixRequest {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

/** A student of one class section with an attendance and a marks record, as the access matrix addresses them. */
export interface SectionRecord {
  student_id: string;
  class: number;
  section: Section;
  attendance_id: number;
  attendance_date: string;
  marks_id: number;
  exam_name: string;
  /** The marks record's subject marks and total, as entered. */
  marks: Record<SubjectField, number>;
  total_marks: number;
  /** An assignment for the record's class. */
  assignment_id: number;
  /** The record's student's submission to that assignment. */
  submission_id: number;
}

/** Which rows of a list a caller of `role` may receive. */
export interface RowsRule {
  role: Role;
  field: string;
  scope: 'own-id' | 'own-class' | 'own-children' | 'taught';
}

export interface RouteRule {
  /** A caller of that role may only name their own record (the request field holding the ID). */
  owner?: { role: Role; in: 'query' | 'params'; field: string };
  /** Which rows of a list such a caller may receive. */
  rows?: RowsRule | readonly RowsRule[];
  /**
   * The route reaches only the sections a teacher teaches (the teaching policy): a request about
   * a record of a given section, which a teacher of another section must be refused (403) and a
   * teacher of that section allowed.
   */
  taught?: (r: SectionRecord) => MatrixRequest;
  /**
   * A request that changes a section's record as a whole (every subject, or the total that
   * weighs them all), which a teacher of one subject there must be refused (403) and the
   * section's class teacher allowed.
   */
  wholeRecord?: (r: SectionRecord) => MatrixRequest;
  /** A parent may name only their own children in this field. */
  child?: { in: 'query' | 'params'; field: string };
  /** A parent reaches it without naming a child: it serves the whole school, or the parent's own account. */
  schoolWide?: true;
}

const attendanceRecord = (r: SectionRecord) => ({
  student_id: r.student_id,
  class: r.class,
  attendance_date: r.attendance_date,
  status: 'Absent',
});
const register = (r: SectionRecord) => ({
  class: r.class,
  section: r.section,
  attendance_date: r.attendance_date,
  entries: [{ student_id: r.student_id, status: 'Absent' }],
});
const newMarks = { math: 40, english: 41, physics: 42, chemistry: 43, odia: 44, hindi: 45 };
const marksRecord = (r: SectionRecord) => ({
  student_id: r.student_id,
  exam_name: r.exam_name,
  class: r.class,
  ...newMarks,
  total_marks: 600,
});
// The record as it stands but for its total: a request that changes the total alone.
const newTotal = (r: SectionRecord) => r.total_marks - 100;
const retotalled = (r: SectionRecord) => ({
  student_id: r.student_id,
  exam_name: r.exam_name,
  class: r.class,
  ...r.marks,
  total_marks: newTotal(r),
});
const assignmentFor = (r: SectionRecord) => ({
  title: 'Matrix homework',
  date: r.attendance_date,
  description: 'For the access matrix.',
  class: r.class,
});
const ownStudent = { role: 'student', in: 'query', field: 'student_id' } as const;
const childInQuery = { in: 'query', field: 'student_id' } as const;
const aboutAssignment = (r: SectionRecord) => ({ params: { id: r.assignment_id } });
const taughtList = (r: SectionRecord) => ({ query: { class: r.class, section: r.section } });

/** Routes whose roles alone decide: a caller of a declared role may reach every record it serves. */
export const ROLES_ALONE = [
  'POST /api/login',
  'GET /api/login/status',
  'GET /api/settings/formats',
  'POST /api/admin/logout',
  'POST /api/admin/signup',
  'POST /api/account/confirm',
  'POST /api/account/forgot',
  'POST /api/account/reset',
  'POST /api/admin/logins/:login_id/reset',
  'POST /api/admin/logins/:login_id/letter',
  'GET /api/admin/letters',
  'GET /api/school',
  'GET /api/school/logo',
  'PUT /api/admin/setup/logo',
  'DELETE /api/admin/setup/logo',
  'GET /api/admin/setup',
  'PUT /api/admin/setup',
  'GET /api/admin/setup/templates',
  'GET /api/admin/choices',
  'PUT /api/admin/choices',
  'GET /api/dashboard',
  'GET /api/dashboard/today',
  'GET /api/dashboard/teacher',
  'GET /api/classes/summary',
  'GET /api/classes',
  'GET /api/system/status',
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/admin/outbox',
  'POST /api/admin/outbox/:id/resend',
  'GET /api/admin_signup',
  'POST /api/admin_signup',
  'PUT /api/admin_signup',
  'DELETE /api/admin_signup',
  'GET /api/admin/Teachers',
  'GET /api/admin/Teachers/export',
  'POST /api/admin/Teachers',
  'PUT /api/Teachers/:teacher_id',
  'DELETE /api/Teachers/:teacher_id',
  'GET /api/admin/Teachers/:teacher_id/teaching',
  'PUT /api/admin/Teachers/:teacher_id/teaching',
  'GET /api/teaching/me',
  'GET /api/admin/Students',
  'GET /api/admin/Students/export',
  'POST /api/admin/Students',
  'PUT /api/admin/Students',
  'POST /api/admin/Students/withdraw',
  'POST /api/admin/Students/readmit',
  'DELETE /api/admin/Students',
  'POST /api/admin/import/students',
  'POST /api/admin/import/students/rejected',
  'GET /api/admin/import/students/template',
  'POST /api/admin/import/teachers',
  'POST /api/admin/import/teachers/rejected',
  'GET /api/admin/import/teachers/template',
  'GET /api/years',
  'POST /api/admin/years',
  'PUT /api/admin/years/:id',
  'DELETE /api/admin/years/:id',
  'POST /api/admin/years/:id/terms',
  'DELETE /api/admin/terms/:id',
  'GET /api/admin/promotions/preview',
  'GET /api/admin/promotions',
  'POST /api/admin/promotions',
  'POST /api/admin/promotions/:id/undo',
  'GET /api/admin/years/:id/class-list',
  'GET /api/admin/export/oneroster',
  'POST /api/admin/notices',
  'DELETE /api/admin/notices/:id',
  'POST /api/admin/timetable',
  'DELETE /api/admin/timetable/:id',
  'GET /api/admin/Fee',
  'GET /api/admin/Fee/totals',
  'POST /api/admin/Fee',
  'PUT /api/admin/Fee',
  'DELETE /api/admin/Fee',
  'GET /api/admin/assignments',
  'GET /api/admin/exams',
  'POST /api/admin/exams',
  'PUT /api/admin/exams',
  'DELETE /api/admin/exams',
  'GET /api/history/deleted',
  'POST /api/history/restore',
  'GET /api/admin/at-risk/settings',
  'PUT /api/admin/at-risk/settings',
  'POST /api/admin/at-risk/weekly',
  'POST /api/assignments/:id/submissions',
  'PUT /api/admin/fee-structures',
  'GET /api/admin/fee-structures',
  'POST /api/admin/concessions',
  'GET /api/admin/concessions',
  'GET /api/admin/fees/settings',
  'PUT /api/admin/fees/settings',
  'GET /api/admin/fees/dues',
  'POST /api/admin/fees/payments',
  'POST /api/admin/fees/refunds',
  'POST /api/admin/fees/write-offs',
  'POST /api/admin/fees/waivers',
  'POST /api/admin/fees/late-fees',
  'GET /api/admin/fees/defaulters',
  'GET /api/admin/fees/defaulters.csv',
  'GET /api/admin/fees/ageing',
  'POST /api/admin/fees/reminders',
  'GET /api/admin/fees/summary',
  'POST /api/admin/fee-structures/copy',
  'GET /api/admin/fees/optional-heads',
  'POST /api/admin/fees/optional-heads',
  'DELETE /api/admin/fees/optional-heads',
  'GET /api/admin/fees/day-book',
] as const;

export const WITH_RULES: Record<string, RouteRule> = {
  // School-wide routes a parent reaches without naming a child.
  'GET /api/admin/notices': { schoolWide: true },
  'GET /api/admin/timetable': { schoolWide: true },
  'GET /api/files/:kind/:id': { schoolWide: true },
  'GET /api/admin/Fee/:fee_id/receipt': { schoolWide: true },
  'PUT /api/me/language': { schoolWide: true },
  'GET /api/parent/children': {
    schoolWide: true,
    rows: { role: 'parent', field: 'student_id', scope: 'own-children' },
  },

  'GET /api/details': {
    owner: ownStudent,
    taught: (r) => ({ query: { student_id: r.student_id } }),
    child: childInQuery,
  },
  'GET /api/teacherdetails': { owner: { role: 'teacher', in: 'query', field: 'user_id' } },
  'GET /api/fees': { owner: ownStudent, child: childInQuery },
  'GET /api/fees/ledger': { owner: ownStudent, child: childInQuery },

  'POST /api/admin/assignments': { taught: (r) => ({ body: assignmentFor(r) }) },
  'PUT /api/admin/assignments': { taught: (r) => ({ body: { ...assignmentFor(r), assignment_id: r.assignment_id } }) },
  'DELETE /api/admin/assignments': { taught: (r) => ({ query: { assignment_id: r.assignment_id } }) },
  'GET /api/assignments': { rows: { role: 'student', field: 'class', scope: 'own-class' }, child: childInQuery },

  'GET /api/attendance': {
    owner: ownStudent,
    rows: [
      { role: 'student', field: 'student_id', scope: 'own-id' },
      { role: 'teacher', field: 'section', scope: 'taught' },
    ],
    taught: taughtList,
  },
  'POST /api/attendance': { taught: (r) => ({ body: attendanceRecord(r) }) },
  'PUT /api/attendance': { taught: (r) => ({ body: { ...attendanceRecord(r), id: r.attendance_id } }) },
  'DELETE /api/attendance': { taught: (r) => ({ query: { id: r.attendance_id } }) },
  'GET /api/attendance/register': {
    taught: (r) => ({ query: { class: r.class, section: r.section, date: r.attendance_date } }),
  },
  'PUT /api/attendance/register': { taught: (r) => ({ body: register(r) }) },
  'GET /api/attendance_s': {
    owner: ownStudent,
    child: childInQuery,
    rows: { role: 'student', field: 'student_id', scope: 'own-id' },
  },
  'GET /api/assignments/:id/submissions': { taught: (r) => aboutAssignment(r) },
  'GET /api/assignments/:id/submissions/archive': { taught: (r) => aboutAssignment(r) },
  'PUT /api/assignments/:id/closed': { taught: (r) => ({ ...aboutAssignment(r), body: { closed: false } }) },
  'PUT /api/submissions/:id': {
    taught: (r) => ({ params: { id: r.submission_id }, body: { mark: 'A', comment: 'For the access matrix.' } }),
  },
  'GET /api/submissions': {
    owner: ownStudent,
    rows: { role: 'student', field: 'student_id', scope: 'own-id' },
    child: childInQuery,
  },
  'GET /api/at-risk': { rows: { role: 'teacher', field: 'section', scope: 'taught' }, taught: taughtList },
  'GET /api/history': { taught: (r) => ({ query: { table: 'attendance', id: r.attendance_id } }) },

  'GET /api/admin/marks': { rows: { role: 'teacher', field: 'section', scope: 'taught' }, taught: taughtList },
  'POST /api/admin/marks': { taught: (r) => ({ body: marksRecord(r) }), wholeRecord: (r) => ({ body: retotalled(r) }) },
  'PUT /api/admin/marks': {
    taught: (r) => ({ body: { ...marksRecord(r), id: r.marks_id } }),
    wholeRecord: (r) => ({ body: { ...retotalled(r), id: r.marks_id } }),
  },
  'DELETE /api/admin/marks': {
    taught: (r) => ({ query: { id: r.marks_id } }),
    wholeRecord: (r) => ({ query: { id: r.marks_id } }),
  },
  'GET /api/admin/marks/grid': {
    taught: (r) => ({ query: { class: r.class, section: r.section, exam_name: r.exam_name } }),
  },
  'PUT /api/admin/marks/grid': {
    taught: (r) => ({
      body: {
        class: r.class,
        section: r.section,
        exam_name: r.exam_name,
        total_marks: 600,
        entries: [{ student_id: r.student_id, ...newMarks }],
      },
    }),
    wholeRecord: (r) => ({
      body: {
        class: r.class,
        section: r.section,
        exam_name: r.exam_name,
        total_marks: newTotal(r),
        entries: [{ student_id: r.student_id, ...r.marks }],
      },
    }),
  },
  'GET /api/student/marks/:student_id': {
    owner: { role: 'student', in: 'params', field: 'student_id' },
    taught: (r) => ({ params: { student_id: r.student_id } }),
    child: { in: 'params', field: 'student_id' },
  },
};

export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  ...Object.fromEntries(ROLES_ALONE.map((k) => [k, {}])),
  ...WITH_RULES,
};

export const routeKey = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

/** The rule of a route the app declares; a route without an entry fails route-rules.test.ts. */
export const ruleOf = (r: { method: string; path: string }): RouteRule => ROUTE_RULES[routeKey(r)] ?? {};

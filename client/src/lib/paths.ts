import { CONFIRM_PATH, FORGOT_PATH, SET_PASSWORD_PATH } from '@contracts/account-paths';

// Every screen's path, named once: the route tables, links and navigations read them from here
// (a lint rule refuses a '/...' literal in `to=`/`navigate(` elsewhere). The sign-in page's entry
// imports this file, so it imports nothing that carries zod or the route tables.
export const PATHS = {
  /** The sign-in page too; a signed-in person's Back lands on their dashboard. */
  root: '/',
  signIn: '/Signin',
  signUp: '/Signup',
  forgotPassword: FORGOT_PATH,
  confirmAccount: CONFIRM_PATH,
  setPassword: SET_PASSWORD_PATH,
  // The admin's screens.
  dashboard: '/Dashboard',
  adminSidebar: '/Sidebar',
  addAccount: '/addacount',
  teachers: '/Teacherm',
  students: '/Studentm',
  fees: '/Fee',
  feeReceipt: '/FeeReceipt/:fee_id',
  /** The office's fee screens (issue 34). */
  feeStructures: '/FeeStructures',
  defaulters: '/FeeDefaulters',
  timetable: '/TimeTable',
  notice: '/Notice',
  exams: '/Exams',
  import: '/Import',
  years: '/Years',
  promotion: '/Promotion',
  outbox: '/Outbox',
  letters: '/Letters',
  signInLetter: '/SignInLetter',
  classes: '/Classm',
  setup: '/SchoolSetup',
  deleted: '/Deleted',
  system: '/python-backend',
  /** Teachers' and admins': the pupils who may be slipping (issue 35). */
  atRisk: '/AtRisk',
  // The teacher's.
  teacherDashboard: '/TeacherDashboard',
  teacherSidebar: '/Teachersidebar',
  attendance: '/Attendancem',
  assignments: '/Assignmentm',
  assignmentSubmissions: '/Assignmentm/:assignment_id/submissions',
  marksEntry: '/Marksentry',
  noticeView: '/NoticeView',
  teacherTimetable: '/Teachertimetable',
  // The student's (a parent's too, for the chosen child).
  studentDashboard: '/StudentDashboard',
  studentSidebar: '/Studentsidebar',
  profile: '/ProfileDetails',
  examResults: '/ExamResults',
  studentNotices: '/Studentsnoticeview',
  attendanceView: '/Attendanceview',
  assignmentView: '/Assignmentview',
  studentTimetable: '/StudentTimetable',
  // The parent's own.
  parentDashboard: '/ParentDashboard',
  parentSidebar: '/Parentsidebar',
  parentFees: '/ParentFees',
  parentFeeReceipt: '/ParentFees/:fee_id/receipt',
} as const;

export type ScreenPath = (typeof PATHS)[keyof typeof PATHS];

export const SIGN_IN_LETTER_PATH = PATHS.signInLetter;
export const ATTENDANCE_PATH = PATHS.attendance;
export const MARKS_ENTRY_PATH = PATHS.marksEntry;

/** The receipt of one payment: the admin's, or under the parent's fees. */
export const feeReceiptPath = (feeId: number | string) => PATHS.feeReceipt.replace(':fee_id', String(feeId));
/** The class's work handed in for one assignment, for its teacher to mark. */
export const assignmentSubmissionsPath = (assignmentId: number) =>
  PATHS.assignmentSubmissions.replace(':assignment_id', String(assignmentId));
export const parentFeeReceiptPath = (feeId: number | string) =>
  PATHS.parentFeeReceipt.replace(':fee_id', String(feeId));

// Named apart from the attendance records list's own class and date filters on the same screen.
export const REGISTER_PARAMS = { class: 'register_class', section: 'register_section', date: 'register_date' } as const;
export const MARKS_GRID_PARAMS = { class: 'grid_class', section: 'grid_section', exam_name: 'grid_exam' } as const;

type Params<K extends string> = { [key in K]?: string | number | null };

/** `path?param=value...` with the screen's own param names; empty values are left out. */
const withParams = <K extends string>(path: string, names: Record<K, string>, values: Params<K>) => {
  const search = new URLSearchParams();
  for (const key of Object.keys(names) as K[]) {
    const value = values[key];
    if (value !== undefined && value !== null && value !== '') search.set(names[key], String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

/** The register of one class (and section) on one day (YYYY-MM-DD). */
export const registerLink = (at: Params<keyof typeof REGISTER_PARAMS>) =>
  withParams(ATTENDANCE_PATH, REGISTER_PARAMS, at);

/** The marks grid of one exam, opened on one class (and section). */
export const marksGridLink = (at: Params<keyof typeof MARKS_GRID_PARAMS>) =>
  withParams(MARKS_ENTRY_PATH, MARKS_GRID_PARAMS, at);

// Every screen's path, named once, for the client and the server alike: the client's route
// tables, links and navigations (through client/src/lib/paths.ts; a lint rule refuses a '/...'
// literal in `to=`/`navigate(` elsewhere) and the server's redirects and mailed links. The
// sign-in page's entry imports it, so it imports nothing (no zod, no route tables).
export const PATHS = {
  /** The sign-in page too; a signed-in person's Back lands on their dashboard. */
  root: '/',
  signIn: '/Signin',
  signUp: '/Signup',
  /** Where the mailed and printed links lead (APP_URL + path + ?token=). */
  forgotPassword: '/ForgotPassword',
  confirmAccount: '/ConfirmAccount',
  setPassword: '/SetPassword',
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
  /** The pupil's own dues, ledger and receipts (issue 34); not among the spec's screens. */
  studentFees: '/StudentFees',
  studentFeeReceipt: '/StudentFees/:fee_id/receipt',
  // The parent's own.
  parentDashboard: '/ParentDashboard',
  parentSidebar: '/Parentsidebar',
  parentFees: '/ParentFees',
  parentFeeReceipt: '/ParentFees/:fee_id/receipt',
} as const;

export type ScreenPath = (typeof PATHS)[keyof typeof PATHS];

import { PATHS, SIGN_IN_LETTER_PATH } from '../../lib/paths';
import { noticeBoard, page, type RoleTree, timetableBoard } from './screen';

// In the order of the Admin Panel in the spec.
export const adminTree: RoleTree = {
  role: 'admin',
  title: 'menu.adminPanel',
  home: PATHS.dashboard,
  sidebarPath: PATHS.adminSidebar,
  screens: [
    {
      path: PATHS.dashboard,
      label: 'menu.dashboard',
      page: page(() => import('../../features/dashboards/admin-dashboard')),
    },
    { path: PATHS.addAccount, label: 'menu.addAccount', page: page(() => import('../../features/admins/admins-page')) },
    { path: PATHS.teachers, label: 'menu.teachers', page: page(() => import('../../features/teachers/teachers-page')) },
    { path: PATHS.students, label: 'menu.students', page: page(() => import('../../features/students/students-page')) },
    { path: PATHS.fees, label: 'menu.fees', page: page(() => import('../../features/fees/fees-page')) },
    {
      path: PATHS.timetable,
      label: 'menu.timetable',
      page: page(() => import('../../features/file-boards/board-admin-page'), timetableBoard),
    },
    {
      path: PATHS.notice,
      label: 'menu.notice',
      page: page(() => import('../../features/file-boards/board-admin-page'), noticeBoard),
    },
    // Not in the spec's panel: the exam records that marks are entered for.
    { path: PATHS.exams, label: 'menu.exams', page: page(() => import('../../features/exams/exams-page')) },
    { path: PATHS.atRisk, label: 'menu.atRisk', page: page(() => import('../../features/at-risk/at-risk-page')) },
    // The office's fee screens (issue 34), beside the spec's Fee Management.
    {
      path: PATHS.feeStructures,
      label: 'menu.feeStructures',
      page: page(() => import('../../features/fees/fee-structure-page')),
    },
    {
      path: PATHS.defaulters,
      label: 'menu.defaulters',
      page: page(() => import('../../features/fees/defaulters-page')),
    },
    { path: PATHS.import, label: 'menu.import', page: page(() => import('../../features/imports/import-page')) },
    { path: PATHS.years, label: 'menu.years', page: page(() => import('../../features/years/years-page')) },
    { path: PATHS.promotion, label: 'menu.promotion', page: page(() => import('../../features/years/promotion-page')) },
    { path: PATHS.outbox, label: 'menu.outbox', page: page(() => import('../../features/outbox/outbox-page')) },
    {
      path: PATHS.letters,
      label: 'menu.letters',
      page: page(() => import('../../features/logins/class-letters-page')),
    },
    {
      path: SIGN_IN_LETTER_PATH,
      label: 'logins.letter',
      inNav: false,
      page: page(() => import('../../features/logins/sign-in-letter-page')),
    },
    {
      path: PATHS.feeReceipt,
      label: 'menu.feeReceipt',
      inNav: false,
      page: page(() => import('../../features/fees/fee-receipt-page')),
    },
    { path: PATHS.setup, label: 'menu.setup', page: page(() => import('../../features/setup/setup-page')) },
    { path: PATHS.classes, label: 'menu.classes', page: page(() => import('../../features/classes/classes-page')) },
    {
      path: PATHS.deleted,
      label: 'menu.deleted',
      inNav: false,
      page: page(() => import('../../features/history/deleted-records-page')),
    },
    { path: PATHS.system, label: 'menu.system', page: page(() => import('../../features/system/system-status-page')) },
  ],
};

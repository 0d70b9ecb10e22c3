import { SIGN_IN_LETTER_PATH } from '../../lib/paths';
import { noticeBoard, page, type RoleTree, timetableBoard } from './screen';

// In the order of the Admin Panel in the spec.
export const adminTree: RoleTree = {
  role: 'admin',
  title: 'menu.adminPanel',
  home: '/Dashboard',
  sidebarPath: '/Sidebar',
  screens: [
    { path: '/Dashboard', label: 'menu.dashboard', page: page(() => import('../../features/dashboards/admin-dashboard')) },
    { path: '/addacount', label: 'menu.addAccount', page: page(() => import('../../features/admins/admins-page')) },
    { path: '/Teacherm', label: 'menu.teachers', page: page(() => import('../../features/teachers/teachers-page')) },
    { path: '/Studentm', label: 'menu.students', page: page(() => import('../../features/students/students-page')) },
    { path: '/Fee', label: 'menu.fees', page: page(() => import('../../features/fees/fees-page')) },
    { path: '/TimeTable', label: 'menu.timetable', page: page(() => import('../../features/file-boards/board-admin-page'), timetableBoard) },
    { path: '/Notice', label: 'menu.notice', page: page(() => import('../../features/file-boards/board-admin-page'), noticeBoard) },
    // Not in the spec's panel: the exam records that marks are entered for.
    { path: '/Exams', label: 'menu.exams', page: page(() => import('../../features/exams/exams-page')) },
    { path: '/Import', label: 'menu.import', page: page(() => import('../../features/imports/import-page')) },
    { path: '/Years', label: 'menu.years', page: page(() => import('../../features/years/years-page')) },
    { path: '/Promotion', label: 'menu.promotion', page: page(() => import('../../features/years/promotion-page')) },
    { path: '/Outbox', label: 'menu.outbox', page: page(() => import('../../features/outbox/outbox-page')) },
    { path: '/Letters', label: 'menu.letters', page: page(() => import('../../features/logins/class-letters-page')) },
    { path: SIGN_IN_LETTER_PATH, label: 'logins.letter', inNav: false, page: page(() => import('../../features/logins/sign-in-letter-page')) },
    { path: '/FeeReceipt/:fee_id', label: 'menu.feeReceipt', inNav: false, page: page(() => import('../../features/fees/fee-receipt-page')) },
    { path: '/Classm', label: 'menu.classes', page: page(() => import('../../features/classes/classes-page')) },
    { path: '/Deleted', label: 'menu.deleted', inNav: false, page: page(() => import('../../features/history/deleted-records-page')) },
    { path: '/python-backend', label: 'menu.system', page: page(() => import('../../features/system/system-status-page')) },
  ],
};

import { SIGN_IN_LETTER_PATH } from '../../lib/paths';
import { noticeBoard, page, type RoleTree, timetableBoard } from './screen';

// In the order of the Admin Panel in the spec.
export const adminTree: RoleTree = {
  role: 'admin',
  title: 'Admin Panel',
  home: '/Dashboard',
  sidebarPath: '/Sidebar',
  screens: [
    { path: '/Dashboard', label: 'Dashboard', page: page(() => import('../../features/dashboards/admin-dashboard')) },
    { path: '/addacount', label: 'Add Account', page: page(() => import('../../features/admins/admins-page')) },
    { path: '/Teacherm', label: 'Teacher Management', page: page(() => import('../../features/teachers/teachers-page')) },
    { path: '/Studentm', label: 'Student Management', page: page(() => import('../../features/students/students-page')) },
    { path: '/Fee', label: 'Fee Management', page: page(() => import('../../features/fees/fees-page')) },
    { path: '/TimeTable', label: 'Timetable', page: page(() => import('../../features/file-boards/board-admin-page'), timetableBoard) },
    { path: '/Notice', label: 'Notice', page: page(() => import('../../features/file-boards/board-admin-page'), noticeBoard) },
    // Not in the spec's panel: the exam records that marks are entered for.
    { path: '/Exams', label: 'Exams', page: page(() => import('../../features/exams/exams-page')) },
    { path: '/Import', label: 'Import', page: page(() => import('../../features/imports/import-page')) },
    { path: '/Years', label: 'Academic Years', page: page(() => import('../../features/years/years-page')) },
    { path: '/Promotion', label: 'Promotion', page: page(() => import('../../features/years/promotion-page')) },
    { path: '/Outbox', label: 'Outbox', page: page(() => import('../../features/outbox/outbox-page')) },
    { path: SIGN_IN_LETTER_PATH, label: 'Sign-in letter', inNav: false, page: page(() => import('../../features/logins/sign-in-letter-page')) },
    { path: '/FeeReceipt/:fee_id', label: 'Fee receipt', inNav: false, page: page(() => import('../../features/fees/fee-receipt-page')) },
    { path: '/Classm', label: 'Class Management', page: page(() => import('../../features/classes/classes-page')) },
    { path: '/Deleted', label: 'Deleted records', inNav: false, page: page(() => import('../../features/history/deleted-records-page')) },
    { path: '/python-backend', label: 'System Status', page: page(() => import('../../features/system/system-status-page')) },
  ],
};

import { lazy } from 'react';
import { NOTICE_BOARD, TIMETABLE_BOARD } from '../../features/file-boards/boards';
import { SIGN_IN_LETTER_PATH } from '../../components/login-actions';
import { RoleLayout, type Screen } from '../role-layout';

const AdminDashboard = lazy(() => import('../../features/dashboards/admin-dashboard'));
const AdminsPage = lazy(() => import('../../features/admins/admins-page'));
const TeachersPage = lazy(() => import('../../features/teachers/teachers-page'));
const StudentsPage = lazy(() => import('../../features/students/students-page'));
const FeesPage = lazy(() => import('../../features/fees/fees-page'));
const FeeReceiptPage = lazy(() => import('../../features/fees/fee-receipt-page'));
const BoardAdminPage = lazy(() => import('../../features/file-boards/board-admin-page'));
const ExamsPage = lazy(() => import('../../features/exams/exams-page'));
const ClassesPage = lazy(() => import('../../features/classes/classes-page'));
const DeletedRecordsPage = lazy(() => import('../../features/history/deleted-records-page'));
const SystemStatusPage = lazy(() => import('../../features/system/system-status-page'));
const ImportPage = lazy(() => import('../../features/imports/import-page'));
const YearsPage = lazy(() => import('../../features/years/years-page'));
const PromotionPage = lazy(() => import('../../features/years/promotion-page'));
const OutboxPage = lazy(() => import('../../features/outbox/outbox-page'));
const SignInLetterPage = lazy(() => import('../../features/logins/sign-in-letter-page'));

// In the order of the Admin Panel in the spec.
const screens: Screen[] = [
  { path: '/Dashboard', label: 'Dashboard', element: <AdminDashboard /> },
  { path: '/addacount', label: 'Add Account', element: <AdminsPage /> },
  { path: '/Teacherm', label: 'Teacher Management', element: <TeachersPage /> },
  { path: '/Studentm', label: 'Student Management', element: <StudentsPage /> },
  { path: '/Fee', label: 'Fee Management', element: <FeesPage /> },
  { path: '/TimeTable', label: 'Timetable', element: <BoardAdminPage key="timetable" board={TIMETABLE_BOARD} /> },
  { path: '/Notice', label: 'Notice', element: <BoardAdminPage key="notices" board={NOTICE_BOARD} /> },
  // Not in the spec's panel: the exam records that marks are entered for.
  { path: '/Exams', label: 'Exams', element: <ExamsPage /> },
  { path: '/Import', label: 'Import', element: <ImportPage /> },
  { path: '/Years', label: 'Academic Years', element: <YearsPage /> },
  { path: '/Promotion', label: 'Promotion', element: <PromotionPage /> },
  { path: '/Outbox', label: 'Outbox', element: <OutboxPage /> },
  { path: SIGN_IN_LETTER_PATH, label: 'Sign-in letter', element: <SignInLetterPage />, inNav: false },
  { path: '/FeeReceipt/:fee_id', label: 'Fee receipt', element: <FeeReceiptPage />, inNav: false },
  { path: '/Classm', label: 'Class Management', element: <ClassesPage /> },
  { path: '/Deleted', label: 'Deleted records', element: <DeletedRecordsPage />, inNav: false },
  { path: '/python-backend', label: 'System Status', element: <SystemStatusPage /> },
];

export default function AdminArea() {
  return <RoleLayout title="Admin Panel" home="/Dashboard" sidebarPath="/Sidebar" screens={screens} />;
}

import { lazy } from 'react';
import { RoleLayout, type Screen } from '../role-layout';

const DashboardPage = lazy(() => import('../../features/dashboard/dashboard-page'));
const AdminsPage = lazy(() => import('../../features/admins/admins-page'));
const TeachersPage = lazy(() => import('../../features/teachers/teachers-page'));
const StudentsPage = lazy(() => import('../../features/students/students-page'));
const ClassesPage = lazy(() => import('../../features/classes/classes-page'));
const SystemStatusPage = lazy(() => import('../../features/system/system-status-page'));

const screens: Screen[] = [
  { path: '/Dashboard', label: 'Dashboard', element: <DashboardPage /> },
  { path: '/addacount', label: 'Add Account', element: <AdminsPage /> },
  { path: '/Teacherm', label: 'Teacher Management', element: <TeachersPage /> },
  { path: '/Studentm', label: 'Student Management', element: <StudentsPage /> },
  { path: '/Classm', label: 'Class Management', element: <ClassesPage />, inNav: false },
  { path: '/python-backend', label: 'System Status', element: <SystemStatusPage />, inNav: false },
];

export default function AdminArea() {
  return <RoleLayout title="Admin Panel" home="/Dashboard" sidebarPath="/Sidebar" screens={screens} />;
}

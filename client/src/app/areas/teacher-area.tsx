import { lazy } from 'react';
import { RoleLayout, type Screen } from '../role-layout';
import { Welcome } from './welcome';

const AttendancePage = lazy(() => import('../../features/attendance/attendance-page'));
const MarksPage = lazy(() => import('../../features/marks/marks-page'));

// In the spec's sidebar order: Dashboard, Attendance Management, Assignment Management,
// Marks Entry, Notice View, Time Table.
const screens: Screen[] = [
  { path: '/TeacherDashboard', label: 'Dashboard', element: <Welcome title="Teacher Dashboard" /> },
  { path: '/Attendancem', label: 'Attendance Management', element: <AttendancePage /> },
  { path: '/Marksentry', label: 'Marks Entry', element: <MarksPage /> },
];

export default function TeacherArea() {
  return <RoleLayout title="Teacher Panel" home="/TeacherDashboard" sidebarPath="/Teachersidebar" screens={screens} />;
}

import { lazy } from 'react';
import { NOTICE_BOARD, TIMETABLE_BOARD } from '../../features/file-boards/boards';
import { RoleLayout, type Screen } from '../role-layout';

const TeacherDashboard = lazy(() => import('../../features/dashboards/teacher-dashboard'));
const AttendancePage = lazy(() => import('../../features/attendance/attendance-page'));
const AssignmentsPage = lazy(() => import('../../features/assignments/assignments-page'));
const MarksPage = lazy(() => import('../../features/marks/marks-page'));
const BoardCardsPage = lazy(() => import('../../features/file-boards/board-cards-page'));

// In the order of the teacher's sidebar in the spec.
const screens: Screen[] = [
  { path: '/TeacherDashboard', label: 'Dashboard', element: <TeacherDashboard /> },
  { path: '/Attendancem', label: 'Attendance Management', element: <AttendancePage /> },
  { path: '/Assignmentm', label: 'Assignment Management', element: <AssignmentsPage /> },
  { path: '/Marksentry', label: 'Marks Entry', element: <MarksPage /> },
  { path: '/NoticeView', label: 'Notice View', element: <BoardCardsPage key="notices" board={NOTICE_BOARD} /> },
  { path: '/Teachertimetable', label: 'Time Table', element: <BoardCardsPage key="timetable" board={TIMETABLE_BOARD} /> },
];

export default function TeacherArea() {
  return <RoleLayout title="Teacher Panel" home="/TeacherDashboard" sidebarPath="/Teachersidebar" screens={screens} />;
}

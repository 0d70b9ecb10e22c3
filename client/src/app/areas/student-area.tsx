import { lazy } from 'react';
import { NOTICE_BOARD, TIMETABLE_BOARD } from '../../features/file-boards/boards';
import { RoleLayout, type Screen } from '../role-layout';

const StudentDashboard = lazy(() => import('../../features/dashboards/student-dashboard'));
const ProfileDetailsPage = lazy(() => import('../../features/profile/profile-details-page'));
const AssignmentsViewPage = lazy(() => import('../../features/assignments/assignments-view-page'));
const BoardCardsPage = lazy(() => import('../../features/file-boards/board-cards-page'));

// In the order of the student's sidebar in the spec.
const screens: Screen[] = [
  { path: '/StudentDashboard', label: 'Dashboard', element: <StudentDashboard /> },
  { path: '/ProfileDetails', label: 'Profile Details', element: <ProfileDetailsPage /> },
  { path: '/Studentsnoticeview', label: 'Notice View', element: <BoardCardsPage key="notices" board={NOTICE_BOARD} /> },
  { path: '/Assignmentview', label: 'Assignment', element: <AssignmentsViewPage /> },
  { path: '/StudentTimetable', label: 'Time Table', element: <BoardCardsPage key="timetable" board={TIMETABLE_BOARD} /> },
];

export default function StudentArea() {
  return <RoleLayout title="Student Panel" home="/StudentDashboard" sidebarPath="/Studentsidebar" screens={screens} />;
}

import { lazy, Suspense } from 'react';
import { NOTICE_BOARD, TIMETABLE_BOARD } from '../../features/file-boards/boards';
import { RoleLayout, type Screen } from '../role-layout';

const StudentDashboard = lazy(() => import('../../features/dashboards/student-dashboard'));
const ProfileDetailsPage = lazy(() => import('../../features/profile/profile-details-page'));
const ExamResultsPage = lazy(() => import('../../features/marks/exam-results-page'));
const AttendanceViewPage = lazy(() => import('../../features/attendance/attendance-view-page'));
const LatestResultCard = lazy(() => import('../../features/marks/latest-result-card'));
const MonthAttendanceCard = lazy(() => import('../../features/attendance/month-attendance-card'));
const AssignmentsViewPage = lazy(() => import('../../features/assignments/assignments-view-page'));
const BoardCardsPage = lazy(() => import('../../features/file-boards/board-cards-page'));

// The dashboard's shortcuts come from the screens they lead to; the welcome does not wait for them.
const shortcuts = (
  <Suspense fallback={null}>
    <LatestResultCard />
    <MonthAttendanceCard />
  </Suspense>
);

// In the order of the student's sidebar in the spec.
const screens: Screen[] = [
  { path: '/StudentDashboard', label: 'Dashboard', element: <StudentDashboard shortcuts={shortcuts} /> },
  { path: '/ProfileDetails', label: 'Profile Details', element: <ProfileDetailsPage /> },
  { path: '/ExamResults', label: 'Exam Results', element: <ExamResultsPage /> },
  { path: '/Studentsnoticeview', label: 'Notice View', element: <BoardCardsPage key="notices" board={NOTICE_BOARD} /> },
  { path: '/Attendanceview', label: 'Attendance', element: <AttendanceViewPage /> },
  { path: '/Assignmentview', label: 'Assignment', element: <AssignmentsViewPage /> },
  { path: '/StudentTimetable', label: 'Time Table', element: <BoardCardsPage key="timetable" board={TIMETABLE_BOARD} /> },
];

export default function StudentArea() {
  return <RoleLayout title="Student Panel" home="/StudentDashboard" sidebarPath="/Studentsidebar" screens={screens} />;
}

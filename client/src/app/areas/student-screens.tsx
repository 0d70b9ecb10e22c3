import { lazy, Suspense } from 'react';
import { noticeBoard, page, type RoleTree, timetableBoard } from './screen';

// The dashboard's shortcuts come from the screens they lead to; the welcome does not wait for them.
async function shortcuts() {
  const LatestResultCard = lazy(() => import('../../features/marks/latest-result-card'));
  const MonthAttendanceCard = lazy(() => import('../../features/attendance/month-attendance-card'));
  return {
    shortcuts: (
      <Suspense fallback={null}>
        <LatestResultCard />
        <MonthAttendanceCard />
      </Suspense>
    ),
  };
}

// In the order of the student's sidebar in the spec. The parent's tree shows some of these
// same screens for the chosen child, under the same paths.
export const studentTree: RoleTree = {
  role: 'student',
  title: 'menu.studentPanel',
  home: '/StudentDashboard',
  sidebarPath: '/Studentsidebar',
  screens: [
    { path: '/StudentDashboard', label: 'menu.dashboard', page: page(() => import('../../features/dashboards/student-dashboard'), shortcuts) },
    { path: '/ProfileDetails', label: 'menu.profile', page: page(() => import('../../features/profile/profile-details-page')) },
    { path: '/ExamResults', label: 'menu.examResults', page: page(() => import('../../features/marks/exam-results-page')) },
    { path: '/Studentsnoticeview', label: 'menu.noticeView', page: page(() => import('../../features/file-boards/board-cards-page'), noticeBoard) },
    { path: '/Attendanceview', label: 'menu.attendance', page: page(() => import('../../features/attendance/attendance-view-page')) },
    { path: '/Assignmentview', label: 'menu.assignment', page: page(() => import('../../features/assignments/assignments-view-page')) },
    { path: '/StudentTimetable', label: 'menu.timeTable', page: page(() => import('../../features/file-boards/board-cards-page'), timetableBoard) },
  ],
};

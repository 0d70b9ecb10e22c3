import { lazy, Suspense } from 'react';
import { familyFeeScreens, noticeBoard, page, type RoleTree, timetableBoard } from './screen';
import { PATHS, studentFeeReceiptPath } from '../../lib/paths';

// The dashboard's shortcuts come from the screens they lead to; the welcome does not wait for them.
async function shortcuts() {
  const LatestResultCard = lazy(() => import('../../features/marks/latest-result-card'));
  const MonthAttendanceCard = lazy(() => import('../../features/attendance/month-attendance-card'));
  const DuesCard = lazy(() => import('../../features/fees/dues-card'));
  return {
    shortcuts: (
      <Suspense fallback={null}>
        <LatestResultCard />
        <MonthAttendanceCard />
        <DuesCard to={PATHS.studentFees} />
      </Suspense>
    ),
  };
}

// In the order of the student's sidebar in the spec, then Fees. The parent's tree shows some of these
// same screens for the chosen child, under the same paths.
export const studentTree: RoleTree = {
  role: 'student',
  title: 'menu.studentPanel',
  home: PATHS.studentDashboard,
  sidebarPath: PATHS.studentSidebar,
  screens: [
    {
      path: PATHS.studentDashboard,
      label: 'menu.dashboard',
      page: page(() => import('../../features/dashboards/student-dashboard'), shortcuts),
    },
    {
      path: PATHS.profile,
      label: 'menu.profile',
      page: page(() => import('../../features/profile/profile-details-page')),
    },
    {
      path: PATHS.examResults,
      label: 'menu.examResults',
      page: page(() => import('../../features/marks/exam-results-page')),
    },
    {
      path: PATHS.studentNotices,
      label: 'menu.noticeView',
      page: page(() => import('../../features/file-boards/board-cards-page'), noticeBoard),
    },
    {
      path: PATHS.attendanceView,
      label: 'menu.attendance',
      page: page(() => import('../../features/attendance/attendance-view-page')),
    },
    {
      path: PATHS.assignmentView,
      label: 'menu.assignment',
      page: page(() => import('../../features/assignments/assignments-view-page')),
    },
    {
      path: PATHS.studentTimetable,
      label: 'menu.timeTable',
      page: page(() => import('../../features/file-boards/board-cards-page'), timetableBoard),
    },
    // After the spec's screens: the pupil's own dues, ledger and receipts (issue 34).
    ...familyFeeScreens(PATHS.studentFees, PATHS.studentFeeReceipt, studentFeeReceiptPath),
  ],
};

import { lazy, Suspense } from 'react';
import { familyFeeScreens, noticeBoard, page, type RoleTree, timetableBoard } from './screen';
import { PATHS, parentFeeReceiptPath } from '../../lib/paths';

async function latestResult() {
  const LatestResultCard = lazy(() => import('../../features/marks/latest-result-card'));
  return {
    latestResult: (
      <Suspense fallback={null}>
        <LatestResultCard />
      </Suspense>
    ),
  };
}

// The student screens, shown for the chosen child; the paths are the students' own, so their
// shortcuts work here too, and a path both trees hold draws the same screen in each.
export const parentTree: RoleTree = {
  role: 'parent',
  title: 'menu.parentPanel',
  home: PATHS.parentDashboard,
  sidebarPath: PATHS.parentSidebar,
  screens: [
    {
      path: PATHS.parentDashboard,
      label: 'menu.dashboard',
      page: page(() => import('../../features/parents/parent-dashboard'), latestResult),
    },
    {
      path: PATHS.attendanceView,
      label: 'menu.attendance',
      page: page(() => import('../../features/attendance/attendance-view-page')),
    },
    {
      path: PATHS.examResults,
      label: 'menu.examResults',
      page: page(() => import('../../features/marks/exam-results-page')),
    },
    {
      path: PATHS.assignmentView,
      label: 'menu.assignments',
      page: page(() => import('../../features/assignments/assignments-view-page')),
    },
    {
      path: PATHS.studentNotices,
      label: 'menu.notices',
      page: page(() => import('../../features/file-boards/board-cards-page'), noticeBoard),
    },
    {
      path: PATHS.studentTimetable,
      label: 'menu.timeTable',
      page: page(() => import('../../features/file-boards/board-cards-page'), timetableBoard),
    },
    ...familyFeeScreens(PATHS.parentFees, PATHS.parentFeeReceipt, parentFeeReceiptPath),
  ],
};

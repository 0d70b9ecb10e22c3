import { lazy, Suspense } from 'react';
import { noticeBoard, page, type RoleTree, timetableBoard } from './screen';

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
  home: '/ParentDashboard',
  sidebarPath: '/Parentsidebar',
  screens: [
    { path: '/ParentDashboard', label: 'menu.dashboard', page: page(() => import('../../features/parents/parent-dashboard'), latestResult) },
    { path: '/Attendanceview', label: 'menu.attendance', page: page(() => import('../../features/attendance/attendance-view-page')) },
    { path: '/ExamResults', label: 'menu.examResults', page: page(() => import('../../features/marks/exam-results-page')) },
    { path: '/Assignmentview', label: 'menu.assignments', page: page(() => import('../../features/assignments/assignments-view-page')) },
    { path: '/Studentsnoticeview', label: 'menu.notices', page: page(() => import('../../features/file-boards/board-cards-page'), noticeBoard) },
    { path: '/StudentTimetable', label: 'menu.timeTable', page: page(() => import('../../features/file-boards/board-cards-page'), timetableBoard) },
    { path: '/ParentFees', label: 'menu.parentFees', page: page(() => import('../../features/parents/parent-fees-page')) },
    {
      path: '/ParentFees/:fee_id/receipt',
      label: 'menu.receipt',
      inNav: false,
      page: page(() => import('../../features/fees/fee-receipt-page'), () => ({ back: { to: '/ParentFees' } })),
    },
  ],
};

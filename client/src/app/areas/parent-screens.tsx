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
  title: 'Parent Panel',
  home: '/ParentDashboard',
  sidebarPath: '/Parentsidebar',
  screens: [
    { path: '/ParentDashboard', label: 'Dashboard', page: page(() => import('../../features/parents/parent-dashboard'), latestResult) },
    { path: '/Attendanceview', label: 'Attendance', page: page(() => import('../../features/attendance/attendance-view-page')) },
    { path: '/ExamResults', label: 'Exam Results', page: page(() => import('../../features/marks/exam-results-page')) },
    { path: '/Assignmentview', label: 'Assignments', page: page(() => import('../../features/assignments/assignments-view-page')) },
    { path: '/Studentsnoticeview', label: 'Notices', page: page(() => import('../../features/file-boards/board-cards-page'), noticeBoard) },
    { path: '/StudentTimetable', label: 'Time Table', page: page(() => import('../../features/file-boards/board-cards-page'), timetableBoard) },
    { path: '/ParentFees', label: 'Fees', page: page(() => import('../../features/parents/parent-fees-page')) },
    {
      path: '/ParentFees/:fee_id/receipt',
      label: 'Receipt',
      inNav: false,
      page: page(() => import('../../features/fees/fee-receipt-page'), () => ({ back: { to: '/ParentFees', label: '← Back to fees' } })),
    },
  ],
};

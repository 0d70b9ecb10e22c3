import { lazy, Suspense, useState } from 'react';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { errorText } from '../../lib/api-client';
import { ChosenChildProvider } from '../../lib/viewed-student';
import { NOTICE_BOARD, TIMETABLE_BOARD } from '../../features/file-boards/boards';
import { ChildSwitcher } from '../../features/parents/child-switcher';
import { useChildren } from '../../features/parents/parents-api';
import { RoleLayout, type Screen } from '../role-layout';
import '../../features/parents/parents.css';

const ParentDashboard = lazy(() => import('../../features/parents/parent-dashboard'));
const ParentFeesPage = lazy(() => import('../../features/parents/parent-fees-page'));
const FeeReceiptPage = lazy(() => import('../../features/fees/fee-receipt-page'));
const ExamResultsPage = lazy(() => import('../../features/marks/exam-results-page'));
const AttendanceViewPage = lazy(() => import('../../features/attendance/attendance-view-page'));
const LatestResultCard = lazy(() => import('../../features/marks/latest-result-card'));
const AssignmentsViewPage = lazy(() => import('../../features/assignments/assignments-view-page'));
const BoardCardsPage = lazy(() => import('../../features/file-boards/board-cards-page'));

const latestResult = (
  <Suspense fallback={null}>
    <LatestResultCard />
  </Suspense>
);

// The student screens, shown for the chosen child; the paths are the students' own, so their shortcuts work here too.
const screens: Screen[] = [
  { path: '/ParentDashboard', label: 'Dashboard', element: <ParentDashboard latestResult={latestResult} /> },
  { path: '/Attendanceview', label: 'Attendance', element: <AttendanceViewPage /> },
  { path: '/ExamResults', label: 'Exam Results', element: <ExamResultsPage /> },
  { path: '/Assignmentview', label: 'Assignments', element: <AssignmentsViewPage /> },
  { path: '/Studentsnoticeview', label: 'Notices', element: <BoardCardsPage key="notices" board={NOTICE_BOARD} /> },
  { path: '/StudentTimetable', label: 'Time Table', element: <BoardCardsPage key="timetable" board={TIMETABLE_BOARD} /> },
  { path: '/ParentFees', label: 'Fees', element: <ParentFeesPage /> },
  { path: '/ParentFees/:fee_id/receipt', label: 'Receipt', inNav: false, element: <FeeReceiptPage back={{ to: '/ParentFees', label: '← Back to fees' }} /> },
];

const CHILD_KEY = 'child_id';

export default function ParentArea() {
  const children = useChildren();
  const [wanted, setWanted] = useState(() => localStorage.getItem(CHILD_KEY));
  const list = children.data ?? [];
  const chosen = list.find((c) => c.student_id === wanted)?.student_id ?? list[0]?.student_id ?? null;
  const choose = (id: string) => {
    localStorage.setItem(CHILD_KEY, id);
    setWanted(id);
  };
  const banner = children.isPending ? (
    <Loading />
  ) : children.error ? (
    <Alert message={{ kind: 'error', text: errorText(children.error, 'Failed to load your children.') }} />
  ) : !list.length ? (
    <Alert message={{ kind: 'info', text: 'No children are linked to your account yet. Please ask the school office.' }} />
  ) : (
    <ChildSwitcher options={list} chosen={chosen!} onChoose={choose} />
  );
  return (
    <ChosenChildProvider value={{ studentId: chosen }}>
      <RoleLayout title="Parent Panel" home="/ParentDashboard" sidebarPath="/Parentsidebar" screens={screens} banner={banner} />
    </ChosenChildProvider>
  );
}

import { RoleLayout, type Screen } from '../role-layout';
import { Welcome } from './welcome';
import AssignmentsViewPage from '../../features/assignments/assignments-view-page';
import BoardCardsPage from '../../features/file-boards/board-cards-page';
import { NOTICE_BOARD, TIMETABLE_BOARD } from '../../features/file-boards/boards';

const screens: Screen[] = [
  { path: '/StudentDashboard', label: 'Dashboard', element: <Welcome title="Student Dashboard" /> },
  { path: '/Studentsnoticeview', label: 'Notice View', element: <BoardCardsPage key="notices" board={NOTICE_BOARD} /> },
  { path: '/Assignmentview', label: 'Assignment', element: <AssignmentsViewPage /> },
  { path: '/StudentTimetable', label: 'Time Table', element: <BoardCardsPage key="timetable" board={TIMETABLE_BOARD} /> },
];

export default function StudentArea() {
  return <RoleLayout title="Student Panel" home="/StudentDashboard" sidebarPath="/Studentsidebar" screens={screens} />;
}

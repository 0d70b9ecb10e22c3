import { RoleLayout, type Screen } from '../role-layout';
import { Welcome } from './welcome';
import AssignmentsPage from '../../features/assignments/assignments-page';
import BoardCardsPage from '../../features/file-boards/board-cards-page';
import { NOTICE_BOARD, TIMETABLE_BOARD } from '../../features/file-boards/boards';

const screens: Screen[] = [
  { path: '/TeacherDashboard', label: 'Dashboard', element: <Welcome title="Teacher Dashboard" /> },
  { path: '/Assignmentm', label: 'Assignment Management', element: <AssignmentsPage /> },
  { path: '/NoticeView', label: 'Notice View', element: <BoardCardsPage key="notices" board={NOTICE_BOARD} /> },
  { path: '/Teachertimetable', label: 'Time Table', element: <BoardCardsPage key="timetable" board={TIMETABLE_BOARD} /> },
];

export default function TeacherArea() {
  return <RoleLayout title="Teacher Panel" home="/TeacherDashboard" sidebarPath="/Teachersidebar" screens={screens} />;
}

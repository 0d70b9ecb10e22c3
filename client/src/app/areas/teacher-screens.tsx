import { ATTENDANCE_PATH, MARKS_ENTRY_PATH } from '../../lib/paths';
import { noticeBoard, page, type RoleTree, timetableBoard } from './screen';

// In the order of the teacher's sidebar in the spec.
export const teacherTree: RoleTree = {
  role: 'teacher',
  title: 'menu.teacherPanel',
  home: '/TeacherDashboard',
  sidebarPath: '/Teachersidebar',
  screens: [
    { path: '/TeacherDashboard', label: 'menu.dashboard', page: page(() => import('../../features/dashboards/teacher-dashboard')) },
    { path: ATTENDANCE_PATH, label: 'menu.attendanceManagement', page: page(() => import('../../features/attendance/attendance-page')) },
    { path: '/Assignmentm', label: 'menu.assignmentManagement', page: page(() => import('../../features/assignments/assignments-page')) },
    { path: MARKS_ENTRY_PATH, label: 'menu.marksEntry', page: page(() => import('../../features/marks/marks-page')) },
    { path: '/NoticeView', label: 'menu.noticeView', page: page(() => import('../../features/file-boards/board-cards-page'), noticeBoard) },
    { path: '/Teachertimetable', label: 'menu.timeTable', page: page(() => import('../../features/file-boards/board-cards-page'), timetableBoard) },
  ],
};

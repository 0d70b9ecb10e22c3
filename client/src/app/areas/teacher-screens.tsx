import { ATTENDANCE_PATH, MARKS_ENTRY_PATH, PATHS } from '../../lib/paths';
import { noticeBoard, page, type RoleTree, timetableBoard } from './screen';

// In the order of the teacher's sidebar in the spec.
export const teacherTree: RoleTree = {
  role: 'teacher',
  title: 'menu.teacherPanel',
  home: PATHS.teacherDashboard,
  sidebarPath: PATHS.teacherSidebar,
  screens: [
    {
      path: PATHS.teacherDashboard,
      label: 'menu.dashboard',
      page: page(() => import('../../features/dashboards/teacher-dashboard')),
    },
    {
      path: ATTENDANCE_PATH,
      label: 'menu.attendanceManagement',
      page: page(() => import('../../features/attendance/attendance-page')),
    },
    {
      path: PATHS.assignments,
      label: 'menu.assignmentManagement',
      page: page(() => import('../../features/assignments/assignments-page')),
    },
    {
      path: PATHS.assignmentSubmissions,
      label: 'menu.submissions',
      inNav: false,
      page: page(() => import('../../features/assignments/submissions-page')),
    },
    { path: MARKS_ENTRY_PATH, label: 'menu.marksEntry', page: page(() => import('../../features/marks/marks-page')) },
    { path: PATHS.atRisk, label: 'menu.atRisk', page: page(() => import('../../features/at-risk/at-risk-page')) },
    {
      path: PATHS.noticeView,
      label: 'menu.noticeView',
      page: page(() => import('../../features/file-boards/board-cards-page'), noticeBoard),
    },
    {
      path: PATHS.teacherTimetable,
      label: 'menu.timeTable',
      page: page(() => import('../../features/file-boards/board-cards-page'), timetableBoard),
    },
  ],
};

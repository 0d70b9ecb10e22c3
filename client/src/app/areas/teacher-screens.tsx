import { noticeBoard, page, type RoleTree, timetableBoard } from './screen';

// In the order of the teacher's sidebar in the spec.
export const teacherTree: RoleTree = {
  role: 'teacher',
  title: 'Teacher Panel',
  home: '/TeacherDashboard',
  sidebarPath: '/Teachersidebar',
  screens: [
    { path: '/TeacherDashboard', label: 'Dashboard', page: page(() => import('../../features/dashboards/teacher-dashboard')) },
    { path: '/Attendancem', label: 'Attendance Management', page: page(() => import('../../features/attendance/attendance-page')) },
    { path: '/Assignmentm', label: 'Assignment Management', page: page(() => import('../../features/assignments/assignments-page')) },
    { path: '/Marksentry', label: 'Marks Entry', page: page(() => import('../../features/marks/marks-page')) },
    { path: '/NoticeView', label: 'Notice View', page: page(() => import('../../features/file-boards/board-cards-page'), noticeBoard) },
    { path: '/Teachertimetable', label: 'Time Table', page: page(() => import('../../features/file-boards/board-cards-page'), timetableBoard) },
  ],
};

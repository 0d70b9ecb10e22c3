import TeacherDashboard from '../../features/dashboards/teacher-dashboard';
import { RoleLayout, type Screen } from '../role-layout';

const screens: Screen[] = [
  { path: '/TeacherDashboard', label: 'Dashboard', element: <TeacherDashboard /> },
];

export default function TeacherArea() {
  return <RoleLayout title="Teacher Panel" home="/TeacherDashboard" sidebarPath="/Teachersidebar" screens={screens} />;
}

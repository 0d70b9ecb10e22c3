import { RoleLayout, type Screen } from '../role-layout';
import { Welcome } from './welcome';

const screens: Screen[] = [
  { path: '/TeacherDashboard', label: 'Dashboard', element: <Welcome title="Teacher Dashboard" /> },
];

export default function TeacherArea() {
  return <RoleLayout title="Teacher Panel" home="/TeacherDashboard" sidebarPath="/Teachersidebar" screens={screens} />;
}

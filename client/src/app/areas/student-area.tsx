import { RoleLayout, type Screen } from '../role-layout';
import { Welcome } from './welcome';

const screens: Screen[] = [
  { path: '/StudentDashboard', label: 'Dashboard', element: <Welcome title="Student Dashboard" /> },
];

export default function StudentArea() {
  return <RoleLayout title="Student Panel" home="/StudentDashboard" sidebarPath="/Studentsidebar" screens={screens} />;
}

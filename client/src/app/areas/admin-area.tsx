import ClassesPage from '../../features/classes/classes-page';
import SystemStatusPage from '../../features/system/system-status-page';
import { RoleLayout, type Screen } from '../role-layout';
import { Welcome } from './welcome';

const screens: Screen[] = [
  { path: '/Dashboard', label: 'Dashboard', element: <Welcome title="Dashboard" /> },
  { path: '/Classm', label: 'Class Management', element: <ClassesPage />, inNav: false },
  { path: '/python-backend', label: 'System Status', element: <SystemStatusPage />, inNav: false },
];

export default function AdminArea() {
  return <RoleLayout title="Admin Panel" home="/Dashboard" sidebarPath="/Sidebar" screens={screens} />;
}

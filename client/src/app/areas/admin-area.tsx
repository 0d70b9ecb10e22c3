import { RoleLayout, type Screen } from '../role-layout';
import { Welcome } from './welcome';

const screens: Screen[] = [
  { path: '/Dashboard', label: 'Dashboard', element: <Welcome title="Dashboard" /> },
];

export default function AdminArea() {
  return <RoleLayout title="Admin Panel" home="/Dashboard" sidebarPath="/Sidebar" screens={screens} />;
}

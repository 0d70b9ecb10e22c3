import { RoleLayout, type Screen } from '../role-layout';

const screens: Screen[] = [];

export default function ParentArea() {
  return <RoleLayout title="Parent Panel" home="/ParentDashboard" sidebarPath="/Parentsidebar" screens={screens} />;
}

import StudentDashboard from '../../features/dashboards/student-dashboard';
import ProfileDetailsPage from '../../features/profile/profile-details-page';
import { RoleLayout, type Screen } from '../role-layout';

const screens: Screen[] = [
  { path: '/StudentDashboard', label: 'Dashboard', element: <StudentDashboard /> },
  { path: '/ProfileDetails', label: 'Profile Details', element: <ProfileDetailsPage /> },
];

export default function StudentArea() {
  return <RoleLayout title="Student Panel" home="/StudentDashboard" sidebarPath="/Studentsidebar" screens={screens} />;
}

import { RoleLayout, type Screen } from '../role-layout';
import { Welcome } from './welcome';
import FeeReceiptPage from '../../features/fees/fee-receipt-page';
import FeesPage from '../../features/fees/fees-page';
import BoardAdminPage from '../../features/file-boards/board-admin-page';
import { NOTICE_BOARD, TIMETABLE_BOARD } from '../../features/file-boards/boards';

const screens: Screen[] = [
  { path: '/Dashboard', label: 'Dashboard', element: <Welcome title="Dashboard" /> },
  { path: '/Fee', label: 'Fee Management', element: <FeesPage /> },
  { path: '/FeeReceipt/:fee_id', label: 'Fee receipt', element: <FeeReceiptPage />, inNav: false },
  { path: '/TimeTable', label: 'Timetable', element: <BoardAdminPage key="timetable" board={TIMETABLE_BOARD} /> },
  { path: '/Notice', label: 'Notice', element: <BoardAdminPage key="notices" board={NOTICE_BOARD} /> },
];

export default function AdminArea() {
  return <RoleLayout title="Admin Panel" home="/Dashboard" sidebarPath="/Sidebar" screens={screens} />;
}

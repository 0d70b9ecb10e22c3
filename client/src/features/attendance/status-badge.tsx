import type { AttendanceStatus } from '@contracts/attendance';
import { useT } from '../../i18n/use-t';
import './status-badge.css';

/** Present or Absent in the screens' language, coloured by the spec's word. */
export function StatusBadge({ status }: { status: AttendanceStatus }) {
  const t = useT();
  return (
    <span className={`status-badge status-${status.toLowerCase()}`}>{t(`attendance.status.${status}` as const)}</span>
  );
}

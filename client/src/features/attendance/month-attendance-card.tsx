import { Link } from 'react-router-dom';
import { localToday } from '@contracts/attendance';
import { useT } from '../../i18n/use-t';
import { useOwnAttendance } from './attendance-api';
import { useFormat } from '../../lib/use-format';
import { usePercentText } from '../../lib/use-percent';
import { monthOf, summarize } from './attendance-summary';
import { PATHS } from '../../lib/paths';

/** The student dashboard's shortcut to Attendance, with this month so far on it. */
export default function MonthAttendanceCard() {
  const t = useT();
  const f = useFormat();
  const percent = usePercentText();
  const { data, isPending, error } = useOwnAttendance();
  const month = monthOf(localToday());
  const tally = data ? summarize(data.filter((r) => monthOf(r.attendance_date) === month)).term : null;
  return (
    <Link className="stat-card" to={PATHS.attendanceView}>
      <div className="stat-label">{t('attendance.thisMonth')}</div>
      {tally && tally.days > 0 ? (
        <>
          <div className="stat-value">{percent(tally.percentage)}</div>
          <div>{t('attendance.tally', { present: f.number(tally.present), absent: f.number(tally.absent) })}</div>
        </>
      ) : (
        <div className="stat-note">
          {isPending ? t('common.loading') : error ? t('attendance.open') : t('attendance.nothingThisMonth')}
        </div>
      )}
    </Link>
  );
}

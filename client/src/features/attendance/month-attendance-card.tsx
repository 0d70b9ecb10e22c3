import { Link } from 'react-router-dom';
import { localToday } from '@contracts/attendance';
import { useOwnAttendance } from './attendance-api';
import { formatPercentage, monthOf, summarize } from './attendance-summary';

/** The student dashboard's shortcut to Attendance, with this month so far on it. */
export default function MonthAttendanceCard() {
  const { data, isPending, error } = useOwnAttendance();
  const month = monthOf(localToday());
  const tally = data ? summarize(data.filter((r) => monthOf(r.attendance_date) === month)).term : null;
  return (
    <Link className="stat-card" to="/Attendanceview">
      <div className="stat-label">Attendance this month</div>
      {tally && tally.days > 0 ? (
        <>
          <div className="stat-value">{formatPercentage(tally.percentage)}</div>
          <div>
            {tally.present} present · {tally.absent} absent
          </div>
        </>
      ) : (
        <div className="stat-note">{isPending ? 'Loading…' : error ? 'Open Attendance' : 'Nothing recorded this month yet'}</div>
      )}
    </Link>
  );
}

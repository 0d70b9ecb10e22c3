import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AttendanceRecord } from '@contracts/attendance';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser, useResetSession } from '../../lib/auth';
import { useOwnAttendance } from './attendance-api';
import { type AttendanceSummary, dayLabel, formatPercentage, monthLabel, monthOf, summarize } from './attendance-summary';
import './attendance.css';
import './attendance-view.css';
import { ScrollRegion } from '../../components/scroll-region';

const SIGN_IN_AGAIN = 'Please log in to view your attendance';

function loadError(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return SIGN_IN_AGAIN;
  if (err instanceof ApiError && err.status >= 500) return 'Server error. Please try again later.';
  return 'Failed to load attendance data.';
}

/** A student's own attendance (or a parent's chosen child's): the term at a glance, each month, then the days of one month. */
export default function AttendanceViewPage() {
  const attendance = useOwnAttendance();
  const whom = useCurrentUser()?.role === 'parent' ? 'this child' : 'you';
  const navigate = useNavigate();
  const reset = useResetSession();
  const signedOut = attendance.error instanceof ApiError && attendance.error.status === 401;

  useEffect(() => {
    if (!signedOut) return;
    reset();
    navigate('/Signin', { replace: true, state: { message: SIGN_IN_AGAIN, kind: 'error' } });
  }, [signedOut]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the session is found gone

  const records = attendance.data;
  const summary = records ? summarize(records) : null;
  return (
    <Page title="Attendance">
      {attendance.isPending && <Loading />}
      {attendance.error && <Alert message={{ kind: 'error', text: loadError(attendance.error) }} />}
      {records && !records.length && <p className="loading">No attendance has been recorded for {whom} yet.</p>}
      {summary && records && records.length > 0 && (
        <>
          <TermSummary term={summary.term} />
          <MonthlyTable summary={summary} />
          <DailyRecords records={records} months={summary.months.map((m) => m.month)} />
        </>
      )}
    </Page>
  );
}

function TermSummary({ term }: { term: AttendanceSummary['term'] }) {
  return (
    <section className="card" aria-labelledby="term-title">
      <h2 id="term-title">This term</h2>
      <p className="attendance-range">
        {dayLabel(term.from!)} to {dayLabel(term.to!)}
      </p>
      <dl className="attendance-totals">
        <div>
          <dt>Days present</dt>
          <dd>{term.present}</dd>
        </div>
        <div>
          <dt>Days absent</dt>
          <dd>{term.absent}</dd>
        </div>
        <div>
          <dt>Attendance</dt>
          <dd>{formatPercentage(term.percentage)}</dd>
        </div>
      </dl>
    </section>
  );
}

function MonthlyTable({ summary }: { summary: AttendanceSummary }) {
  return (
    <section className="card" aria-labelledby="monthly-title">
      <h2 id="monthly-title">Monthly summary</h2>
      <ScrollRegion label="Monthly summary table">
        <table className="attendance-table">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Present</th>
              <th scope="col">Absent</th>
              <th scope="col">Days recorded</th>
              <th scope="col">Attendance</th>
            </tr>
          </thead>
          <tbody>
            {summary.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{m.present}</td>
                <td>{m.absent}</td>
                <td>{m.days}</td>
                <td>{formatPercentage(m.percentage)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Term</th>
              <td>{summary.term.present}</td>
              <td>{summary.term.absent}</td>
              <td>{summary.term.days}</td>
              <td>{formatPercentage(summary.term.percentage)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </section>
  );
}

function DailyRecords({ records, months }: { records: AttendanceRecord[]; months: string[] }) {
  const [month, setMonth] = useState(months[0]);
  const id = useId();
  const shown = records.filter((r) => monthOf(r.attendance_date) === month);
  return (
    <section className="card" aria-labelledby="days-title">
      <div className="attendance-days-header">
        <h2 id="days-title">Daily records</h2>
        <span className="inline-filter">
          <label htmlFor={`${id}-month`}>Month</label>
          <select id={`${id}-month`} value={month} onChange={(e) => setMonth(e.target.value)}>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <table className="attendance-table">
        <caption className="visually-hidden">Attendance in {monthLabel(month)}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Day</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.id}>
              <th scope="row">{dayLabel(r.attendance_date)}</th>
              <td>{dayLabel(r.attendance_date, { weekday: 'long' })}</td>
              <td>
                <span className={`status-badge status-${r.status.toLowerCase()}`}>{r.status}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AttendanceRecord } from '@contracts/attendance';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { t as text } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser, useResetSession } from '../../lib/auth';
import { useOwnAttendance } from './attendance-api';
import { useFormat } from '../../lib/use-format';
import { usePercentText } from '../../lib/use-percent';
import { type AttendanceSummary, monthOf, summarize } from './attendance-summary';
import './attendance.css';
import './attendance-view.css';
import { ScrollRegion } from '../../components/scroll-region';
import { StatusBadge } from './status-badge';
import { PATHS } from '../../lib/paths';

const signInAgain = () => text('attendance.signInAgain');

function loadError(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return signInAgain();
  if (err instanceof ApiError && err.status >= 500) return text('attendance.serverError');
  return text('attendance.loadOwnFailed');
}

/** A student's own attendance (or a parent's chosen child's): the term at a glance, each month, then the days of one month. */
export default function AttendanceViewPage() {
  const t = useT();
  const attendance = useOwnAttendance();
  const parent = useCurrentUser()?.role === 'parent';
  const navigate = useNavigate();
  const reset = useResetSession();
  const signedOut = attendance.error instanceof ApiError && attendance.error.status === 401;

  useEffect(() => {
    if (!signedOut) return;
    reset();
    navigate(PATHS.signIn, { replace: true, state: { message: signInAgain(), kind: 'error' } });
  }, [signedOut]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the session is found gone

  const records = attendance.data;
  const summary = records ? summarize(records) : null;
  return (
    <Page title={t('menu.attendance')}>
      {attendance.isPending && <Loading />}
      {attendance.error && <Alert message={{ kind: 'error', text: loadError(attendance.error) }} />}
      {records && !records.length && (
        <p className="loading">{t(parent ? 'attendance.noneChild' : 'attendance.noneYou')}</p>
      )}
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
  const t = useT();
  const f = useFormat();
  const percent = usePercentText();
  return (
    <section className="card" aria-labelledby="term-title">
      <h2 id="term-title">{t('attendance.thisTerm')}</h2>
      <p className="attendance-range">{t('attendance.range', { from: f.date(term.from), to: f.date(term.to) })}</p>
      <dl className="attendance-totals">
        <div>
          <dt>{t('attendance.daysPresent')}</dt>
          <dd>{f.number(term.present)}</dd>
        </div>
        {/* Days absent are never written in the blue of a good figure. */}
        <div className={term.absent > 0 ? 'is-absent' : 'is-none-absent'}>
          <dt>{t('attendance.daysAbsent')}</dt>
          <dd>{f.number(term.absent)}</dd>
        </div>
        <div>
          <dt>{t('menu.attendance')}</dt>
          <dd>{percent(term.percentage)}</dd>
        </div>
      </dl>
    </section>
  );
}

function MonthlyTable({ summary }: { summary: AttendanceSummary }) {
  const t = useT();
  const f = useFormat();
  const percent = usePercentText();
  return (
    <section className="card" aria-labelledby="monthly-title">
      <h2 id="monthly-title">{t('attendance.monthly')}</h2>
      <ScrollRegion label={t('attendance.monthlyTable')}>
        <table className="attendance-table">
          <thead>
            <tr>
              <th scope="col">{t('fees.month')}</th>
              <th scope="col">{t('attendance.status.Present')}</th>
              <th scope="col">{t('attendance.status.Absent')}</th>
              <th scope="col">{t('attendance.daysRecorded')}</th>
              <th scope="col">{t('menu.attendance')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{f.month(m.month)}</th>
                <td>{f.number(m.present)}</td>
                <td>{f.number(m.absent)}</td>
                <td>{f.number(m.days)}</td>
                <td>{percent(m.percentage)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('years.term')}</th>
              <td>{f.number(summary.term.present)}</td>
              <td>{f.number(summary.term.absent)}</td>
              <td>{f.number(summary.term.days)}</td>
              <td>{percent(summary.term.percentage)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </section>
  );
}

function DailyRecords({ records, months }: { records: AttendanceRecord[]; months: string[] }) {
  const t = useT();
  const f = useFormat();
  const [month, setMonth] = useState(months[0]);
  const id = useId();
  const shown = records.filter((r) => monthOf(r.attendance_date) === month);
  return (
    <section className="card" aria-labelledby="days-title">
      <div className="attendance-days-header">
        <h2 id="days-title">{t('attendance.daily')}</h2>
        <span className="inline-filter">
          <label htmlFor={`${id}-month`}>{t('fees.month')}</label>
          <select id={`${id}-month`} value={month} onChange={(e) => setMonth(e.target.value)}>
            {months.map((m) => (
              <option key={m} value={m}>
                {f.month(m)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <table className="attendance-table">
        <caption className="visually-hidden">{t('attendance.in', { month: f.month(month) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('receipt.date')}</th>
            <th scope="col">{t('attendance.day')}</th>
            <th scope="col">{t('form.status')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.id}>
              <th scope="row">{f.date(r.attendance_date)}</th>
              <td>{f.weekday(r.attendance_date)}</td>
              <td>
                <StatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

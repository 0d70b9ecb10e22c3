import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localToday } from '@contracts/attendance';
import { Page } from '../../components/page';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { StatusBadge } from '../attendance/status-badge';
import { useOwnAttendance } from '../attendance/attendance-api';
import { useMyAssignments } from '../assignments/assignments-api';
import { PATHS } from '../../lib/paths';

/** Today's register for the chosen child: present, absent, or not taken yet. */
function TodayCard() {
  const t = useT();
  const { data, isPending } = useOwnAttendance();
  const today = data?.find((r) => r.attendance_date === localToday());
  return (
    <Link className="stat-card" to={PATHS.attendanceView}>
      <div className="stat-label">{t('parents.today')}</div>
      {today ? (
        <div className="stat-value">
          <StatusBadge status={today.status} />
        </div>
      ) : (
        <div className="stat-note">{isPending ? t('common.loading') : t('parents.notMarked')}</div>
      )}
    </Link>
  );
}

/** Assignments of the child's class whose date is today or later. */
function DueCard() {
  const t = useT();
  const f = useFormat();
  const { data, isPending } = useMyAssignments();
  const due = (data ?? []).filter((a) => a.date >= localToday()).sort((a, b) => a.date.localeCompare(b.date));
  return (
    <Link className="stat-card" to={PATHS.assignmentView}>
      <div className="stat-label">{t('parents.due')}</div>
      {due.length ? (
        <ul className="due-list">
          {due.slice(0, 3).map((a) => (
            <li key={a.id}>
              {a.title} · <time dateTime={a.date}>{f.date(a.date)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <div className="stat-note">{isPending ? t('common.loading') : t('parents.nothingDue')}</div>
      )}
    </Link>
  );
}

/** `latestResult` is the student screens' own card, composed by the parent area. */
export default function ParentDashboard({ latestResult }: { latestResult?: ReactNode }) {
  const t = useT();
  return (
    <Page title={t('parents.dashboard')}>
      <nav className="stat-cards" aria-label={t('parents.today')}>
        <TodayCard />
        {latestResult}
        <DueCard />
        <Link className="stat-card" to={PATHS.parentFees}>
          <div className="stat-label">{t('menu.parentFees')}</div>
          <div className="stat-note">{t('parents.feesNote')}</div>
        </Link>
      </nav>
    </Page>
  );
}

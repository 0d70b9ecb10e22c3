import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localToday } from '@contracts/attendance';
import { Page } from '../../components/page';
import { useOwnAttendance } from '../attendance/attendance-api';
import { useMyAssignments } from '../assignments/assignments-api';

/** Today's register for the chosen child: present, absent, or not taken yet. */
function TodayCard() {
  const { data, isPending } = useOwnAttendance();
  const today = data?.find((r) => r.attendance_date === localToday());
  return (
    <Link className="stat-card" to="/Attendanceview">
      <div className="stat-label">Today</div>
      {today ? (
        <div className="stat-value">
          <span className={`status-badge status-${today.status.toLowerCase()}`}>{today.status}</span>
        </div>
      ) : (
        <div className="stat-note">{isPending ? 'Loading…' : 'Not marked yet today'}</div>
      )}
    </Link>
  );
}

/** Assignments of the child's class whose date is today or later. */
function DueCard() {
  const { data, isPending } = useMyAssignments();
  const due = (data ?? []).filter((a) => a.date >= localToday()).sort((a, b) => a.date.localeCompare(b.date));
  return (
    <Link className="stat-card" to="/Assignmentview">
      <div className="stat-label">What is due</div>
      {due.length ? (
        <ul className="due-list">
          {due.slice(0, 3).map((a) => (
            <li key={a.id}>
              {a.title} · <time dateTime={a.date}>{a.date}</time>
            </li>
          ))}
        </ul>
      ) : (
        <div className="stat-note">{isPending ? 'Loading…' : 'Nothing due'}</div>
      )}
    </Link>
  );
}

/** `latestResult` is the student screens' own card, composed by the parent area. */
export default function ParentDashboard({ latestResult }: { latestResult?: ReactNode }) {
  return (
    <Page title="Parent Dashboard">
      <nav className="stat-cards" aria-label="Today">
        <TodayCard />
        {latestResult}
        <DueCard />
        <Link className="stat-card" to="/ParentFees">
          <div className="stat-label">Fees</div>
          <div className="stat-note">Payments and receipts</div>
        </Link>
      </nav>
    </Page>
  );
}

import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useDashboardCounts, useDashboardToday } from './dashboard-api';
import { FeesThisMonth, NewestNotices, RegistersToday } from './today-cards';
import './admin-dashboard.css';

export default function AdminDashboard() {
  const counts = useDashboardCounts();
  const today = useDashboardToday();
  return (
    <Page title="Dashboard">
      {counts.isPending && <Loading />}
      {counts.isError && <Alert message={{ kind: 'error', text: 'Failed to load dashboard data.' }} />}
      {counts.data && (
        <div className="stat-cards">
          <section className="stat-card" aria-labelledby="total-teachers">
            <h2 id="total-teachers">Total Teachers</h2>
            <p className="stat-value">{counts.data.total_teachers}</p>
          </section>
          <section className="stat-card" aria-labelledby="total-students">
            <h2 id="total-students">Total Students</h2>
            <p className="stat-value">{counts.data.total_students}</p>
          </section>
        </div>
      )}
      {today.isError && <Alert message={{ kind: 'error', text: "Failed to load today's figures." }} />}
      {today.data && (
        <div className="today-grid">
          <RegistersToday registers={today.data.registers} />
          <div>
            <FeesThisMonth fees={today.data.fees_this_month} />
            <NewestNotices notices={today.data.notices} />
          </div>
        </div>
      )}
      <p>
        <Link to="/Deleted">Deleted records</Link>: restore marks, attendance or fees deleted by mistake.
      </p>
    </Page>
  );
}

import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { useDashboardCounts, useDashboardToday } from './dashboard-api';
import { FeeOfficeCard } from './fee-office-card';
import { FeesThisMonth, NewestNotices, RegistersToday } from './today-cards';
import './admin-dashboard.css';
import { PATHS } from '../../lib/paths';
import { FirstRunSetup } from '../setup/first-run-setup';

export default function AdminDashboard() {
  const t = useT();
  const counts = useDashboardCounts();
  const today = useDashboardToday();
  return (
    <Page title={t('menu.dashboard')}>
      <FirstRunSetup />
      {counts.isPending && <Loading />}
      {counts.isError && <Alert message={{ kind: 'error', text: t('dashboard.loadFailed') }} />}
      {counts.data && (
        <div className="stat-cards">
          <section className="stat-card" aria-labelledby="total-teachers">
            <h2 id="total-teachers">{t('dashboard.totalTeachers')}</h2>
            <p className="stat-value">{counts.data.total_teachers}</p>
          </section>
          <section className="stat-card" aria-labelledby="total-students">
            <h2 id="total-students">{t('dashboard.totalStudents')}</h2>
            <p className="stat-value">{counts.data.total_students}</p>
          </section>
        </div>
      )}
      {today.isError && <Alert message={{ kind: 'error', text: t('dashboard.todayFailed') }} />}
      {today.data && (
        <div className="today-grid">
          <RegistersToday registers={today.data.registers} />
          <div>
            <FeesThisMonth fees={today.data.fees_this_month} />
            <FeeOfficeCard />
            <NewestNotices notices={today.data.notices} />
          </div>
        </div>
      )}
      <p>
        <Link to={PATHS.deleted}>{t('menu.deleted')}</Link>: {t('dashboard.restoreNote')}
      </p>
    </Page>
  );
}

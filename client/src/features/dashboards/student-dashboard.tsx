import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { useCurrentUser } from '../../lib/auth';
import { useStudentDetails } from '../profile/profile-api';
import { PATHS } from '../../lib/paths';

/** `shortcuts` are cards from other screens' features, composed by the student area. */
export default function StudentDashboard({ shortcuts }: { shortcuts?: ReactNode }) {
  const t = useT();
  const user = useCurrentUser();
  const name = useStudentDetails(user?.userId ?? null).data?.user_details.name;
  return (
    <Page title={t('dashboard.student')}>
      <section className="card">
        <h2>{name ? t('dashboard.welcomeName', { name }) : t('dashboard.welcome')}</h2>
        <p className="welcome">
          {t('dashboard.userId')} <strong>{user?.userId}</strong>
        </p>
        <p className="welcome">
          {t('dashboard.email')} <strong>{user?.email}</strong>
        </p>
      </section>
      <nav className="stat-cards" aria-label={t('dashboard.shortcuts')}>
        {shortcuts}
        <Link className="stat-card" to={PATHS.profile}>
          <div className="stat-label">{t('dashboard.profile')}</div>
          <div className="stat-note">{t('dashboard.profileNote')}</div>
        </Link>
      </nav>
    </Page>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { subjectName } from '../../components/choices';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import './admin-dashboard.css';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { PATHS } from '../../lib/paths';
import { useTeacherToday } from './dashboard-api';
import { atRiskCountQuery, teacherDetailsQuery } from './teacher-dashboard-api';
import { ExamsToFill, RegistersToTake } from './teacher-today';

export default function TeacherDashboard() {
  const t = useT();
  const user = useCurrentUser();
  const details = useQuery(teacherDetailsQuery(user?.userId));
  const today = useTeacherToday();
  const atRisk = useQuery(atRiskCountQuery());
  const me = details.data?.user_details;
  return (
    <Page title={t('dashboard.teacher')}>
      {details.isPending && <Loading />}
      {details.error && (
        <Alert message={{ kind: 'error', text: errorText(details.error, t('dashboard.detailsFailed')) }} />
      )}
      {me && (
        <section className="card">
          <h2>{t('dashboard.welcomeName', { name: me.name })}</h2>
          <p className="welcome">
            {t('dashboard.teacherId')} <strong>{me.teacher_id}</strong>
          </p>
          <p className="welcome">
            {t('dashboard.email')} <strong>{me.email}</strong>
          </p>
          <p>{t('dashboard.subjectClass', { subject: subjectName(t, me.subject), class: me.class })}</p>
        </section>
      )}
      {atRisk.data !== undefined && (
        <section className="card">
          <h2>{t('dashboard.atRiskCount', { count: atRisk.data })}</h2>
          <Link to={PATHS.atRisk}>{t('dashboard.atRiskOpen')}</Link>
        </section>
      )}
      {today.data && (
        <div className="today-grid">
          <RegistersToTake registers={today.data.registers} date={today.data.date} />
          <ExamsToFill exams={today.data.exams} />
        </div>
      )}
    </Page>
  );
}

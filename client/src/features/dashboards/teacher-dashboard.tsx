import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import './admin-dashboard.css';
import { errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { useTeacherToday } from './dashboard-api';
import { teacherDetailsQuery } from './teacher-dashboard-api';
import { ExamsToFill, RegistersToTake } from './teacher-today';

export default function TeacherDashboard() {
  const user = useCurrentUser();
  const details = useQuery(teacherDetailsQuery(user?.userId));
  const today = useTeacherToday();
  const t = details.data?.user_details;
  return (
    <Page title="Teacher Dashboard">
      {details.isPending && <Loading />}
      {details.error && <Alert message={{ kind: 'error', text: errorText(details.error, 'Failed to fetch user details') }} />}
      {t && (
        <section className="card">
          <h2>Welcome, {t.name}</h2>
          <p className="welcome">
            Teacher ID: <strong>{t.teacher_id}</strong>
          </p>
          <p className="welcome">
            Email: <strong>{t.email}</strong>
          </p>
          <p>
            Subject {t.subject} · Class {t.class}
          </p>
        </section>
      )}
      {today.data && (
        <div className="today-grid">
          <RegistersToTake registers={today.data.registers} />
          <ExamsToFill exams={today.data.exams} />
        </div>
      )}
    </Page>
  );
}

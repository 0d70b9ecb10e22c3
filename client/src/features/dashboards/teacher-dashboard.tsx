import { useQuery } from '@tanstack/react-query';
import type { TeacherDetails } from '@contracts/details';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import './admin-dashboard.css';
import { api, errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { useTeacherToday } from './dashboard-api';
import { ExamsToFill, RegistersToTake } from './teacher-today';

export default function TeacherDashboard() {
  const user = useCurrentUser();
  const details = useQuery({
    queryKey: ['teacherdetails', user?.userId],
    queryFn: () => api.get<{ user_details: TeacherDetails }>('/teacherdetails', { query: { user_id: user!.userId } }),
    enabled: !!user,
  });
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

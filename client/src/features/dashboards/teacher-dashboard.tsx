import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { teacherDetailsQuery } from './teacher-dashboard-api';

export default function TeacherDashboard() {
  const user = useCurrentUser();
  const details = useQuery(teacherDetailsQuery(user?.userId));
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
    </Page>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { useCurrentUser } from '../../lib/auth';
import { useStudentDetails } from '../profile/profile-api';

/** `shortcuts` are cards from other screens' features, composed by the student area. */
export default function StudentDashboard({ shortcuts }: { shortcuts?: ReactNode }) {
  const user = useCurrentUser();
  const name = useStudentDetails(user?.userId ?? null).data?.user_details.name;
  return (
    <Page title="Student Dashboard">
      <section className="card">
        <h2>{name ? `Welcome, ${name}` : 'Welcome'}</h2>
        <p className="welcome">
          User ID: <strong>{user?.userId}</strong>
        </p>
        <p className="welcome">
          Email: <strong>{user?.email}</strong>
        </p>
      </section>
      <nav className="stat-cards" aria-label="Shortcuts">
        {shortcuts}
        <Link className="stat-card" to="/ProfileDetails">
          <div className="stat-label">My profile</div>
          <div className="stat-note">Your record and your parents’ details</div>
        </Link>
      </nav>
    </Page>
  );
}

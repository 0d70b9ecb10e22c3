import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { useCurrentUser } from '../../lib/auth';

export default function StudentDashboard() {
  const user = useCurrentUser();
  return (
    <Page title="Student Dashboard">
      <section className="card">
        <h2>Welcome</h2>
        <p className="welcome">
          User ID: <strong>{user?.userId}</strong>
        </p>
        <p className="welcome">
          Email: <strong>{user?.email}</strong>
        </p>
      </section>
      <nav className="stat-cards" aria-label="Shortcuts">
        <Link className="stat-card" to="/ProfileDetails">My profile</Link>
      </nav>
    </Page>
  );
}

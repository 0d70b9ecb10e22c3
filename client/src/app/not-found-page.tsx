import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { HOME_PATH, type Role } from '@contracts/enums';

/** An address no screen has: said plainly, with the way home (the dashboard, or sign-in). */
export default function NotFoundPage() {
  const { role } = useLoaderData() as { role: Role | null };
  const home = role ? HOME_PATH[role] : '/Signin';
  const { pathname } = useLocation();
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">Page not found</h1>
        <p>
          There is no page at <code>{pathname}</code>.
        </p>
        <p>
          <Link className="btn btn-primary" to={home}>
            {home === '/Signin' ? 'Go to sign in' : 'Go to your dashboard'}
          </Link>
        </p>
      </section>
    </main>
  );
}

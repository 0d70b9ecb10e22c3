import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { HOME_PATH, type Role } from '@contracts/enums';
import { useT } from '../i18n/use-t';
import { PATHS } from '../lib/paths';

/** An address no screen has: said plainly, with the way home (the dashboard, or sign-in). */
export default function NotFoundPage() {
  const t = useT();
  const { role } = useLoaderData() as { role: Role | null };
  const home = role ? HOME_PATH[role] : PATHS.signIn;
  const { pathname } = useLocation();
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p>
          {t('notFound.noPage')} <code>{pathname}</code>.
        </p>
        <p>
          <Link className="btn btn-primary" to={home}>
            {home === PATHS.signIn ? t('notFound.toSignIn') : t('notFound.toDashboard')}
          </Link>
        </p>
      </section>
    </main>
  );
}

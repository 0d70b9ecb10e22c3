import { useRouteError } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { ApiError } from '../lib/api-client';

/** A route that could not load: the server unreachable while checking the session, or a chunk gone after a deploy. */
export function RouteError() {
  const t = useT();
  const err = useRouteError();
  return (
    <main className="auth-page">
      <section className="auth-card" role="alert">
        <h1>{t('routeError.title')}</h1>
        <p>{err instanceof ApiError ? err.message : t('routeError.loadFailed')}</p>
        <a href="/">{t('routeError.home')}</a>
      </section>
    </main>
  );
}

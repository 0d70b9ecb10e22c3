import { useRouteError } from 'react-router-dom';
import { ApiError } from '../lib/api-client';

/** A route that could not load: the server unreachable while checking the session, or a chunk gone after a deploy. */
export function RouteError() {
  const err = useRouteError();
  return (
    <main className="auth-page">
      <section className="auth-card" role="alert">
        <h1>Something went wrong</h1>
        <p>{err instanceof ApiError ? err.message : 'This page could not be loaded.'}</p>
        <a href="/">Home</a>
      </section>
    </main>
  );
}

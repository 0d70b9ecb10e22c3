import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setRedirectHandler } from '../lib/api-client';
import { signInPath } from '../lib/auth-api';
import { routes, signedInPatcher } from './routes';

export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: signedInPatcher() });
  // A 401 with `redirect` stays inside the app; sent to sign in, the user comes back here after.
  setRedirectHandler((path) => {
    const here = `${router.state.location.pathname}${router.state.location.search}`;
    void router.navigate(/^\/signin$/i.test(path) ? signInPath(here) : path, { replace: true });
  });
  return router;
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

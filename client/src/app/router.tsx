import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setRedirectHandler } from '../lib/api-client';
import { signInPath } from '../lib/auth-api';
import { routes, signedInPatcher } from './routes';

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

/** The router for the current address: its loaders start at once. */
export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: signedInPatcher() });
  // A 401 with `redirect` stays inside the app; sent to sign in, the user comes back here after.
  setRedirectHandler((path) => {
    const here = `${router.state.location.pathname}${router.state.location.search}`;
    void router.navigate(/^\/signin$/i.test(path) ? signInPath(here) : path, { replace: true });
  });
  return router;
}

/** Resolves once the router's first address has its code and data, so nothing blank shows between. */
export function whenReady(router: AppRouterInstance): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function AppRouter({ router: given }: { router?: AppRouterInstance }) {
  const [router] = useState(() => given ?? createAppRouter());
  return <RouterProvider router={router} />;
}

import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setRedirectHandler } from '../lib/api-client';
import { signInPath } from '../lib/auth-api';
import { routes, signedInPatcher } from './routes';

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

type Where = { pathname: string; search: string };

/**
 * Where a 401's `redirect` takes the user: to sign in with ?next= the address they were at. Several
 * requests refused at once each bring one: the first goes, and the later ones must not send the
 * user on again from the sign-in page and lose the ?next= (null: stay).
 */
export function redirectTarget(path: string, location: Where, navigating?: Where): string | null {
  if (!/^\/signin$/i.test(path)) return path;
  if ([location, navigating].some((l) => l && /^\/signin$/i.test(l.pathname))) return null;
  return signInPath(`${location.pathname}${location.search}`);
}

/** The router for the current address: its loaders start at once. */
export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: signedInPatcher() });
  // A 401 with `redirect` stays inside the app; sent to sign in, the user comes back here after.
  setRedirectHandler((path) => {
    const target = redirectTarget(path, router.state.location, router.state.navigation.location);
    if (target) void router.navigate(target, { replace: true });
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

import type { LoginStatus } from '@contracts/auth';
import type { SignedInArea } from '../features/auth/sign-in-form';
import { authApi, type CurrentUser } from '../lib/auth-api';

// The router's view of the session. The query cache and the screens' first requests live in
// a chunk of their own (screen-data.ts), so the sign-in page loads without them; on the first
// signed-in address the status call leaves at once, beside that chunk, not after it.

type ScreenData = typeof import('./screen-data');

let loading: Promise<ScreenData> | undefined;
let loaded: ScreenData | undefined;
let firstStatus: Promise<LoginStatus> | undefined;

let routesModule: Promise<typeof import('./signed-in-routes')> | undefined;

let router: Promise<typeof import('./router')> | undefined;

/** The router itself: the sign-in page runs without it until the user moves on. */
export function routerModule() {
  router ??= import('./router');
  return router;
}

export function signedInRoutes() {
  routesModule ??= import('./signed-in-routes');
  return routesModule;
}

export function screenData(): Promise<ScreenData> {
  loading ??= import('./screen-data').then((m) => (loaded = m));
  return loading;
}

/** The signed-in user, or null; concurrent callers (a layout's and a screen's loader) share one call. */
export async function currentUser(): Promise<CurrentUser | null> {
  if (!loaded && !firstStatus) firstStatus = authApi.status();
  const data = await screenData();
  const first = firstStatus;
  firstStatus = undefined;
  return data.ensureSession(first);
}

/**
 * The signed-in area's code, fetched while the user types on the sign-in page: the cache, the
 * shell and each role's dashboard, so after Login only the dashboard's data is waited for.
 */
export function prefetchSignedIn(): void {
  void screenData();
  void routerModule();
  void signedInRoutes().then((m) => m.warm());
}

/** What the sign-in form leads into, handed to it by the app. */
export const signedInArea: SignedInArea = {
  prefetch: prefetchSignedIn,
  adopt: async (status) => (await screenData()).adoptSignIn(status),
};

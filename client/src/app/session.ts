import type { LoginStatus } from '@contracts/auth';
import type { SignedInArea } from '../features/auth/sign-in-form';
import type { IdleStep } from '../lib/idle-steps';
import { authApi, type CurrentUser } from '../lib/auth-api';

// The router's view of the session. The query cache and the screens' first requests live in
// a chunk of their own (screen-data.ts), so the sign-in page loads without them; on the first
// signed-in address the status call leaves at once, beside that chunk, not after it.

type ScreenData = typeof import('./screen-data');

let loading: Promise<ScreenData> | undefined;
let loaded: ScreenData | undefined;
let firstStatus: Promise<LoginStatus> | undefined;

export function screenData(): Promise<ScreenData> {
  loading ??= import('./screen-data').then((m) => (loaded = m));
  return loading;
}

/**
 * On an address opened directly, for someone signed in before on this device: the session check
 * leaves now, beside the router's code, instead of when the route's loader runs once that code
 * has been parsed and run (on a slow phone opening the register offline, 300 ms later; issue 36).
 * The loader takes this call over (currentUser).
 */
export function checkSessionEarly(): void {
  if (loaded || firstStatus || !rememberedId()) return;
  firstStatus = authApi.status();
  // Offline with nothing kept it fails; the loader that takes it over says so, not the console.
  firstStatus.catch(() => undefined);
}

const rememberedId = () => {
  try {
    return localStorage.getItem('user_id');
  } catch {
    return null;
  }
};

/** The signed-in user, or null; concurrent callers (a layout's and a screen's loader) share one call. */
export async function currentUser(): Promise<CurrentUser | null> {
  if (!loaded && !firstStatus) firstStatus = authApi.status();
  const data = await screenData();
  const first = firstStatus;
  firstStatus = undefined;
  return data.ensureSession(first);
}

/** The data side's code in two pieces: the query library, then the screens' first requests. */
export const screenDataSteps: IdleStep[] = [
  () => import('./query-client').then(() => undefined),
  () => screenData().then(() => undefined),
];

/**
 * What the sign-in form leads into, handed to it by the app. While the user types it fetches the
 * signed-in area's code (what `warm` names, in order: the router if it is not here yet, the data
 * side, the shell and each role's dashboard), so after Login only the dashboard's data is waited
 * for. Whoever holds the router passes the code to warm, so this module imports none of it and no
 * import runs in a circle.
 */
export function signedInArea(warm: () => IdleStep[]): SignedInArea {
  return {
    warmSteps: warm,
    adopt: async (status) => (await screenData()).adoptSignIn(status),
  };
}

import type { ComponentType } from 'react';
import { type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router-dom';
import { HOME_PATH } from '@contracts/enums';
import { CONFIRM_PATH, FORGOT_PATH, SET_PASSWORD_PATH } from '@contracts/account-paths';
import LoginPage from '../features/auth/login-page';
import { Loading } from '../components/loading';
import { RouteError } from './route-error';
import { currentUser, screenDataSteps, signedInArea } from './session';
import { PATHS } from '../lib/paths';

type PublicPages = typeof import('./public-pages');
const publicPage = (name: keyof PublicPages) => async () => ({
  Component: (await import('./public-pages'))[name] as ComponentType,
});

// Paths match without regard to case, so the spec's /signin links land on /Signin. The
// signed-in screens are added on the first address that needs them (patchSignedIn), so the
// sign-in page carries none of their route tables.
const signedInRoutes = () => import('./signed-in-routes');

/** Inside the router the sign-in page warms only the signed-in screens: the router is here already. */
export const routerSignInArea = signedInArea(() => [
  ...screenDataSteps,
  () => signedInRoutes().then((m) => m.warmSteps()),
]);

const SignInPage = () => <LoginPage area={routerSignInArea} />;

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: () => <Loading />,
    ErrorBoundary: RouteError,
    children: [
      // Back to `/` after signing in (the browser's Back) is the dashboard, as a fresh load of
      // `/` is (server/src/http/signed-in-home.ts).
      { path: PATHS.root, loader: signedInHome, Component: SignInPage },
      { path: PATHS.signIn, Component: SignInPage },
      {
        // The other public pages use the query cache; the sign-in page loads without it.
        lazy: publicPage('QueryLayout'),
        children: [
          { path: PATHS.signUp, lazy: publicPage('SignupPage') },
          { path: FORGOT_PATH, lazy: publicPage('ForgotPasswordPage') },
          { path: CONFIRM_PATH, lazy: publicPage('ConfirmAccountPage') },
          { path: SET_PASSWORD_PATH, lazy: publicPage('SetPasswordPage') },
        ],
      },
      {
        path: '*',
        // "Home" is the role's dashboard when signed in, else the sign-in page.
        loader: async () => ({ role: (await currentUser().catch(() => null))?.role ?? null }),
        lazy: async () => ({ Component: (await import('./not-found-page')).default }),
      },
    ],
  },
];

const remembersSomeone = () => {
  try {
    return localStorage.getItem('user_id') !== null;
  } catch {
    return false;
  }
};

async function signedInHome() {
  if (!remembersSomeone()) return null;
  const user = await currentUser().catch(() => null);
  return user ? redirect(HOME_PATH[user.role]) : null;
}

/**
 * For one router: on an address the public routes do not know, add the signed-in area's routes
 * (once), and start the session check beside their code, so the screen's loader finds it under way.
 */
export function signedInPatcher(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch }) => {
    if (patched) return;
    // Nobody remembered on this device: the session check leaves now, beside the code. Otherwise
    // it left with the app's first code (checkSessionEarly in main.tsx).
    if (!remembersSomeone()) void currentUser().catch(() => null);
    const { signedInRoute } = await signedInRoutes();
    if (patched) return;
    patch('root', [signedInRoute]);
    patched = true;
  };
}

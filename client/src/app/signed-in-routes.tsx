import { Fragment } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { HOME_PATH, type Role } from '@contracts/enums';
import { type CurrentUser, signInPath } from '../lib/auth-api';
import type { Screen } from './areas/screen';
import '../i18n/app-texts';
import '../i18n/server-texts';
import { ROLE_TREES } from './role-trees';
import type { IdleStep } from '../lib/idle-steps';
import { currentUser, screenData } from './session';

/** For a signed-in route's loader: the user, or off to sign in, returning here afterwards. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await currentUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInPath(`${url.pathname}${url.search}`));
  }
  return user;
}

/**
 * Every role's screens as one route list: a path two trees share (a parent sees the student
 * screens for their child) is one route open to both. A screen's loader waits only for the
 * session, then starts the screen's first requests while its code (`lazy`) is still arriving;
 * a role with no such screen goes to its own home, as the server would refuse it anyway.
 */
function screenRoutes(): RouteObject[] {
  const byPath = new Map<string, { screen: Screen; roles: Role[] }>();
  for (const tree of Object.values(ROLE_TREES)) {
    const nav: Screen = { path: tree.sidebarPath, label: tree.title, inNav: false, page: async () => null };
    for (const screen of [...tree.screens, nav]) {
      const seen = byPath.get(screen.path.toLowerCase());
      if (seen) seen.roles.push(tree.role);
      else byPath.set(screen.path.toLowerCase(), { screen, roles: [tree.role] });
    }
  }
  return [...byPath.values()].map(({ screen, roles }) => ({
    path: screen.path,
    loader: async ({ request }) => {
      const url = new URL(request.url);
      // The screen's first requests leave with the session check, for the user who signed in last
      // on this device; only a different user (or none remembered) waits for the check's answer.
      const data = await screenData();
      const guess = data.rememberedUser();
      if (guess && roles.includes(guess.role)) data.prefetchScreen(screen.path, { user: guess, url });
      const user = await requireUser(request);
      if (!roles.includes(user.role)) throw redirect(HOME_PATH[user.role]);
      if (guess?.userId !== user.userId || guess.role !== user.role) data.prefetchScreen(screen.path, { user, url });
      return null;
    },
    // Keyed by path: two routes drawing the same screen (notices, timetables) start afresh.
    lazy: async () => ({ element: <Fragment key={screen.path}>{await screen.page()}</Fragment> }),
  }));
}

/** The signed-in area: the session check, the role's shell, and every screen under it. */
export const signedInRoute: RouteObject = {
  id: 'signed-in',
  loader: async ({ request }) => {
    await requireUser(request);
    return null;
  },
  lazy: async () => ({ Component: (await import('./signed-in-layout')).SignedInLayout }),
  children: screenRoutes(),
};

/** The shell's and each role's dashboard's code, fetched while the user types on the sign-in page, one piece at a time. */
export function warmSteps(): IdleStep[] {
  const dashboards = Object.values(ROLE_TREES).map((tree) => tree.screens.find((s) => s.path === tree.home));
  return [
    () => import('./signed-in-layout').then(() => undefined),
    ...dashboards.map((screen) => async () => void (await screen?.page())),
  ];
}

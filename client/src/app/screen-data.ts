import type { LoginStatus } from '@contracts/auth';
import { ADMINS_KEY, ADMINS_PATH } from '../features/admins/admins-api';
import { ownAttendanceQuery, registerAt, registerQuery } from '../features/attendance/attendance-api';
import { dashboardQuery, dashboardTodayQuery, teacherTodayQuery } from '../features/dashboards/dashboard-api';
import { teacherDetailsQuery } from '../features/dashboards/teacher-dashboard-api';
import { studentMarksQuery } from '../features/marks/marks-api';
import { childrenQuery } from '../features/parents/parents-api';
import { STUDENTS_KEY, STUDENTS_PATH } from '../features/students/students-api';
import { TEACHERS_KEY, TEACHERS_PATH } from '../features/teachers/teachers-api';
import { type CurrentUser, loginStatusQuery, rememberedUser, userFromStatus } from '../lib/auth';

export { rememberedUser };
import { listParamsFrom, listQuery } from '../lib/use-list';
import { OWN_SCOPE } from '../lib/viewed-student';
import { queryClient } from './query-client';
import { PATHS } from '../lib/paths';

// The signed-in area's data side, loaded beside the session check: the session in the query
// cache, and what each screen asks for first, under the keys and functions the screens use.

/** The signed-in user; `first` is a status call already under way (app/session.ts). */
export async function ensureSession(first?: Promise<LoginStatus>): Promise<CurrentUser | null> {
  let pending = first;
  const status = await queryClient.ensureQueryData({
    ...loginStatusQuery,
    queryFn: () => {
      const p = pending ?? loginStatusQuery.queryFn();
      pending = undefined;
      return p;
    },
  });
  return userFromStatus(status);
}

/** The login answer is the session: no status call after it. */
export function adoptSignIn(status: LoginStatus): void {
  queryClient.setQueryData(loginStatusQuery.queryKey, status);
}

interface ScreenContext {
  user: CurrentUser;
  url: URL;
}

/** A paged list whose filters are all in the address. */
const list =
  (key: string, path: string, filters: string[] = []) =>
  ({ url }: ScreenContext) =>
    listQuery(
      key,
      path,
      listParamsFrom(url.searchParams),
      Object.fromEntries(filters.map((f) => [f, url.searchParams.get(f) ?? undefined])),
    );

// The screens whose first request is worth starting before their code: dashboards and lists.
// A screen not named here asks when it is drawn, as before.
const FIRST_REQUESTS: Record<
  string,
  (ctx: ScreenContext) => { queryKey: readonly unknown[] }[] | { queryKey: readonly unknown[] }
> = {
  [PATHS.dashboard]: () => [dashboardQuery(), dashboardTodayQuery()],
  [PATHS.students]: list(STUDENTS_KEY, STUDENTS_PATH, ['class', 'section', 'status']),
  [PATHS.teachers]: list(TEACHERS_KEY, TEACHERS_PATH),
  [PATHS.addAccount]: list(ADMINS_KEY, ADMINS_PATH),
  [PATHS.teacherDashboard]: ({ user }) => [teacherDetailsQuery(user.userId), teacherTodayQuery()],
  [PATHS.studentDashboard]: ({ user }) => [studentMarksQuery(user.userId), ownAttendanceQuery(OWN_SCOPE)],
  [PATHS.examResults]: ({ user }) => (user.role === 'student' ? studentMarksQuery(user.userId) : []),
  [PATHS.attendanceView]: ({ user }) => (user.role === 'student' ? ownAttendanceQuery(OWN_SCOPE) : []),
  // The register a dashboard link opens leaves with the session check: offline, both come from
  // the service worker's kept answers, and the rows are drawn with the screen's first render.
  [PATHS.attendance]: ({ url }) => {
    const q = registerAt(url.searchParams);
    return q ? registerQuery(q) : [];
  },
};

/**
 * For the app's entry, on an address opened directly: the screen's first requests for the user who
 * signed in last on this device, started beside the router's code and the session check rather
 * than after them (issue 37). They carry the cookie; without a session they fail harmlessly, and
 * the screen's loader asks again once the check has said who is signed in.
 */
export function prefetchAtAddress(url: URL): void {
  const user = rememberedUser();
  if (!user) return;
  const path = Object.keys(FIRST_REQUESTS).find((p) => p.toLowerCase() === url.pathname.toLowerCase());
  prefetchScreen(path ?? url.pathname, { user, url });
}

/** Starts a screen's first requests (never waits for them: the screen shows its own loading). */
export function prefetchScreen(path: string, ctx: ScreenContext): void {
  const wanted = [FIRST_REQUESTS[path]?.(ctx) ?? []].flat();
  // Every parent screen shows the child switcher first.
  if (ctx.user.role === 'parent') wanted.push(childrenQuery());
  for (const q of wanted) void queryClient.prefetchQuery(q as Parameters<typeof queryClient.prefetchQuery>[0]);
}

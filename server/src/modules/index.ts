import type { Config } from '../config';
import type { RouteSpec } from '../http/route';
import { attendanceRoutes } from './attendance/attendance.routes';
import { authRoutes } from './auth/auth.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { marksRoutes } from './marks/marks.routes';

// Every module's routes, in one list: the app mounts them and the access tests read them.
export function allRoutes(config: Config): RouteSpec[] {
  return [
    ...authRoutes(config),
    ...dashboardRoutes(),
    ...attendanceRoutes(),
    ...marksRoutes(),
  ];
}

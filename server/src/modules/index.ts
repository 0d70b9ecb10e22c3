import type { Config } from '../config';
import type { RouteSpec } from '../http/route';
import { adminRoutes } from './admins/admins.routes';
import { authRoutes } from './auth/auth.routes';
import { classesRoutes } from './classes/classes.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { detailsRoutes } from './details/details.routes';
import { systemRoutes } from './system/system.routes';
import { studentRoutes } from './students/students.routes';
import { teacherRoutes } from './teachers/teachers.routes';

// Every module's routes, in one list: the app mounts them and the access tests read them.
export function allRoutes(config: Config): RouteSpec[] {
  return [
    ...authRoutes(config),
    ...dashboardRoutes(),
    ...detailsRoutes(),
    ...classesRoutes(),
    ...systemRoutes(),
    ...adminRoutes(),
    ...teacherRoutes(),
    ...studentRoutes(),
  ];
}

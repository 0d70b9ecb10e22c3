import type { Config } from '../config';
import type { RouteSpec } from '../http/route';
import { authRoutes } from './auth/auth.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { fileRoutes } from '../storage/file-routes';
import { assignmentRoutes } from './assignments/assignments.routes';
import { assignmentFileSource } from './assignments/assignments.service';
import { boardFileSources, fileBoardRoutes } from './file-boards/file-boards.routes';
import { feeRoutes } from './fees/fees.routes';
import { studentLookupRoutes } from './fees/student-lookup.routes';

// Every module's routes, in one list: the app mounts them and the access tests read them.
export function allRoutes(config: Config): RouteSpec[] {
  return [
    ...authRoutes(config),
    ...dashboardRoutes(),
    ...fileBoardRoutes(config),
    ...feeRoutes(config),
    ...studentLookupRoutes(),
    ...assignmentRoutes(config),
    ...fileRoutes(config, [...boardFileSources, assignmentFileSource]),
  ];
}

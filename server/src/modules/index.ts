import type { Config } from '../config';
import type { RouteSpec } from '../http/route';
import { outboxRoutes } from '../mail/outbox.routes';
import { fileRoutes } from '../storage/file-routes';
import { accountRoutes } from './account/account.routes';
import { adminRoutes } from './admins/admins.routes';
import { assignmentRoutes } from './assignments/assignments.routes';
import { assignmentFileSource } from './assignments/assignments.service';
import { attendanceRoutes } from './attendance/attendance.routes';
import { authRoutes } from './auth/auth.routes';
import { classesRoutes } from './classes/classes.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { detailsRoutes } from './details/details.routes';
import { feeRoutes } from './fees/fees.routes';
import { boardFileSources, fileBoardRoutes } from './file-boards/file-boards.routes';
import { importRoutes } from './imports/imports.routes';
import { yearRoutes } from './years/years.routes';
import { promotionRoutes } from './promotions/promotions.routes';
import { onerosterRoutes } from './oneroster/oneroster.routes';
import { marksRoutes } from './marks/marks.routes';
import { studentRoutes } from './students/students.routes';
import { systemRoutes } from './system/system.routes';
import { teacherRoutes } from './teachers/teachers.routes';

// Every module's routes, in one list: the app mounts them and the access tests read them.
export function allRoutes(config: Config): RouteSpec[] {
  return [
    ...authRoutes(config),
    ...accountRoutes(config),
    ...dashboardRoutes(),
    ...detailsRoutes(),
    ...classesRoutes(),
    ...systemRoutes(),
    ...outboxRoutes(),
    ...adminRoutes(),
    ...teacherRoutes(),
    ...studentRoutes(),
    ...importRoutes(),
    ...yearRoutes(),
    ...promotionRoutes(),
    ...onerosterRoutes(config),
    ...fileBoardRoutes(config),
    ...feeRoutes(config),
    ...assignmentRoutes(config),
    ...attendanceRoutes(),
    ...marksRoutes(config),
    ...fileRoutes(config, [...boardFileSources, assignmentFileSource]),
  ];
}

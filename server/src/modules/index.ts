import type { Config } from '../core/config';
import type { RouteSpec } from '../http/route';
import type { Parts } from './parts';
import { outboxRoutes } from '../mail/outbox.routes';
import { fileRoutes } from '../storage/file-routes';
import { accountRoutes } from './account/account.routes';
import { adminRoutes } from './admins/admins.routes';
import { assignmentRoutes } from './assignments/assignments.routes';
import { assignmentFileSource } from './assignments/assignments.service';
import { atRiskRoutes } from './at-risk/at-risk.routes';
import { submissionRoutes } from './assignments/submissions.routes';
import { submissionFileSource } from './assignments/submissions.service';
import { attendanceRoutes } from './attendance/attendance.routes';
import { authRoutes } from './auth/auth.routes';
import { classesRoutes } from './classes/classes.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { detailsRoutes } from './details/details.routes';
import { examRoutes } from './exams/exams.routes';
import { feeLedgerRoutes } from './fee-ledger/fee-ledger.routes';
import { feeOfficeRoutes } from './fee-ledger/fee-office.routes';
import { feeRoutes } from './fees/fees.routes';
import { historyRoutes } from './history/history.routes';
import { boardFileSources, fileBoardRoutes } from './file-boards/file-boards.routes';
import { parentRoutes } from './guardians/parent.routes';
import { importRoutes } from './imports/imports.routes';
import { yearRoutes } from './years/years.routes';
import { promotionRoutes } from './promotions/promotions.routes';
import { onerosterRoutes } from './oneroster/oneroster.routes';
import { letterRoutes } from './letters/letters.routes';
import { marksRoutes } from './marks/marks.routes';
import { schoolRoutes } from './school/school.routes';
import { classLabel } from './setup/class-label';
import { classPlaces } from './setup/class-places';
import { setupRoutes } from './setup/setup.routes';
import { studentRoutes } from './students/students.routes';
import { healthRoutes } from './system/health.routes';
import { systemRoutes } from './system/system.routes';
import { teacherRoutes } from './teachers/teachers.routes';
import { teachingRoutes } from './teaching/teaching.routes';

// Every module's routes, in one list: the app mounts them and the access tests read them.
export function allRoutes(config: Config, parts: Parts): RouteSpec[] {
  return [
    ...authRoutes(config, parts.passwords),
    ...accountRoutes(config, parts.passwords, parts.outbox),
    ...letterRoutes(config),
    ...schoolRoutes(config),
    ...setupRoutes(config),
    ...dashboardRoutes(),
    ...detailsRoutes(),
    ...classesRoutes(),
    ...systemRoutes(config),
    ...healthRoutes(),
    ...outboxRoutes(parts.outbox),
    ...adminRoutes(parts.passwords, parts.contacts),
    ...teacherRoutes(parts.contacts),
    ...teachingRoutes(),
    ...studentRoutes(parts.contacts),
    ...parentRoutes(),
    ...importRoutes(parts.contacts),
    ...yearRoutes(),
    ...promotionRoutes(parts.promotionBackup),
    ...onerosterRoutes(config),
    ...fileBoardRoutes(config),
    ...feeRoutes(config),
    ...feeLedgerRoutes(config, parts.outbox),
    ...feeOfficeRoutes(),
    ...assignmentRoutes(config),
    ...submissionRoutes(config),
    ...attendanceRoutes(parts.absenceAlerts),
    ...atRiskRoutes(parts.atRiskWeekly),
    ...examRoutes({ ...classPlaces, label: classLabel }),
    ...marksRoutes(config),
    ...historyRoutes(),
    ...fileRoutes(config, [...boardFileSources, assignmentFileSource, submissionFileSource]),
  ];
}

import type { DashboardCounts } from '@contracts/dashboard';
import { rowCounts } from '../../db/row-counts';

export const dashboardRepo = {
  /** From the kept row counters (migration 016): a few rows read, however large the school. */
  async counts(): Promise<DashboardCounts> {
    const n = await rowCounts.many(['teachers', 'students:active']);
    return { total_teachers: n.teachers, total_students: n['students:active'] };
  },
};

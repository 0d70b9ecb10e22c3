import type { DashboardCounts } from '@contracts/dashboard';
import { queryOne } from '../../db/pool';

export const dashboardRepo = {
  async counts(): Promise<DashboardCounts> {
    return (await queryOne<DashboardCounts>(
      'SELECT (SELECT count(*) FROM teachers)::int AS total_teachers, (SELECT count(*) FROM students_on_roll)::int AS total_students',
    ))!;
  },
};

import type { ClassSummary } from '@contracts/details';
import { query } from '../../db/pool';

export const classesRepo = {
  // Every class and section appears, with 0 where nobody is enrolled yet.
  summary(): Promise<ClassSummary[]> {
    return query<ClassSummary>(
      `SELECT c.class, s.section, count(st.auto_id)::int AS students
       FROM generate_series(1, 10) AS c(class)
       CROSS JOIN (VALUES ('A'), ('B'), ('C')) AS s(section)
       LEFT JOIN students st ON st.class = c.class AND st.section = s.section
       GROUP BY c.class, s.section
       ORDER BY c.class, s.section`,
    );
  },
};

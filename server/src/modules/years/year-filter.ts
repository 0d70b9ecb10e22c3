import type { Filter } from '../../db/table-repo';

/**
 * Records belong to the year whose days hold their date: the one rule attendance days, exams
 * and fees share. `column` is a date column named in code, never by a request.
 */
export function yearFilter(column: string, yearId: number | undefined): Filter[] {
  if (yearId === undefined) return [];
  return [
    {
      sql: `${column} BETWEEN (SELECT starts_on FROM academic_years WHERE id = $1) AND (SELECT ends_on FROM academic_years WHERE id = $1)`,
      params: [yearId],
    },
  ];
}

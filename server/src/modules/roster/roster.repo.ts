import type { Section, StudentStatus } from '@contracts/enums';
import type { Place } from '@contracts/teaching';
import { query, queryOne } from '../../db/pool';
import type { Filter } from '../../db/table-repo';

export interface RosterStudent {
  student_id: string;
  name: string;
  class: number;
  section: Section;
  status: StudentStatus;
}

const COLUMNS = 'student_id, name, class, section, status';

/**
 * The roll on a day, with the columns of RosterStudent: in a year a promotion has closed, each
 * student's class and section as student_years recorded them for that year (whatever their
 * status now: last year's class 10 is still in last year's registers); anyone else as they are
 * on the roll today. `day` is an SQL expression of a date (a parameter, a column), never input.
 */
export const rollOn = (day: string) =>
  rollIn(`(SELECT id FROM academic_years WHERE (${day})::date BETWEEN starts_on AND ends_on)`);

/** The roll of a year as rollOn tells it; `year` is an SQL expression of a year's id (NULL: outside every year, today's roll). */
export const rollIn = (year: string) => {
  return `(SELECT s.student_id, s.name, y.class, y.section, s.status FROM student_years y JOIN students s ON s.student_id = y.student_id WHERE y.year_id = ${year}
    UNION ALL
    SELECT r.student_id, r.name, r.class, r.section, r.status FROM students_on_roll r
    WHERE NOT EXISTS (SELECT 1 FROM student_years y WHERE y.student_id = r.student_id AND y.year_id = ${year}))`;
};

export const rosterRepo = {
  /**
   * The active students of a class (one section, or all when section is null), by name. The
   * view students_on_roll (migration 013) is the one place withdrawn and graduated students
   * leave registers, grids and class lists.
   */
  ofClass(cls: number, section: string | null): Promise<RosterStudent[]> {
    return query<RosterStudent>(
      `SELECT ${COLUMNS} FROM students_on_roll
       WHERE class = $1 AND ($2::text IS NULL OR section = $2)
       ORDER BY name, student_id`,
      [cls, section],
    );
  },

  /** Where these students (any case) were on a day, as rollOn tells it; those not on that day's roll are left out. */
  placesOn(ids: readonly string[], day: string): Promise<RosterStudent[]> {
    return query<RosterStudent>(
      `SELECT ${COLUMNS} FROM ${rollOn('$2')} AS r WHERE lower(student_id) = ANY($1::text[])`,
      [ids.map((id) => id.toLowerCase()), day],
    );
  },

  /** One student by ID, in any case. */
  find(studentId: string): Promise<RosterStudent | undefined> {
    return queryOne<RosterStudent>(`SELECT ${COLUMNS} FROM students WHERE lower(student_id) = lower($1)`, [studentId]);
  },

  /**
   * The students with these IDs (any case), locked against changes until the transaction ends,
   * so a student cannot move class between the check and the write that relies on it.
   */
  lock(ids: readonly string[]): Promise<RosterStudent[]> {
    return query<RosterStudent>(`SELECT ${COLUMNS} FROM students WHERE lower(student_id) = ANY($1::text[]) FOR SHARE`, [
      ids.map((id) => id.toLowerCase()),
    ]);
  },
};

export interface ClassFilters {
  class?: number;
  section?: string;
  student_id?: string;
}

/** List filters for tables of records that name a student in a class. */
export function classFilters(f: ClassFilters): Filter[] {
  const filters: Filter[] = [];
  if (f.class !== undefined) filters.push({ sql: 'class = $1', params: [f.class] });
  if (f.section) filters.push({ sql: 'section = $1', params: [f.section] });
  // student_id is stored as the student record spells it; people type it in any case.
  if (f.student_id) filters.push({ sql: 'lower(student_id) = lower($1)', params: [f.student_id] });
  return filters;
}

/** Only the rows of these class sections; 'all' adds no filter. */
export function placesFilter(places: Place[] | 'all'): Filter[] {
  if (places === 'all') return [];
  return [
    {
      sql: '(class, section) IN (SELECT * FROM unnest($1::smallint[], $2::text[]))',
      params: [places.map((p) => p.class), places.map((p) => p.section)],
    },
  ];
}

/** The rows of one class's roster that lie in its sections among these places (of that class). */
export function inPlaces<R extends { section: string }>(rows: R[], places: Place[] | 'all'): R[] {
  if (places === 'all') return rows;
  return rows.filter((r) => places.some((p) => p.section === r.section));
}

import type { AttendanceRecord, AttendanceStatus, RegisterEntry } from '@contracts/attendance';
import type { Section } from '@contracts/enums';
import { query, queryOne } from '../../db/pool';
import { type Filter, tableRepo } from '../../db/table-repo';
import { type ClassFilters, classFilters, rollOn } from '../roster/roster.repo';
import { yearFilter } from '../years/year-filter';

// class_label: classes 1-10 answer as numbers (the spec's), the setup's other classes by name.
const SELECT =
  'id, student_id, student_name, class_label(class) AS class, section, attendance_date, status, updated_at';

export const attendanceTable = tableRepo<AttendanceRecord>({
  table: 'attendance',
  key: 'id',
  select: SELECT,
  writable: ['student_id', 'student_name', 'class', 'section', 'attendance_date', 'status', 'marked_by', 'updated_at'],
  searchable: ['student_id', 'student_name', 'status'],
  sortable: {
    student_id: 'student_id',
    student_name: 'student_name',
    // The stored link: classes in the order of their numbers, not of their labels.
    class: 'attendance.class',
    section: 'section',
    attendance_date: 'attendance_date',
    status: 'status',
  },
  defaultOrder: 'attendance_date DESC, id DESC',
  counter: 'attendance',
});

export function attendanceFilters(f: ClassFilters & { date?: string; year_id?: number }): Filter[] {
  const filters = [...classFilters(f), ...yearFilter('attendance_date', f.year_id)];
  if (f.date) filters.push({ sql: 'attendance_date = $1', params: [f.date] });
  return filters;
}

/** One student's line of a register as written: the status and the student as on the day's roll. */
export interface RegisterRow {
  student_id: string;
  status: AttendanceStatus;
  name: string;
  class: number;
  section: Section;
}

export type AttendanceRow = Omit<AttendanceRecord, 'id' | 'updated_at'> & { marked_by: number };

const UPSERT_SET = `status = EXCLUDED.status, student_name = EXCLUDED.student_name, class = EXCLUDED.class,
  section = EXCLUDED.section, marked_by = EXCLUDED.marked_by, updated_at = now()`;

/** A record's day and place as stored (the setup's link values), for the teaching rules and edits. */
export interface StoredDay {
  id: number;
  student_id: string;
  class: number;
  section: Section;
  attendance_date: string;
  status: AttendanceStatus;
}

export const attendanceRepo = {
  stored(id: number): Promise<StoredDay | undefined> {
    return queryOne<StoredDay>(
      'SELECT id, student_id, class, section, attendance_date, status FROM attendance WHERE id = $1',
      [id],
    );
  },

  /** Saving a student's day again updates that day's row: one row per student per date. */
  upsert(row: AttendanceRow): Promise<AttendanceRecord & { inserted: boolean }> {
    return queryOne<AttendanceRecord & { inserted: boolean }>(
      `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status, marked_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (student_id, attendance_date) DO UPDATE SET ${UPSERT_SET}
       RETURNING ${SELECT}, (xmax = 0) AS inserted`,
      [row.student_id, row.student_name, row.class, row.section, row.attendance_date, row.status, row.marked_by],
    ).then((r) => r!);
  },

  /**
   * A whole register in one statement, each student's details as the service found them on the
   * day's roll (their records locked by then). A row already as sent (status, name, class,
   * section) is left out before the insert, so it is not even locked: a register saved again
   * waits for no other save of the same class, writes no row version and no history, and keeps
   * who marked it. Were such a row changed by a save committing meanwhile, that save comes after
   * this one, as if this had run first. The rows that do change are written in student order by
   * every save, so two saves of one class cannot deadlock (ON CONFLICT locks a row it leaves
   * unchanged as well). Answers the rows written.
   */
  upsertMany(
    date: string,
    entries: RegisterRow[],
    markedBy: number,
  ): Promise<{ student_id: string; status: AttendanceStatus }[]> {
    return query(
      `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status, marked_by)
       SELECT u.student_id, u.name, u.class, u.section, $1::date, u.status, $2
       FROM unnest($3::text[], $4::text[], $5::text[], $6::smallint[], $7::text[]) AS u (student_id, status, name, class, section)
       WHERE NOT EXISTS (SELECT 1 FROM attendance a WHERE a.student_id = u.student_id AND a.attendance_date = $1::date
                         AND (a.status, a.student_name, a.class, a.section) IS NOT DISTINCT FROM (u.status, u.name, u.class, u.section))
       ORDER BY u.student_id
       ON CONFLICT (student_id, attendance_date) DO UPDATE SET ${UPSERT_SET}
       WHERE (attendance.status, attendance.student_name, attendance.class, attendance.section)
         IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.student_name, EXCLUDED.class, EXCLUDED.section)
       RETURNING student_id, status`,
      [
        date,
        markedBy,
        ...(['student_id', 'status', 'name', 'class', 'section'] as const).map((k) => entries.map((e) => e[k])),
      ],
    );
  },

  /** The saved statuses of these students on a date, locked until the save commits (in student order, as upsertMany writes). */
  lockStatuses(
    date: string,
    studentIds: readonly string[],
  ): Promise<{ student_id: string; status: AttendanceStatus }[]> {
    return query(
      'SELECT student_id, status FROM attendance WHERE attendance_date = $1 AND student_id = ANY($2::text[]) ORDER BY student_id FOR UPDATE',
      [date, studentIds],
    );
  },

  /** The roster of a class on a date (that year's, after a promotion) with each student's saved status, if any. */
  register(
    cls: number,
    section: string | null,
    date: string,
  ): Promise<(Omit<RegisterEntry, 'status'> & { status: AttendanceStatus | null })[]> {
    return query(
      `SELECT s.student_id, s.name, s.section, a.status, (a.id IS NOT NULL) AS saved, a.id
       FROM ${rollOn('$3')} AS s
       LEFT JOIN attendance a ON a.student_id = s.student_id AND a.attendance_date = $3
       WHERE s.class = $1 AND ($2::text IS NULL OR s.section = $2)
       ORDER BY s.name, s.student_id`,
      [cls, section, date],
    );
  },
};

import type { AttendanceRecord, AttendanceStatus, RegisterEntry } from '@contracts/attendance';
import type { Section } from '@contracts/enums';
import { query, queryOne } from '../../db/pool';
import { type Filter, tableRepo } from '../../db/table-repo';
import { type ClassFilters, classFilters, rollOn } from '../roster/roster.repo';
import { yearFilter } from '../years/year-filter';

const SELECT = 'id, student_id, student_name, class, section, attendance_date, status, updated_at';

export const attendanceTable = tableRepo<AttendanceRecord>({
  table: 'attendance',
  key: 'id',
  select: SELECT,
  writable: ['student_id', 'student_name', 'class', 'section', 'attendance_date', 'status', 'marked_by', 'updated_at'],
  searchable: ['student_id', 'student_name', 'status'],
  sortable: {
    student_id: 'student_id',
    student_name: 'student_name',
    class: 'class',
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

export type AttendanceRow = Omit<AttendanceRecord, 'id' | 'updated_at'> & { marked_by: number };

const UPSERT_SET = `status = EXCLUDED.status, student_name = EXCLUDED.student_name, class = EXCLUDED.class,
  section = EXCLUDED.section, marked_by = EXCLUDED.marked_by, updated_at = now()`;

export const attendanceRepo = {
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
   * A whole register in one statement; the students' details are read from their records. Rows
   * are written in student order by every save, so two saves of one class cannot deadlock
   * (ON CONFLICT locks a row it leaves unchanged as well). Answers how many rows changed.
   */
  async upsertMany(date: string, entries: { student_id: string; status: AttendanceStatus }[], markedBy: number): Promise<number> {
    // A row whose status and student are as stored is left alone (who marked it too): no new
    // row version, no history row, nothing for the triggers to compare. A register saved
    // again with one child changed writes one row.
    const rows = await query(
      `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status, marked_by)
       SELECT s.student_id, s.name, s.class, s.section, $1::date, u.status, $2
       FROM unnest($3::text[], $4::text[]) AS u (student_id, status), ${rollOn('$1')} AS s
       WHERE s.student_id = u.student_id
       ORDER BY s.student_id
       ON CONFLICT (student_id, attendance_date) DO UPDATE SET ${UPSERT_SET}
       WHERE (attendance.status, attendance.student_name, attendance.class, attendance.section)
         IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.student_name, EXCLUDED.class, EXCLUDED.section)
       RETURNING id`,
      [date, markedBy, entries.map((e) => e.student_id), entries.map((e) => e.status)],
    );
    return rows.length;
  },

  /** The roster of a class on a date (that year's, after a promotion) with each student's saved status, if any. */
  register(cls: number, section: Section | null, date: string): Promise<(Omit<RegisterEntry, 'status'> & { status: AttendanceStatus | null })[]> {
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

import { GRADE_SCALE } from '@contracts/grades';
import { batchStatement } from '../db/batch';
import { query, queryOne } from '../db/pool';

// Bulk writes for the demo data: one statement per batch (arrays unnested on the server), never
// one round trip per row. The attendance and marks are generated inside PostgreSQL itself.

export interface TeacherSeed {
  name: string;
  email: string;
  mobile: string;
  joining_date: string;
  subject: string;
  class: number;
  gender: string;
}
export interface GuardianSeed {
  name: string;
  relation: 'father' | 'mother';
  email: string;
  mobile: string;
  notify: boolean;
  children: string[];
}
export interface StudentSeed {
  name: string;
  dob: string;
  class: number;
  section: string;
  gender: string;
  father_name: string;
  mother_name: string;
  email: string;
  mobile: string;
  address: string;
}

const column = <T, K extends keyof T>(rows: T[], key: K) => rows.map((r) => r[key]);

// The same scale as contracts/grades.ts, written as SQL from that one definition.
export const gradeCase = (pct: string) =>
  `CASE ${GRADE_SCALE.map((s) => `WHEN ${pct} >= ${s.min} THEN '${s.grade}'`).join(' ')} ELSE 'E' END`;

export const demoRepo = {
  /**
   * Last school year and this one (April to March), each with two terms, this one current; and
   * last year's class lists: everyone above class 1 was one class lower, in the same section.
   */
  async insertYears(thisYearStart: number): Promise<void> {
    const years = [thisYearStart - 1, thisYearStart].map((y) => ({
      y,
      name: `${y}-${String((y + 1) % 100).padStart(2, '0')}`,
    }));
    for (const { y, name } of years) {
      const row = await queryOne<{ id: number }>(
        'INSERT INTO academic_years (name, starts_on, ends_on, is_current) VALUES ($1, $2, $3, $4) RETURNING id',
        [name, `${y}-04-01`, `${y + 1}-03-31`, y === thisYearStart],
      );
      await query(
        `INSERT INTO terms (year_id, name, starts_on, ends_on) VALUES ($1, 'Term 1', $2, $3), ($1, 'Term 2', $4, $5)`,
        [row!.id, `${y}-04-01`, `${y}-09-30`, `${y}-10-01`, `${y + 1}-03-31`],
      );
      if (y < thisYearStart) {
        await query(
          'INSERT INTO student_years (student_id, year_id, class, section) SELECT student_id, $1, class - 1, section FROM students WHERE class > 1',
          [row!.id],
        );
      }
    }
  },

  async isEmpty(): Promise<boolean> {
    const row = await queryOne<{ n: number }>(
      'SELECT (SELECT count(*) FROM students) + (SELECT count(*) FROM teachers) AS n',
    );
    return row!.n === 0;
  },

  async insertTeachers(rows: TeacherSeed[]): Promise<string[]> {
    const out = await query<{ teacher_id: string }>(
      `INSERT INTO teachers (name, email, mobile, joining_date, subject, class, gender)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[], $6::smallint[], $7::text[])
       RETURNING teacher_id`,
      [
        column(rows, 'name'),
        column(rows, 'email'),
        column(rows, 'mobile'),
        column(rows, 'joining_date'),
        column(rows, 'subject'),
        column(rows, 'class'),
        column(rows, 'gender'),
      ],
    );
    return out.map((r) => r.teacher_id);
  },

  async insertStudents(rows: StudentSeed[]): Promise<number> {
    const keys = [
      'name',
      'dob',
      'class',
      'section',
      'gender',
      'father_name',
      'mother_name',
      'email',
      'mobile',
      'address',
    ] as const;
    await query(
      `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
       SELECT * FROM unnest($1::text[], $2::date[], $3::smallint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])`,
      keys.map((k) => column(rows, k)),
    );
    return rows.length;
  },

  /** Guardians, then their links to their children (named by the children's emails). */
  async insertGuardians(rows: GuardianSeed[]): Promise<void> {
    await query(
      `INSERT INTO guardians (name, email, mobile, notify) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[])`,
      [column(rows, 'name'), column(rows, 'email'), column(rows, 'mobile'), column(rows, 'notify')],
    );
    const links = rows.flatMap((g) => g.children.map((child) => ({ guardian: g.email, child, relation: g.relation })));
    await query(
      `INSERT INTO student_guardians (student_id, guardian_id, relation, position)
       SELECT s.student_id, g.id, l.relation, CASE l.relation WHEN 'father' THEN 0 ELSE 1 END
       FROM unnest($1::text[], $2::text[], $3::text[]) AS l(guardian, child, relation)
       JOIN guardians g ON g.email = l.guardian JOIN students s ON s.email = l.child`,
      [column(links, 'guardian'), column(links, 'child'), column(links, 'relation')],
    );
  },

  /** About 93% present, decided by a hash so the same data comes out every time. One section, some days. */
  async generateAttendance(days: string[], forClass: number, section: string): Promise<void> {
    await query(
      `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status)
       SELECT s.student_id, s.name, s.class, s.section, d.day,
              CASE WHEN abs(hashtext(s.student_id || d.day::text)) % 100 < 7 THEN 'Absent' ELSE 'Present' END
       FROM students s CROSS JOIN unnest($1::date[]) AS d(day)
       WHERE s.class = $2 AND s.section = $3`,
      [days, forClass, section],
    );
  },

  /**
   * One exam of this name for a class, sat over five days `daysAgo` days back, then each of its
   * students' marks in it. Each student has a level of their own; each subject varies around it
   * (some fail, a few excel).
   */
  async generateMarks(exam: string, seed: number, daysAgo: number, forClass: number): Promise<void> {
    await query(
      'INSERT INTO exams (name, class, starts_on, ends_on) VALUES ($1, $3, current_date - $2::int, current_date - $2::int + 4)',
      [exam, daysAgo, forClass],
    );
    // Each subject of the exam, by its position, from the student's level (the same both times).
    const mark = `least(es.max_marks, greatest(0, 30 + abs(hashtext(s.student_id)) % 66 + abs(hashtext(s.student_id || es.position::text || $2::text)) % 41 - 20))`;
    const examId = '(SELECT id FROM exams WHERE class = $3 AND name = $1)';
    await query(
      `INSERT INTO marks (student_id, exam_id, class, section, total_marks, marks_obtained, percentage, grade, created_at)
       SELECT s.student_id, ${examId}, s.class, s.section, t.max, t.total, round(t.total * 100.0 / t.max, 2), ${gradeCase('round(t.total * 100.0 / t.max, 2)')},
              now() - make_interval(days => $4::int)
       FROM students s,
       LATERAL (SELECT sum(es.max_marks) FILTER (WHERE es.counts_in_total)::int AS max, (sum(${mark}) FILTER (WHERE es.counts_in_total))::int AS total
                FROM exam_subjects es WHERE es.exam_id = ${examId}) t
       WHERE s.class = $3`,
      [exam, String(seed), forClass, daysAgo - 5],
    );
    await query(
      `INSERT INTO subject_marks (marks_id, exam_id, code, mark)
       SELECT m.marks_id, m.exam_id, es.code, ${mark}
       FROM marks m JOIN students s ON s.student_id = m.student_id JOIN exam_subjects es ON es.exam_id = m.exam_id
       WHERE m.exam_id = ${examId}`,
      [exam, String(seed), forClass],
    );
  },

  /** The `nth` fee payment of every student of a class, paid on `day`; receipts numbered in student order. */
  async generateFees(day: string, nth: number, forClass: number): Promise<void> {
    await query(
      `INSERT INTO fees (student_id, name, class, amount, payment_mode, payment_date, receipt_no)
       SELECT s.student_id, s.name, s.class, (1500 + s.class * 250)::numeric(10, 2),
              (ARRAY['Cash', 'Online', 'Bank'])[1 + abs(hashtext(s.student_id || $2::int::text)) % 3],
              $1::date, padded_code('R', nextval('fee_receipt_seq'), 6)
       FROM students s WHERE s.class = $3
       ORDER BY s.auto_id`,
      [day, nth, forClass],
    );
  },

  /**
   * Replaces the teachers' starting teaching with a school's: each subject of each section is
   * taught by one teacher of that subject (teachers of a subject share the sections in turn),
   * and the first 30 teachers are the class teachers of 1A, 1B ... 10C, in that order.
   */
  async assignTeaching(): Promise<void> {
    await query('DELETE FROM teaching_subjects');
    await query(
      `WITH sections AS (
         SELECT c AS class, s AS section, row_number() OVER (ORDER BY c, s) - 1 AS j
         FROM generate_series(1, 10) c, unnest(ARRAY['A', 'B', 'C']) s),
       teachers_by_subject AS (
         SELECT id, subject, row_number() OVER (PARTITION BY subject ORDER BY id) - 1 AS k, count(*) OVER (PARTITION BY subject) AS n FROM teachers)
       INSERT INTO teaching_subjects (teacher_id, class, section, subject)
       SELECT t.id, s.class, s.section, t.subject FROM teachers_by_subject t JOIN sections s ON s.j % t.n = t.k`,
    );
    await query(
      `INSERT INTO class_teachers (teacher_id, class, section)
       SELECT t.id, 1 + (t.r / 3), (ARRAY['A', 'B', 'C'])[1 + t.r % 3]
       FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS r FROM teachers) t WHERE t.r < 30`,
    );
  },

  async emailOf(
    table: 'teachers' | 'students' | 'guardians',
    column: 'teacher_id' | 'student_id' | 'guardian_id',
    id: string,
  ): Promise<string | undefined> {
    return (await queryOne<{ email: string }>(`SELECT email FROM ${table} WHERE ${column} = $1`, [id]))?.email;
  },

  /**
   * A freshly loaded school is vacuumed as well as analyzed: its pages are marked all-visible, so
   * counts and lookups can answer from an index alone and no first read afterwards has to write
   * hint bits into the pages the load just wrote. VACUUM runs outside a transaction only.
   */
  analyze: (): Promise<void> => batchStatement('VACUUM (ANALYZE)'),
};

import type { Section } from '@contracts/enums';
import type { ExamResult, GradeBand, PendingResult } from '@contracts/grades';
import type { CodedMarks } from '@contracts/exam-subjects';
import type { MarksGridRow, MarksRecord } from '@contracts/marks';
import { query } from '../../db/pool';
import { rollIn, type RosterStudent } from '../roster/roster.repo';
import { MARKS_COLUMNS, marksShown } from './marks-records.repo';

export type StoredMarks = CodedMarks & {
  marks_id: number;
  student_id: string;
  class: number;
  section: Section;
  total_marks: number;
};

/** A record to write: the record itself and one row per subject of its exam. */
export type MarksRow = (ExamResult | PendingResult) & {
  student_id: string;
  exam_id: number;
  class: number;
  section: Section;
  total_marks: number;
  entered_by: number;
  subjects: { code: string; mark: number | null; absent: boolean }[];
};

const COLUMNS = MARKS_COLUMNS;
const TYPES: Record<(typeof COLUMNS)[number], string> = {
  student_id: 'text',
  exam_id: 'bigint',
  class: 'smallint',
  section: 'text',
  total_marks: 'smallint',
  marks_obtained: 'smallint',
  percentage: 'numeric',
  grade: 'text',
  entered_by: 'bigint',
};
const UPDATE_ON_CONFLICT = COLUMNS.filter((c) => c !== 'student_id' && c !== 'exam_id')
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ');
// What a save may change; who entered it is not a change of its own.
const COMPARED = COLUMNS.filter((c) => c !== 'student_id' && c !== 'exam_id' && c !== 'entered_by');
const CHANGED = `(${COMPARED.map((c) => `marks.${c}`).join(', ')}) IS DISTINCT FROM (${COMPARED.map((c) => `EXCLUDED.${c}`).join(', ')})`;

// A record's subjects as one JSON value { marks: { code: mark }, absent: [codes] }, for the alias m.
const CODED = `(SELECT json_build_object('marks', coalesce(json_object_agg(x.code, x.mark), '{}'), 'absent', coalesce(json_agg(x.code) FILTER (WHERE x.absent), '[]'))
  FROM subject_marks x WHERE x.marks_id = m.marks_id)`;
const STORED = `m.marks_id, m.student_id, m.class, m.section, m.total_marks, ${CODED} AS coded`;
const storedOf = ({ coded, ...r }: Omit<StoredMarks, keyof CodedMarks> & { coded: CodedMarks }): StoredMarks => ({
  ...r,
  ...coded,
});

export const marksRepo = {
  /**
   * Saves many students' marks in one statement (one row is a batch of one). Saving a student's
   * exam again updates that row: one row per student per exam.
   * Rows are written in student_id order (column 1) by every save, so two saves of one class
   * cannot deadlock. A stored row that would not change is left alone (no row version, no
   * history row) and is not in the answer: it holds the rows inserted or changed.
   */
  async upsertMany(rows: MarksRow[]): Promise<{ marks_id: number; inserted: boolean }[]> {
    if (!rows.length) return [];
    const written = await query<{ marks_id: number; inserted: boolean }>(
      `INSERT INTO marks (${COLUMNS.join(', ')})
       SELECT ${COLUMNS.join(', ')}
       FROM unnest(${COLUMNS.map((c, i) => `$${i + 1}::${TYPES[c]}[]`).join(', ')}) AS u(${COLUMNS.join(', ')}) ORDER BY 1
       ON CONFLICT (student_id, exam_id) DO UPDATE SET ${UPDATE_ON_CONFLICT}, updated_at = now() WHERE ${CHANGED}
       RETURNING marks_id, (xmax = 0) AS inserted`,
      COLUMNS.map((c) => rows.map((r) => r[c])),
    );
    await marksRepo.writeSubjects(rows);
    return written;
  },

  /**
   * Each record's subject rows as the rows say, found by student and exam (a record just inserted
   * included); a row that would not change is left alone, so it writes no history.
   */
  async writeSubjects(rows: readonly Pick<MarksRow, 'student_id' | 'exam_id' | 'subjects'>[]): Promise<void> {
    const flat = rows.flatMap((r) => r.subjects.map((s) => ({ ...s, student_id: r.student_id, exam_id: r.exam_id })));
    if (!flat.length) return;
    await query(
      `INSERT INTO subject_marks (marks_id, exam_id, code, mark, absent)
       SELECT m.marks_id, m.exam_id, u.code, u.mark, u.absent
       FROM unnest($1::text[], $2::bigint[], $3::text[], $4::smallint[], $5::boolean[]) AS u(student_id, exam_id, code, mark, absent)
       JOIN marks m ON m.student_id = u.student_id AND m.exam_id = u.exam_id
       ORDER BY 1, 3
       ON CONFLICT (marks_id, code) DO UPDATE SET mark = EXCLUDED.mark, absent = EXCLUDED.absent
       WHERE (subject_marks.mark, subject_marks.absent) IS DISTINCT FROM (EXCLUDED.mark, EXCLUDED.absent)`,
      [
        flat.map((f) => f.student_id),
        flat.map((f) => f.exam_id),
        flat.map((f) => f.code),
        flat.map((f) => f.mark),
        flat.map((f) => f.absent),
      ],
    );
  },

  /** Before a record moves to another exam: the subjects that exam does not have go. */
  async dropSubjectsOutside(marksId: number, examId: number): Promise<void> {
    await query(
      'DELETE FROM subject_marks WHERE marks_id = $1 AND code NOT IN (SELECT code FROM exam_subjects WHERE exam_id = $2)',
      [marksId, examId],
    );
  },

  /**
   * The stored marks of these students in one exam, with what a save compares them on, locked
   * until the transaction ends, in student order: the order the upsert takes its row locks in,
   * so two saves of one class wait for each other instead of deadlocking.
   */
  async storedSubjects(studentIds: readonly string[], examId: number): Promise<StoredMarks[]> {
    const rows = await query<Parameters<typeof storedOf>[0]>(
      `SELECT ${STORED} FROM marks m WHERE m.student_id = ANY($1::text[]) AND m.exam_id = $2 ORDER BY m.student_id FOR UPDATE OF m`,
      [studentIds, examId],
    );
    return rows.map(storedOf);
  },

  /** One record's subjects, by its id. */
  async storedById(marksId: number): Promise<StoredMarks | undefined> {
    const [row] = await query<Parameters<typeof storedOf>[0]>(`SELECT ${STORED} FROM marks m WHERE m.marks_id = $1`, [
      marksId,
    ]);
    return row && storedOf(row);
  },

  /**
   * The students of a grid save locked as rosterRepo.lock locks them, and in the same round trip
   * their stored marks in the exam, unlocked: what the save compares against to find the rows
   * it changes (storedSubjects then locks those).
   */
  async lockStudentsWithMarks(
    ids: readonly string[],
    examId: number,
  ): Promise<{ students: RosterStudent[]; stored: StoredMarks[] }> {
    const rows = await query<RosterStudent & { marks: Parameters<typeof storedOf>[0] | null }>(
      `SELECT s.student_id, s.name, s.class, s.section, s.status,
              CASE WHEN m.marks_id IS NOT NULL THEN json_build_object('marks_id', m.marks_id, 'student_id', m.student_id, 'class', m.class,
                'section', m.section, 'total_marks', m.total_marks, 'coded', ${CODED}) END AS marks
       FROM students s LEFT JOIN marks m ON m.student_id = s.student_id AND m.exam_id = $2
       WHERE lower(s.student_id) = ANY($1::text[]) FOR SHARE OF s`,
      [ids.map((id) => id.toLowerCase()), examId],
    );
    return {
      students: rows.map(({ marks: _, ...s }) => s),
      stored: rows.flatMap((r) => (r.marks ? [storedOf(r.marks)] : [])),
    };
  },

  /** Per section, the total its records of an exam carry (the commonest, should they differ). */
  async sectionTotals(examId: number, sections: readonly Section[]): Promise<Map<Section, number>> {
    const rows = await query<{ section: Section; total_marks: number }>(
      `SELECT DISTINCT ON (section) section, total_marks FROM marks WHERE exam_id = $1 AND section = ANY($2::text[])
       GROUP BY section, total_marks ORDER BY section, count(*) DESC, total_marks DESC`,
      [examId, [...new Set(sections)]],
    );
    return new Map(rows.map((r) => [r.section, r.total_marks]));
  },

  /** A student's results, newest first, each with the bands of its class's grading (null: the class is not in the setup). */
  ofStudent(studentId: string): Promise<(MarksRecord & { grading: GradeBand[] | null })[]> {
    return query(
      `SELECT ${marksShown.def.select},
         (SELECT json_agg(json_build_object('grade', b.grade, 'min', b.min::float8) ORDER BY b.min DESC)
            FROM school_classes c JOIN grading_bands b ON b.scheme_id = c.grading_id WHERE c.legacy_class = r.class) AS grading
       FROM marks_records r WHERE lower(student_id) = lower($1) ORDER BY marks_id DESC`,
      [studentId],
    );
  },

  /** The roster of a class in the exam's year (that year's, after a promotion) with each student's saved marks for the exam, if any. */
  grid(
    cls: number,
    section: Section | null,
    examId: number,
  ): Promise<
    (Omit<MarksGridRow, 'marks' | 'section'> & {
      section: Section;
      marks_id: number | null;
      total_marks: number | null;
      coded: CodedMarks | null;
    })[]
  > {
    return query(
      `SELECT s.student_id, s.name, s.section, m.marks_id, m.total_marks, CASE WHEN m.marks_id IS NOT NULL THEN ${CODED} END AS coded
       FROM ${rollIn('(SELECT year_id FROM exams WHERE id = $3)')} AS s
       LEFT JOIN marks m ON m.student_id = s.student_id AND m.exam_id = $3
       WHERE s.class = $1 AND ($2::text IS NULL OR s.section = $2)
       ORDER BY s.name, s.student_id`,
      [cls, section, examId],
    );
  },
};

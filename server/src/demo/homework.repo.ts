import { query } from '../db/pool';
import { gradeCase } from './demo.repo';

// The demo's homework and its pupils at risk (issue 35), written by SQL as the rest of the demo.

/** How work is handed in for one demo assignment: each pupil's lot is a hash below 100. */
export interface HandInPlan {
  assignmentId: number;
  /** Under this, no work (missing). */
  missing: number;
  /** Under this (and not missing), returned for redoing; 0 for none. */
  returned: number;
  /** Under this (and not returned), handed in after the due date. */
  late: number;
  /** Work that is not returned is marked. */
  marked: boolean;
}

// A pupil's lot for an assignment, the same on every run.
const LOT = 'abs(hashtext(s.student_id || $1::text)) % 100';

export const homeworkRepo = {
  /** The pupils of a section in roll order: the demo picks its at-risk pupils from them. */
  async section(cls: number, section: string): Promise<string[]> {
    const rows = await query<{ student_id: string }>(
      'SELECT student_id FROM students WHERE class = $1 AND section = $2 ORDER BY auto_id',
      [cls, section],
    );
    return rows.map((r) => r.student_id);
  },

  /**
   * The class's pupils were admitted before the first day of its register, not on the day the
   * demo was made: work due this month counts as theirs (the at-risk view skips work due before
   * a pupil joined).
   */
  async admittedBeforeTerm(cls: number): Promise<void> {
    await query(
      `UPDATE students SET created_at = (SELECT min(attendance_date) FROM attendance WHERE class = $1) - interval '1 day'
       WHERE class = $1`,
      [cls],
    );
  },

  async setDue(assignmentId: number, due: string, closed: boolean): Promise<void> {
    await query('UPDATE assignments SET due_date = $2, closed_at = CASE WHEN $3 THEN now() END WHERE id = $1', [
      assignmentId,
      due,
      closed,
    ]);
  },

  /** Every pupil of the class but `skip` hands in (or not) as the plan says. */
  async handIn(cls: number, plan: HandInPlan, skip: string[]): Promise<void> {
    await query(
      `INSERT INTO assignment_submissions (assignment_id, student_id, state, submitted_at, body, mark, comment, marked_at)
       SELECT a.id, s.student_id, x.state,
              COALESCE(a.due_date, a.date) + CASE WHEN x.late THEN 2 ELSE -1 END + time '17:30',
              'My answers are in my notebook: ' || a.title || '.',
              CASE WHEN x.state = 'marked' THEN (5 + ${LOT} % 6) || '/10' END,
              CASE x.state WHEN 'marked' THEN 'Good effort.' WHEN 'returned' THEN 'Please redo question 3 with working.' END,
              CASE WHEN x.state IN ('marked', 'returned') THEN now() END
       FROM students s JOIN assignments a ON a.id = $1,
       LATERAL (SELECT ${LOT} < $5 AS late) l,
       LATERAL (SELECT l.late,
                       CASE WHEN ${LOT} < $4 THEN 'returned' WHEN $6 THEN 'marked' WHEN l.late THEN 'late' ELSE 'handed_in' END AS state) x
       WHERE s.class = $2 AND ${LOT} >= $3 AND NOT s.student_id = ANY($7::text[])`,
      [plan.assignmentId, cls, plan.missing, plan.returned, plan.late, plan.marked, skip],
    );
  },

  /** Absent on about two days in five of the term so far: under the 75 % line. */
  async oftenAbsent(studentId: string): Promise<void> {
    await query(
      `UPDATE attendance SET status = 'Absent' WHERE student_id = $1 AND abs(hashtext(attendance_date::text)) % 5 < 2`,
      [studentId],
    );
  },

  /**
   * Sets a pupil's subject marks in an exam of their class to a share of each subject's maximum
   * (`share`, or `low` for the first subject), and the record's total, percentage and grade with them.
   */
  async setMarks(studentId: string, exam: string, share: number, low = share): Promise<void> {
    await query(
      `UPDATE subject_marks sm SET mark = round(es.max_marks * CASE WHEN es.position = (SELECT min(position) FROM exam_subjects WHERE exam_id = es.exam_id) THEN $4::numeric ELSE $3::numeric END)
       FROM marks m, exams e, exam_subjects es
       WHERE m.student_id = $1 AND e.id = m.exam_id AND e.name = $2 AND sm.marks_id = m.marks_id
         AND es.exam_id = m.exam_id AND es.code = sm.code`,
      [studentId, exam, share, low],
    );
    await query(
      `WITH t AS (
         SELECT m.marks_id, m.total_marks, sum(sm.mark) FILTER (WHERE es.counts_in_total)::int AS total
         FROM marks m JOIN exams e ON e.id = m.exam_id
         JOIN subject_marks sm ON sm.marks_id = m.marks_id
         JOIN exam_subjects es ON es.exam_id = sm.exam_id AND es.code = sm.code
         WHERE m.student_id = $1 AND e.name = $2
         GROUP BY m.marks_id, m.total_marks)
       UPDATE marks m SET marks_obtained = t.total, percentage = round(t.total * 100.0 / t.total_marks, 2),
              grade = ${gradeCase('round(t.total * 100.0 / t.total_marks, 2)')}
       FROM t WHERE m.marks_id = t.marks_id`,
      [studentId, exam],
    );
  },
};

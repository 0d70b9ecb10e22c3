import type { ChoiceGroup } from '@contracts/choices';
import { query, queryOne } from '../../db/pool';

// Pupils' choices in their class's choice groups, per academic year (migration 055).

export const choicesRepo = {
  /** The year choices are set for: the one today falls in, as an exam made today (the current one first). */
  yearOfToday(): Promise<{ id: number; name: string } | undefined> {
    return queryOne(
      `SELECT id::int AS id, name FROM academic_years WHERE current_date BETWEEN starts_on AND ends_on
       ORDER BY is_current DESC, starts_on DESC LIMIT 1`,
    );
  },

  /** A class's choice groups in use, in the order of their first subject, each with its subjects in use. */
  groupsOf(cls: number): Promise<ChoiceGroup[]> {
    return query<ChoiceGroup>(
      `SELECT s.choice_group AS name,
              json_agg(json_build_object('code', s.code, 'name', s.name, 'name_or', s.name_or, 'name_hi', s.name_hi) ORDER BY s.position) AS subjects
       FROM school_classes c JOIN class_subjects s ON s.class_id = c.id AND NOT s.retired AND s.choice_group IS NOT NULL
       WHERE c.legacy_class = $1 GROUP BY s.choice_group ORDER BY min(s.position)`,
      [cls],
    );
  },

  /** These pupils' choices in a year, as { group: code }. */
  async ofPupils(yearId: number, ids: readonly string[]): Promise<Map<string, Record<string, string>>> {
    const rows = await query<{ student_id: string; choices: Record<string, string> }>(
      `SELECT student_id, json_object_agg(choice_group, code) AS choices FROM student_choices
       WHERE year_id = $1 AND student_id = ANY($2::text[]) GROUP BY student_id`,
      [yearId, ids],
    );
    return new Map(rows.map((r) => [r.student_id, r.choices]));
  },

  /** Sets each (pupil, group) to its code; a null code takes the choice back. */
  async write(
    yearId: number,
    rows: readonly { student_id: string; group: string; code: string | null }[],
  ): Promise<void> {
    const col = <K extends 'student_id' | 'group' | 'code'>(k: K, set: typeof rows) => set.map((r) => r[k]);
    const cleared = rows.filter((r) => r.code === null);
    const chosen = rows.filter((r) => r.code !== null);
    if (cleared.length)
      await query(
        `DELETE FROM student_choices c USING unnest($2::text[], $3::text[]) AS u(student_id, grp)
         WHERE c.year_id = $1 AND c.student_id = u.student_id AND c.choice_group = u.grp`,
        [yearId, col('student_id', cleared), col('group', cleared)],
      );
    if (chosen.length)
      await query(
        `INSERT INTO student_choices (student_id, year_id, choice_group, code)
         SELECT u.student_id, $1, u.grp, u.code FROM unnest($2::text[], $3::text[], $4::text[]) AS u(student_id, grp, code) ORDER BY 1, 3
         ON CONFLICT (student_id, year_id, choice_group) DO UPDATE SET code = EXCLUDED.code WHERE student_choices.code <> EXCLUDED.code`,
        [yearId, col('student_id', chosen), col('group', chosen), col('code', chosen)],
      );
  },

  /**
   * Per pupil, the subjects of an exam they do not take: those of a group in which they chose
   * another, in the exam's year. A pupil without a choice in a group takes all of it.
   */
  async skipsOf(examId: number, ids: readonly string[]): Promise<Map<string, string[]>> {
    if (!ids.length) return new Map();
    const rows = await query<{ student_id: string; skips: string[] }>(
      `SELECT c.student_id, array_agg(es.code ORDER BY es.position) AS skips
       FROM exams e JOIN student_choices c ON c.year_id = e.year_id AND c.student_id = ANY($2::text[])
       JOIN exam_subjects es ON es.exam_id = e.id AND es.choice_group = c.choice_group AND es.code <> c.code
       WHERE e.id = $1 GROUP BY c.student_id`,
      [examId, ids],
    );
    return new Map(rows.map((r) => [r.student_id, r.skips]));
  },
};

import type { ExamRecord } from '@contracts/exams';
import type { ExamSubject } from '@contracts/exam-subjects';
import { query, queryOne } from '../../db/pool';
import { type Filter, tableRepo } from '../../db/table-repo';

// The exam's subjects that count, together (unqualified id: the exam, however it is aliased).
// A choice group counts once (a pupil takes one of its subjects), at its highest maximum.
const TOTAL_OF_SUBJECTS = `(SELECT coalesce(sum(g.max_marks), 0)::int FROM (SELECT max(es.max_marks) AS max_marks FROM exam_subjects es
  WHERE es.exam_id = id AND es.counts_in_total GROUP BY coalesce('group:' || es.choice_group, es.code)) g)`;

export const exams = tableRepo<ExamRecord>({
  table: 'exams',
  key: 'id',
  // class_label: classes 1-10 answer as the spec's numbers, the setup's others by name (LKG).
  select: `id, name, class_label(class) AS class, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on,
    subject_max, ${TOTAL_OF_SUBJECTS} AS total_marks`,
  writable: ['name', 'class', 'year_id', 'starts_on', 'ends_on', 'subject_max', 'created_by', 'updated_at'],
  searchable: ['name'],
  // The stored number (exams.class), not the answer's label of the same name.
  sortable: { name: 'lower(name)', class: 'exams.class', starts_on: 'starts_on' },
  // A class's exams in the order they are sat; undated ones (made from a free exam name) last.
  defaultOrder: 'exams.class, starts_on NULLS LAST, lower(name), id',
});

/**
 * The day that places an exam in a year: its first day, or for an undated one (made from a free
 * exam name) the day it was made. The exam keeps that year in year_id (migration 020), set when
 * it is made or its first day changes; the year filter and the roll of its grid read year_id.
 */
export const examDay = (alias: string) =>
  `COALESCE(${alias}.starts_on, (${alias}.created_at AT TIME ZONE 'UTC')::date)`;
export const EXAM_DAY = "COALESCE(starts_on, (created_at AT TIME ZONE 'UTC')::date)";

/** The exams of one academic year. */
export const examYearFilter = (yearId: number | undefined): Filter[] =>
  yearId === undefined ? [] : [{ sql: 'year_id = $1', params: [yearId] }];

export const classFilter = (cls: number | undefined): Filter[] =>
  cls === undefined ? [] : [{ sql: 'class = $1', params: [cls] }];

export const examsRepo = {
  /** The year an exam belongs to. */
  async yearIdOf(examId: number): Promise<number | null> {
    return (
      (await queryOne<{ year_id: number | null }>('SELECT year_id::int AS year_id FROM exams WHERE id = $1', [examId]))
        ?.year_id ?? null
    );
  },

  /** The name of a year. */
  async yearName(yearId: number): Promise<string | undefined> {
    return (await queryOne<{ name: string }>('SELECT name FROM academic_years WHERE id = $1', [yearId]))?.name;
  },

  /** The academic year holding a day, if one is defined. */
  async yearOf(day: string): Promise<number | null> {
    return (
      (
        await queryOne<{ id: number }>(
          'SELECT id::int AS id FROM academic_years WHERE $1::date BETWEEN starts_on AND ends_on',
          [day],
        )
      )?.id ?? null
    );
  },

  /**
   * The exam of this class and name, whatever its case, in this year (null: outside every
   * defined year), locked for the rest of the transaction.
   */
  findByName(cls: number, name: string, yearId: number | null): Promise<ExamRecord | undefined> {
    return queryOne<ExamRecord>(
      `SELECT ${exams.def.select} FROM exams WHERE class = $1 AND lower(name) = lower($2) AND COALESCE(year_id, 0) = COALESCE($3::bigint, 0) FOR SHARE`,
      [cls, name, yearId],
    );
  },

  /**
   * The exam of this class and name in any year, when no year holds today: one outside every
   * year first, else the latest.
   */
  findByNameAnyYear(cls: number, name: string): Promise<ExamRecord | undefined> {
    return queryOne<ExamRecord>(
      `SELECT ${exams.def.select} FROM exams WHERE class = $1 AND lower(name) = lower($2)
       ORDER BY year_id IS NULL DESC, ${EXAM_DAY} DESC, id DESC LIMIT 1 FOR SHARE`,
      [cls, name],
    );
  },

  /**
   * A marks save's exam in one round trip: the exam of this class and name in the year holding
   * `today` (outside every year, the one outside every year), locked like findByName, with the
   * day whose roll is its (dayOf). Nothing when there is none yet: forMarks then finds or makes it.
   */
  findForMarks(cls: number, name: string, today: string): Promise<(ExamRecord & { roll_day: string }) | undefined> {
    return queryOne(
      `SELECT ${exams.def.select}, to_char(COALESCE((SELECT y.starts_on FROM academic_years y WHERE y.id = e.year_id), ${examDay('e')}), 'YYYY-MM-DD') AS roll_day
       FROM exams e WHERE e.class = $1 AND lower(e.name) = lower($2)
         AND COALESCE(e.year_id, 0) = COALESCE((SELECT y.id FROM academic_years y WHERE $3::date BETWEEN y.starts_on AND y.ends_on), 0)
       FOR SHARE OF e`,
      [cls, name, today],
    );
  },

  /**
   * Finds or creates the exam of the year in one statement, so two teachers entering marks for a
   * new exam at the same moment get the same one.
   */
  async findOrCreate(cls: number, name: string, yearId: number | null, accountId: number): Promise<ExamRecord> {
    await query(
      'INSERT INTO exams (name, class, year_id, created_by) VALUES ($1, $2, $3, $4) ON CONFLICT (class, (COALESCE(year_id, 0)), lower(name)) DO NOTHING',
      [name, cls, yearId, accountId],
    );
    return (await examsRepo.findByName(cls, name, yearId))!;
  },

  /** A day whose roll is the exam's: a day of its year, or for an exam outside every year its own day (EXAM_DAY), as YYYY-MM-DD. */
  async dayOf(examId: number): Promise<string> {
    return (await queryOne<{ day: string }>(
      `SELECT to_char(COALESCE((SELECT y.starts_on FROM academic_years y WHERE y.id = e.year_id), ${EXAM_DAY}), 'YYYY-MM-DD') AS day FROM exams e WHERE e.id = $1`,
      [examId],
    ))!.day;
  },

  /** An exam's subjects in its order, as it was set. */
  subjectsOf(examId: number): Promise<ExamSubject[]> {
    return query<ExamSubject>(
      'SELECT code, name, name_or, name_hi, max_marks, counts_in_total, choice_group FROM exam_subjects WHERE exam_id = $1 ORDER BY position',
      [examId],
    );
  },

  /** A class's subjects in use, in its order: the columns of an exam not made yet. */
  subjectsOfClass(cls: number): Promise<ExamSubject[]> {
    return query<ExamSubject>(
      `SELECT s.code, s.name, s.name_or, s.name_hi, s.max_marks, s.counts_in_total, s.choice_group
       FROM school_classes c JOIN class_subjects s ON s.class_id = c.id AND NOT s.retired WHERE c.legacy_class = $1 ORDER BY s.position`,
      [cls],
    );
  },

  /** What an edit must respect: the highest mark entered, and the class (as stored) the marks are for. */
  usage(examId: number): Promise<{ marks: number; highest: number | null; class: number } | undefined> {
    return queryOne(
      `SELECT (SELECT count(*)::int FROM marks WHERE exam_id = $1) AS marks, (SELECT max(mark)::int FROM subject_marks WHERE exam_id = $1) AS highest,
              (SELECT class FROM exams WHERE id = $1) AS class`,
      [examId],
    );
  },
};

import type { ExamRecord } from '@contracts/exams';
import { SUBJECT_FIELDS } from '@contracts/grades';
import { query, queryOne } from '../../db/pool';
import { type Filter, tableRepo } from '../../db/table-repo';

export const exams = tableRepo<ExamRecord>({
  table: 'exams',
  key: 'id',
  select: `id, name, class, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on,
    subject_max, subject_max * ${SUBJECT_FIELDS.length} AS total_marks`,
  writable: ['name', 'class', 'starts_on', 'ends_on', 'subject_max', 'created_by', 'updated_at'],
  searchable: ['name'],
  sortable: { name: 'lower(name)', class: 'class', starts_on: 'starts_on' },
  // A class's exams in the order they are sat; undated ones (made from a free exam name) last.
  defaultOrder: 'class, starts_on NULLS LAST, lower(name), id',
});

/** The day that places an exam in a year: its first day, or for an undated one (made from a free exam name) the day it was made. */
export const EXAM_DAY = "COALESCE(starts_on, (created_at AT TIME ZONE 'UTC')::date)";

export const classFilter = (cls: number | undefined): Filter[] => (cls === undefined ? [] : [{ sql: 'class = $1', params: [cls] }]);

export const examsRepo = {
  /** The exam of this class and name, whatever its case, locked for the rest of the transaction. */
  findByName(cls: number, name: string): Promise<ExamRecord | undefined> {
    return queryOne<ExamRecord>(`SELECT ${exams.def.select} FROM exams WHERE class = $1 AND lower(name) = lower($2) FOR SHARE`, [cls, name]);
  },

  /**
   * Finds or creates the exam in one statement, so two teachers entering marks for a new exam
   * at the same moment get the same one.
   */
  async findOrCreate(cls: number, name: string, accountId: number): Promise<ExamRecord> {
    await query('INSERT INTO exams (name, class, created_by) VALUES ($1, $2, $3) ON CONFLICT (class, lower(name)) DO NOTHING', [name, cls, accountId]);
    return (await examsRepo.findByName(cls, name))!;
  },

  /** The day that places the exam in a year (EXAM_DAY), as YYYY-MM-DD. */
  async dayOf(examId: number): Promise<string> {
    return (await queryOne<{ day: string }>(`SELECT to_char(${EXAM_DAY}, 'YYYY-MM-DD') AS day FROM exams WHERE id = $1`, [examId]))!.day;
  },

  /** What an edit must respect: the highest mark entered, and the class the marks are for. */
  usage(examId: number): Promise<{ marks: number; highest: number | null } | undefined> {
    return queryOne(
      `SELECT count(*)::int AS marks, max(greatest(${SUBJECT_FIELDS.join(', ')}))::int AS highest FROM marks WHERE exam_id = $1`,
      [examId],
    );
  },
};

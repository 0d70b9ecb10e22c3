import type { AcademicYear, TermInput, YearInput } from '@contracts/years';
import { query, queryOne } from '../../db/pool';
import { examDay } from '../exams/exams.repo';

const YEAR = `y.id, y.name, y.starts_on, y.ends_on, y.is_current,
  coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'starts_on', t.starts_on, 'ends_on', t.ends_on) ORDER BY t.starts_on)
            FROM terms t WHERE t.year_id = y.id), '[]') AS terms`;

export const yearsRepo = {
  list(): Promise<AcademicYear[]> {
    return query<AcademicYear>(`SELECT ${YEAR} FROM academic_years y ORDER BY y.starts_on DESC`);
  },

  get(id: number): Promise<AcademicYear | undefined> {
    return queryOne<AcademicYear>(`SELECT ${YEAR} FROM academic_years y WHERE y.id = $1`, [id]);
  },

  current(): Promise<AcademicYear | undefined> {
    return queryOne<AcademicYear>(`SELECT ${YEAR} FROM academic_years y WHERE y.is_current`);
  },

  /** The year whose days hold this date. */
  ofDate(date: string): Promise<AcademicYear | undefined> {
    return queryOne<AcademicYear>(
      `SELECT ${YEAR} FROM academic_years y WHERE $1::date BETWEEN y.starts_on AND y.ends_on`,
      [date],
    );
  },

  /** Years are added and changed one at a time, so the overlap check below cannot race. */
  async lockAll(): Promise<void> {
    await query('LOCK TABLE academic_years IN SHARE ROW EXCLUSIVE MODE');
  },

  overlapping(startsOn: string, endsOn: string, exceptId: number | null): Promise<{ name: string } | undefined> {
    return queryOne(
      'SELECT name FROM academic_years WHERE starts_on <= $2 AND ends_on >= $1 AND ($3::bigint IS NULL OR id <> $3)',
      [startsOn, endsOn, exceptId],
    );
  },

  async insert(y: YearInput): Promise<number> {
    return (await queryOne<{ id: number }>(
      'INSERT INTO academic_years (name, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id',
      [y.name, y.starts_on, y.ends_on],
    ))!.id;
  },

  async update(id: number, y: YearInput): Promise<boolean> {
    return (
      (
        await query('UPDATE academic_years SET name = $2, starts_on = $3, ends_on = $4 WHERE id = $1 RETURNING id', [
          id,
          y.name,
          y.starts_on,
          y.ends_on,
        ])
      ).length > 0
    );
  },

  /**
   * After a year is made or its days change: its exams, and those outside every year whose day
   * it now holds, belong to the year holding their day (the rule an exam is made by).
   */
  async placeExams(id: number, startsOn: string, endsOn: string): Promise<void> {
    await query(
      `UPDATE exams e SET year_id = (SELECT y.id FROM academic_years y WHERE ${examDay('e')} BETWEEN y.starts_on AND y.ends_on)
       WHERE e.year_id = $1 OR (e.year_id IS NULL AND ${examDay('e')} BETWEEN $2::date AND $3::date)`,
      [id, startsOn, endsOn],
    );
  },

  async makeCurrent(id: number): Promise<void> {
    await query('UPDATE academic_years SET is_current = false WHERE is_current AND id <> $1', [id]);
    await query('UPDATE academic_years SET is_current = true WHERE id = $1', [id]);
  },

  async remove(id: number): Promise<boolean> {
    return (await query('DELETE FROM academic_years WHERE id = $1 RETURNING id', [id])).length > 0;
  },

  termsOutside(id: number, startsOn: string, endsOn: string): Promise<{ name: string }[]> {
    return query('SELECT name FROM terms WHERE year_id = $1 AND (starts_on < $2 OR ends_on > $3)', [
      id,
      startsOn,
      endsOn,
    ]);
  },

  async addTerm(yearId: number, t: TermInput): Promise<number> {
    return (await queryOne<{ id: number }>(
      'INSERT INTO terms (year_id, name, starts_on, ends_on) VALUES ($1, $2, $3, $4) RETURNING id',
      [yearId, t.name, t.starts_on, t.ends_on],
    ))!.id;
  },

  async removeTerm(id: number): Promise<boolean> {
    return (await query('DELETE FROM terms WHERE id = $1 RETURNING id', [id])).length > 0;
  },
};

import { query, queryOne } from '../../db/pool';

export interface Holiday {
  date: string;
  name: string;
}

/** A year's days off: its weekly offs (on the year's row) and its named holidays. */
export const holidaysRepo = {
  list(yearId: number): Promise<Holiday[]> {
    return query<Holiday>('SELECT day AS date, name FROM holidays WHERE year_id = $1 ORDER BY day', [yearId]);
  },

  async replace(yearId: number, holidays: readonly Holiday[]): Promise<void> {
    await query('DELETE FROM holidays WHERE year_id = $1', [yearId]);
    if (!holidays.length) return;
    await query(
      'INSERT INTO holidays (year_id, day, name) SELECT $1, d, n FROM unnest($2::date[], $3::text[]) AS h(d, n)',
      [yearId, holidays.map((h) => h.date), holidays.map((h) => h.name)],
    );
  },

  /** The year's holidays that days from `startsOn` to `endsOn` would leave outside it. */
  async outside(yearId: number, startsOn: string, endsOn: string): Promise<string[]> {
    return (
      await query<{ date: string }>(
        'SELECT day AS date FROM holidays WHERE year_id = $1 AND (day < $2 OR day > $3) ORDER BY day',
        [yearId, startsOn, endsOn],
      )
    ).map((h) => h.date);
  },

  async weeklyOffs(yearId: number): Promise<number[]> {
    return (
      (await queryOne<{ days: number[] }>('SELECT weekly_offs AS days FROM academic_years WHERE id = $1', [yearId]))
        ?.days ?? []
    );
  },

  async setWeeklyOffs(yearId: number, days: readonly number[]): Promise<void> {
    await query('UPDATE academic_years SET weekly_offs = $2::smallint[] WHERE id = $1', [yearId, [...days].sort()]);
  },
};

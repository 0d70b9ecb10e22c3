import { query, queryOne } from '../../db/pool';

export interface GradingRow {
  id: number;
  name: string;
  /** Highest band first. */
  bands: { grade: string; min: number }[];
}

export const gradingsRepo = {
  list(): Promise<GradingRow[]> {
    return query<GradingRow>(
      `SELECT s.id, s.name,
         coalesce((SELECT json_agg(json_build_object('grade', b.grade, 'min', b.min::float8) ORDER BY b.min DESC)
                   FROM grading_bands b WHERE b.scheme_id = s.id), '[]') AS bands
       FROM grading_schemes s ORDER BY s.id`,
    );
  },

  async insert(name: string): Promise<number> {
    return (await queryOne<{ id: number }>('INSERT INTO grading_schemes (name) VALUES ($1) RETURNING id', [name]))!.id;
  },

  async rename(id: number, name: string): Promise<void> {
    await query('UPDATE grading_schemes SET name = $2 WHERE id = $1 AND name <> $2', [id, name]);
  },

  async replaceBands(id: number, bands: readonly { grade: string; min: number }[]): Promise<void> {
    await query('DELETE FROM grading_bands WHERE scheme_id = $1', [id]);
    await query(
      'INSERT INTO grading_bands (scheme_id, grade, min) SELECT $1, g, m FROM unnest($2::text[], $3::numeric[]) AS b(g, m)',
      [id, bands.map((b) => b.grade), bands.map((b) => b.min)],
    );
  },

  /** Every scheme but these: the document no longer has them, and no class uses them. */
  async deleteOthers(keep: readonly number[]): Promise<void> {
    await query('DELETE FROM grading_schemes WHERE id <> ALL ($1::bigint[])', [keep]);
  },
};

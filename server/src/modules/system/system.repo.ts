import { queryOne } from '../../db/pool';

export const systemRepo = {
  /** How many migrations are applied; also proves the database answers. */
  async migrationsApplied(): Promise<number> {
    return (await queryOne<{ n: number }>('SELECT count(*)::int AS n FROM pgmigrations'))?.n ?? 0;
  },
  /** The number of applied migrations and the last one's name. */
  async lastMigration(): Promise<{ count: number; last: string | null }> {
    const row = await queryOne<{ count: number; last: string | null }>(
      'SELECT count(*)::int AS count, max(name) AS last FROM pgmigrations',
    );
    return row ?? { count: 0, last: null };
  },
};

import { queryOne } from '../../db/pool';

export const systemRepo = {
  /** How many migrations are applied; also proves the database answers. */
  async migrationsApplied(): Promise<number> {
    return (await queryOne<{ n: number }>('SELECT count(*)::int AS n FROM pgmigrations'))?.n ?? 0;
  },
};

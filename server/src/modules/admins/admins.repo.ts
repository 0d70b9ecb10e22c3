import { query, queryOne } from '../../db/pool';

export const adminsRepo = {
  count(): Promise<{ n: number } | undefined> {
    return queryOne<{ n: number }>('SELECT count(*)::int AS n FROM admins');
  },

  async insert(a: { accountId: number; name: string; email: string; mobile: string }): Promise<void> {
    await query('INSERT INTO admins (account_id, name, email, mobile) VALUES ($1, $2, $3, $4)', [a.accountId, a.name, a.email, a.mobile]);
  },
};

import type { Admin } from '@contracts/admins';
import { query, queryOne } from '../../db/pool';
import { tableRepo } from '../../db/table-repo';

export interface AdminRecord extends Admin {
  account_id: number;
}

// Admins are listed with their login ID, which lives on the account.
const listing = tableRepo<Admin>({
  table: 'admins JOIN accounts ON accounts.id = admins.account_id',
  key: 'accounts.login_id',
  select: 'accounts.login_id AS user_id, admins.id, admins.name, admins.email, admins.mobile',
  writable: [],
  searchable: ['accounts.login_id', 'admins.name', 'admins.email', 'admins.mobile'],
  sortable: { user_id: 'admins.id', name: 'admins.name', email: 'lower(admins.email)' },
  defaultOrder: 'admins.id',
});

export const adminsRepo = {
  list: listing.list,

  /** Serialises concurrent first starts against the same database, until the transaction ends. */
  async lockFirstAdmin(): Promise<void> {
    await query('SELECT pg_advisory_xact_lock(4711)');
  },

  count(): Promise<{ n: number } | undefined> {
    return queryOne<{ n: number }>('SELECT count(*)::int AS n FROM admins');
  },

  async insert(a: { accountId: number; name: string; email: string; mobile: string }): Promise<void> {
    await query('INSERT INTO admins (account_id, name, email, mobile) VALUES ($1, $2, $3, $4)', [
      a.accountId,
      a.name,
      a.email,
      a.mobile,
    ]);
  },

  findByLoginId(loginId: string): Promise<AdminRecord | undefined> {
    return queryOne<AdminRecord>(
      `SELECT accounts.login_id AS user_id, admins.id, admins.name, admins.email, admins.mobile, admins.account_id
       FROM admins JOIN accounts ON accounts.id = admins.account_id WHERE lower(accounts.login_id) = lower($1)`,
      [loginId],
    );
  },

  async update(accountId: number, a: { name: string; email: string; mobile: string }): Promise<void> {
    await query('UPDATE admins SET name = $2, email = $3, mobile = $4 WHERE account_id = $1', [
      accountId,
      a.name,
      a.email,
      a.mobile,
    ]);
  },

  /** Next number of the ADMINnn series; numbers are never handed out twice, even after a delete. */
  async nextNumber(): Promise<number> {
    return (await queryOne<{ n: number }>(`SELECT nextval('admin_number_seq') AS n`))!.n;
  },

  /** Serialises admin deletes so two admins deleting each other cannot leave none. */
  async lockAll(): Promise<void> {
    await query(`SELECT pg_advisory_xact_lock(hashtext('admins'))`);
  },
};

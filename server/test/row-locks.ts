import { getPool } from '../src/db/pool';

/**
 * Runs fn while another connection holds the rows `lockSql` selects locked FOR UPDATE, as a save
 * in flight would; the lock is let go however fn ends. fn must settle within `within` ms while
 * the lock is held, or the answer is 'waited' (it was waiting on the lock).
 */
export async function whileLocked<T>(
  lockSql: string,
  params: unknown[],
  fn: () => PromiseLike<T>,
  within = 5000,
): Promise<T | 'waited'> {
  const holder = await getPool().connect();
  try {
    await holder.query('BEGIN');
    const locked = await holder.query(`${lockSql} FOR UPDATE`, params);
    if (!locked.rowCount) throw new Error('whileLocked: the statement locked no row');
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waited'>((resolve) => (timer = setTimeout(() => resolve('waited'), within)));
    const settled = Promise.resolve(fn());
    const first = await Promise.race([settled, waited]);
    clearTimeout(timer);
    await holder.query('ROLLBACK');
    // Whatever waited on the lock finishes now that it is let go.
    await settled.catch(() => undefined);
    return first;
  } finally {
    await holder.query('ROLLBACK').catch(() => undefined);
    holder.release();
  }
}

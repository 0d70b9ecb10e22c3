import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases';
import { createPool } from './pool';

const pool = createPool(testDatabaseUrl(), 2);
afterAll(() => pool.end());

const backendPid = async (c: { query: (sql: string) => Promise<{ rows: { pid: number }[] }> }) =>
  (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;

describe('a connection the database ends while it is checked out', () => {
  it('does not take the process down; its next query fails and the pool replaces it', async () => {
    const client = await pool.connect();
    const pid = await backendPid(client);
    // What a database restart does to every connection, done to this one only.
    const admin = createPool(testDatabaseUrl(), 1);
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    // The end arrives while no query is running: pg emits 'error' on the client. Without a
    // listener that is an uncaught exception, which vitest reports as a failure of this file.
    await new Promise((r) => setTimeout(r, 300));
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release();
    const fresh = await pool.connect();
    try {
      expect(await backendPid(fresh)).not.toBe(pid);
    } finally {
      fresh.release();
    }
  });
});

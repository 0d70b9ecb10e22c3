import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_UNPAGED_ROWS } from '@contracts/list';
import { getPool, query } from '../db/pool';
import { makeStudent, sessionCookie, signedIn } from '../../test/factories';
import { liveServer } from '../../test/live-server';
import { taggedStudents } from '../../test/people-factories';
import { testApp } from '../../test/test-app';

const ctx = testApp();
const live = liveServer(() => ctx.app);

/** A student with `days` days of attendance, written in one statement. */
async function studentWithDays(days: number): Promise<string> {
  const s = await makeStudent({ class: 4, section: 'B' });
  await query(
    `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status)
     SELECT $1, 'Ravi Kumar', 4, 'B', DATE '2001-01-01' + n, CASE WHEN n % 7 = 0 THEN 'Absent' ELSE 'Present' END
     FROM generate_series(0, $2 - 1) AS n`,
    [s.student_id, days],
  );
  return s.student_id;
}

describe('a list asked for without paging parameters', () => {
  it('a teacher’s GET /api/attendance answers the first 1,000 rows in the usual order, with the real total', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const studentId = await studentWithDays(MAX_UNPAGED_ROWS + 50);
    const res = await teacher.agent.get(`/api/attendance?student_id=${studentId}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(MAX_UNPAGED_ROWS);
    expect(res.headers['x-total-count']).toBe(String(MAX_UNPAGED_ROWS + 50));
    // The usual order: newest first, the same rows the first pages give.
    const firstPage = await teacher.agent.get(`/api/attendance?student_id=${studentId}&page=1&pageSize=100`);
    expect(res.body.slice(0, 100)).toEqual(firstPage.body);
    expect(res.body[0].attendance_date).toBe('2003-11-16');
  });

  it('a list under the cap still answers whole, as the spec’s screens expect', async () => {
    const admin = await signedIn(ctx, 'admin');
    const studentId = await studentWithDays(30);
    const res = await admin.agent.get(`/api/attendance?student_id=${studentId}`);
    expect(res.body).toHaveLength(30);
    expect(res.headers['x-total-count']).toBe('30');
  });

  it('the students list is capped alike, and its CSV export streams every row', async () => {
    const admin = await signedIn(ctx, 'admin');
    const tag = await taggedStudents(MAX_UNPAGED_ROWS + 234);
    const list = await admin.agent.get(`/api/admin/Students?q=${tag}`);
    expect(list.body).toHaveLength(MAX_UNPAGED_ROWS);
    expect(list.headers['x-total-count']).toBe(String(MAX_UNPAGED_ROWS + 234));

    const csv = await admin.agent.get(`/api/admin/Students/export?q=${tag}&sort=name&order=desc`).buffer(true);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + MAX_UNPAGED_ROWS + 234);
    expect(lines[1]).toContain(`"${tag} 01234"`);
    expect(lines.at(-1)).toContain(`"${tag} 00001"`);
  });

  it('an export the client abandons gives its database connection back', async () => {
    const cookie = await sessionCookie(ctx, 'admin');
    const tag = await taggedStudents(5000);
    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: live.port(),
          path: `/api/admin/Students/export?q=${tag}`,
          headers: { Cookie: cookie },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', reject);
    });
    const pool = getPool();
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5000 }).toBe(0);
  });
});

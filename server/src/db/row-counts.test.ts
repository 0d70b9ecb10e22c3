import { describe, expect, it } from 'vitest';
import { makeStudent, makeTeacher, signedIn } from '../../test/factories';
import { taggedStudents } from '../../test/people-factories';
import { testApp } from '../../test/test-app';
import { query, transaction } from './pool';
import { rowCounts } from './row-counts';
import { COUNT_AT_LEAST } from './table-repo';

// A database of its own: the counters are compared with exact counts of whole tables.
const ctx = testApp({}, { database: 'isolated' });

const COUNTERS = [
  'students',
  'students:active',
  'students:withdrawn',
  'teachers',
  'attendance',
  'marks',
  'fees',
] as const;

async function realCounts(): Promise<Record<(typeof COUNTERS)[number], number>> {
  const [r] = await query<Record<(typeof COUNTERS)[number], number>>(`SELECT
    (SELECT count(*) FROM students)::int AS students,
    (SELECT count(*) FROM students WHERE status = 'active')::int AS "students:active",
    (SELECT count(*) FROM students WHERE status = 'withdrawn')::int AS "students:withdrawn",
    (SELECT count(*) FROM teachers)::int AS teachers, (SELECT count(*) FROM attendance)::int AS attendance,
    (SELECT count(*) FROM marks)::int AS marks, (SELECT count(*) FROM fees)::int AS fees`);
  return r;
}

describe('the kept row counts', () => {
  it('equal the tables through inserts, a withdrawal, deletions, a rolled-back write and folding', async () => {
    const a = (await signedIn(ctx, 'admin')).agent;
    await makeTeacher();
    const [s1, s2, s3] = [await makeStudent(), await makeStudent(), await makeStudent()];
    await taggedStudents(25);
    const withdraw = await a
      .post('/api/admin/Students/withdraw')
      .send({ student_id: s1.student_id, withdrawn_on: '2026-01-15', reason: 'Moved away' });
    expect(withdraw.status, withdraw.text).toBeLessThan(300);
    await query(
      `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status)
      SELECT $1, 'X', 4, 'B', DATE '2001-01-01' + n, 'Present' FROM generate_series(0, 9) AS n`,
      [s2.student_id],
    );
    await query(`DELETE FROM attendance WHERE student_id = $1 AND attendance_date < DATE '2001-01-04'`, [
      s2.student_id,
    ]);
    await query('DELETE FROM students WHERE student_id = $1', [s3.student_id]);
    await expect(
      transaction(async () => {
        await taggedStudents(7);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await rowCounts.many(COUNTERS)).toEqual(await realCounts());

    // Many small writes gather many rows; a read folds them into one, and the sum stays.
    for (let i = 0; i < 70; i++)
      await query(
        `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status) VALUES ($1, 'X', 4, 'B', DATE '2002-01-01' + $2::int, 'Absent')`,
        [s2.student_id, i],
      );
    const parts = async () =>
      (await query<{ n: number }>("SELECT count(*)::int AS n FROM row_counts WHERE counter = 'attendance'"))[0].n;
    expect(await parts()).toBeGreaterThan(64);
    const before = await rowCounts.of('attendance');
    await expect.poll(parts, { timeout: 10_000 }).toBe(1);
    expect(await rowCounts.of('attendance')).toBe(before);
    expect(await rowCounts.many(COUNTERS)).toEqual(await realCounts());
  });

  it('answer the dashboard and the unfiltered lists exactly', async () => {
    const a = (await signedIn(ctx, 'admin')).agent;
    await taggedStudents(60);
    const real = await realCounts();
    expect((await a.get('/api/dashboard')).body).toEqual({
      total_teachers: real.teachers,
      total_students: real['students:active'],
    });
    const students = await a.get('/api/admin/Students?page=1&pageSize=10');
    expect(students.headers['x-total-count']).toBe(String(real['students:active']));
    expect(students.headers['x-total-count-at-least']).toBeUndefined();
    const all = await a.get('/api/admin/Students?status=all&page=2&pageSize=10');
    expect(all.headers['x-total-count']).toBe(String(real.students));
  });
});

describe('a long filtered list, paged', () => {
  it('counts a few pages ahead and says so; the bound grows as the pages are walked, and the last page is exact', async () => {
    const a = (await signedIn(ctx, 'admin')).agent;
    const tag = await taggedStudents(600);
    const first = await a.get(`/api/admin/Students?q=${tag}&page=1&pageSize=50`);
    expect(first.body).toHaveLength(50);
    expect([first.headers['x-total-count'], first.headers['x-total-count-at-least']]).toEqual([
      String(Math.max(COUNT_AT_LEAST, 250)),
      'true',
    ]);
    const deeper = await a.get(`/api/admin/Students?q=${tag}&page=6&pageSize=50`);
    expect([deeper.headers['x-total-count'], deeper.headers['x-total-count-at-least']]).toEqual(['500', 'true']);
    const near = await a.get(`/api/admin/Students?q=${tag}&page=9&pageSize=50`);
    expect([near.headers['x-total-count'], near.headers['x-total-count-at-least']]).toEqual(['600', undefined]);
    const last = await a.get(`/api/admin/Students?q=${tag}&page=11&pageSize=55`);
    expect(last.body).toHaveLength(600 - 10 * 55);
    expect([last.headers['x-total-count'], last.headers['x-total-count-at-least']]).toEqual(['600', undefined]);
    // Without paging (the spec's screens) the total is exact.
    const unpaged = await a.get(`/api/admin/Students?q=${tag}`);
    expect([unpaged.body.length, unpaged.headers['x-total-count'], unpaged.headers['x-total-count-at-least']]).toEqual([
      600,
      '600',
      undefined,
    ]);
  });
});

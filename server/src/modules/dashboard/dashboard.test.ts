import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { makeStudent, makeTeacher, signedIn } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { rolledBack } from '../../../test/people-factories';
import { insertMarksRecord } from '../../../test/marks-factories';
import { testApp } from '../../../test/test-app';
import { dashboardRepo } from './dashboard.repo';

const ctx = testApp();

describe('GET /api/dashboard', () => {
  it('is for admins only', async () => {
    expect(await nonAdminStatuses(ctx, [{ method: 'get', path: '/api/dashboard' }])).toEqual([
      'get /api/dashboard: 401 403 403',
    ]);
  });

  it('answers the totals the admin screens change', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const res = await a.get('/api/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total_teachers: expect.any(Number), total_students: expect.any(Number) });
  });

  it('counts every teacher and student', async () => {
    // A snapshot, so teachers and students other test files add meanwhile do not count.
    const { before, after } = await rolledBack(async () => {
      await query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const before = await dashboardRepo.counts();
      await makeTeacher();
      await makeStudent();
      await makeStudent();
      return { before, after: await dashboardRepo.counts() };
    });
    expect(after).toEqual({ total_teachers: before.total_teachers + 1, total_students: before.total_students + 2 });
  });
});

describe('GET /api/dashboard/today', () => {
  it('is for admins only', async () => {
    expect(await nonAdminStatuses(ctx, [{ method: 'get', path: '/api/dashboard/today' }])).toEqual([
      'get /api/dashboard/today: 401 403 403',
    ]);
  });

  it("gives each section's register today, this month's fees and the newest notices", async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const res = await a.get('/api/dashboard/today');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['date', 'fees_this_month', 'notices', 'registers']);
    expect(res.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.notices.length).toBeLessThanOrEqual(5);
  });

  it('counts marks of today for students on the roll only, and fees of this month up to today', async () => {
    const section = (t: Awaited<ReturnType<typeof dashboardRepo.today>>) =>
      t.registers.find((r) => r.class === 9 && r.section === 'C');
    const { before, after, date } = await rolledBack(async () => {
      await query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const before = await dashboardRepo.today();
      const [p, q, r] = [
        await makeStudent({ class: 9, section: 'C' }),
        await makeStudent({ class: 9, section: 'C' }),
        await makeStudent({ class: 9, section: 'C' }),
      ];
      const mark = (id: string, status: string, day = 'current_date') =>
        query(
          `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status) VALUES ($1, 'x', 9, 'C', ${day}, $2)`,
          [id, status],
        );
      await mark(p.student_id, 'Present');
      await mark(q.student_id, 'Absent');
      await mark(r.student_id, 'Present', 'current_date - 1');
      const fee = (amount: string, day: string) =>
        query(
          `INSERT INTO fees (student_id, name, class, amount, payment_mode, payment_date, receipt_no) VALUES ($1, 'x', 9, $2, 'Cash', ${day}, 'T' || nextval('fee_receipt_seq'))`,
          [p.student_id, amount],
        );
      await fee('100.50', 'current_date');
      await fee('999.00', 'current_date + 1');
      await fee('888.00', "date_trunc('month', current_date) - interval '1 day'");
      return { before, after: await dashboardRepo.today(), date: before.date };
    });
    const was = section(before) ?? { on_roll: 0, marked: 0, present: 0 };
    expect(section(after)).toEqual({
      class: 9,
      section: 'C',
      on_roll: was.on_roll + 3,
      marked: was.marked + 2,
      present: was.present + 1,
    });
    expect(Number(after.fees_this_month.total) - Number(before.fees_this_month.total)).toBeCloseTo(100.5);
    expect(after.fees_this_month.count).toBe(before.fees_this_month.count + 1);
    expect(after.fees_this_month.by_day.at(-1)?.day).toBe(date);
  });
});

describe('GET /api/dashboard/teacher', () => {
  it('is for teachers only', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    expect((await a.get('/api/dashboard/teacher')).status).toBe(403);
    const { agent: s } = await signedIn(ctx, 'student');
    expect((await s.get('/api/dashboard/teacher')).status).toBe(403);
  });

  it("gives the registers of the teacher's own sections only, and the newest exams once for each of their sections with the marks entered there", async () => {
    const { agent: t } = await signedIn(ctx, 'teacher', {
      subjects: [
        { class: 3, section: 'A', subject: 'Math' },
        { class: 3, section: 'B', subject: 'Math' },
      ],
      class_teacher: { class: 4, section: 'A' },
    });
    const name = `Dash exam ${Date.now()}`;
    const [inB, inC] = [await makeStudent({ class: 3, section: 'B' }), await makeStudent({ class: 3, section: 'C' })];
    const [made] = await query<{ id: number }>(
      `INSERT INTO exams (name, class, starts_on) VALUES ($1, 3, current_date + 400) RETURNING id::int AS id`,
      [name],
    );
    for (const s of [inB, inC]) {
      await insertMarksRecord({
        student_id: s.student_id,
        exam_id: made.id,
        class: 3,
        section: s === inB ? 'B' : 'C',
        marks: [50, 50, 50, 50, 50, 50],
      });
    }
    const res = await t.get('/api/dashboard/teacher');
    expect(res.status).toBe(200);
    expect(res.body.registers.map((r: { class: number; section: string }) => `${r.class}${r.section}`)).toEqual([
      '3A',
      '3B',
      '4A',
    ]);
    // One entry per section the teacher teaches in the exam's class, so each opens that section's
    // grid; 3C is another teacher's section: neither listed nor counted.
    const entries = res.body.exams.filter((e: { id: number }) => e.id === made.id);
    expect(entries).toEqual([
      {
        id: made.id,
        name,
        class: 3,
        section: 'A',
        starts_on: expect.any(String),
        entered: 0,
        students: expect.any(Number),
      },
      {
        id: made.id,
        name,
        class: 3,
        section: 'B',
        starts_on: expect.any(String),
        entered: 1,
        students: expect.any(Number),
      },
    ]);
    expect(entries[1].students).toBeGreaterThanOrEqual(1);
    expect(res.body.exams.slice(0, 2)).toEqual(entries);
  });
});

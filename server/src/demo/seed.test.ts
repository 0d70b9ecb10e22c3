import { describe, expect, it } from 'vitest';
import { computeResult, type ExamResult } from '@contracts/grades';
import { query, queryOne } from '../db/pool';
import { agent, testApp } from '../../test/test-app';
import { DEMO_LOGINS, schoolDays, seedDemo } from './seed';

const ctx = testApp({}, { database: 'empty' });

describe('the demo school', () => {
  it('fills an empty database with people, a term of attendance, three exams, fees and files, and refuses a second run', async () => {
    const report = await seedDemo({ students: 60, passwords: ctx.parts.passwords, uploadDir: ctx.config.uploadDir });
    expect(report).toMatchObject({ teachers: 30, students: 60, schoolDays: 120, exams: 3 });
    const counts = await queryOne<Record<string, number>>(
      `SELECT (SELECT count(*) FROM students)::int AS students, (SELECT count(DISTINCT (class, section)) FROM students)::int AS sections,
              (SELECT count(*) FROM attendance)::int AS attendance, (SELECT count(*) FROM marks)::int AS marks, (SELECT count(*) FROM exams)::int AS exams,
              (SELECT count(*) FROM fees)::int AS fees, (SELECT count(*) FROM notices)::int AS notices,
              (SELECT count(*) FROM timetables)::int AS timetables, (SELECT count(*) FROM assignments)::int AS assignments`,
    );
    expect(counts).toEqual({
      students: 60,
      sections: 30,
      attendance: 60 * 120,
      marks: 180,
      exams: 30,
      fees: 120,
      notices: 4,
      timetables: 3,
      assignments: 14,
    });
    const years = await query<{ is_current: boolean; terms: number; listed: number }>(
      `SELECT y.is_current, (SELECT count(*) FROM terms t WHERE t.year_id = y.id)::int AS terms,
              (SELECT count(*) FROM student_years s WHERE s.year_id = y.id)::int AS listed FROM academic_years y ORDER BY y.starts_on`,
    );
    expect(years).toEqual([
      { is_current: false, terms: 2, listed: 54 },
      { is_current: true, terms: 2, listed: 0 },
    ]);
    await expect(
      seedDemo({ students: 60, passwords: ctx.parts.passwords, uploadDir: ctx.config.uploadDir }),
    ).rejects.toThrow(/empty database/);
  });

  it('stores grades exactly as the shared grade scale computes them', async () => {
    const rows = await query<Record<string, number> & { grade: string; percentage: string }>(
      'SELECT math, english, physics, chemistry, odia, hindi, total_marks, marks_obtained, percentage, grade FROM marks_records',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const expected = computeResult(r as never, r.total_marks) as ExamResult;
      expect({ obtained: r.marks_obtained, pct: Number(r.percentage), grade: r.grade }).toEqual({
        obtained: expected.marks_obtained,
        pct: expected.percentage,
        grade: expected.grade,
      });
    }
  });

  it('gives every section a class teacher and every subject of every section a teacher of that subject', async () => {
    const sections = await queryOne<Record<string, number>>(
      `SELECT (SELECT count(DISTINCT (class, section)) FROM class_teachers)::int AS with_class_teacher,
              (SELECT count(*) FROM class_teachers)::int AS class_teachers,
              (SELECT count(DISTINCT (class, section, subject)) FROM teaching_subjects)::int AS taught,
              (SELECT count(*) FROM teaching_subjects s JOIN teachers t ON t.id = s.teacher_id WHERE t.subject <> s.subject)::int AS off_subject`,
    );
    expect(sections).toEqual({ with_class_teacher: 30, class_teachers: 30, taught: 180, off_subject: 0 });
    const t = agent(ctx);
    await t
      .post('/api/api/login')
      .send({ roll_no: DEMO_LOGINS.teacher.id, password: DEMO_LOGINS.teacher.password })
      .expect(200);
    const mine = await t.get('/api/teaching/me');
    expect(mine.body.class_teacher).toEqual({ class: 1, section: 'A' });
    expect(mine.body.subjects.length).toBeGreaterThan(0);
    const register = await t.get(`/api/attendance/register?class=1&section=A&date=${schoolDays(1)[0]}`);
    expect(register.status).toBe(200);
    expect(register.body.taken).toBe(true);
  });

  it('gives every child a father and a mother, brothers and sisters sharing them; the demo parent has two children', async () => {
    const row = await queryOne<Record<string, number>>(
      `SELECT (SELECT count(*) FROM guardians)::int AS guardians,
              (SELECT count(*) FROM (SELECT student_id FROM student_guardians GROUP BY student_id HAVING count(*) = 2) s)::int AS children,
              (SELECT count(*) FROM (SELECT guardian_id FROM student_guardians GROUP BY guardian_id HAVING count(*) = 2) s)::int AS shared`,
    );
    // Each pair of siblings shares a father and a mother: one family fewer per pair.
    expect(row!.children).toBe(60);
    expect(row!.shared).toBeGreaterThan(0);
    expect(row!.guardians).toBe(2 * (60 - row!.shared / 2));
    const children = await query(
      'SELECT sg.student_id FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id WHERE g.guardian_id = $1',
      [DEMO_LOGINS.parent.id],
    );
    expect(children).toHaveLength(2);
  });

  it('lets the printed demo logins sign in', async () => {
    for (const login of Object.values(DEMO_LOGINS)) {
      const res = await agent(ctx).post('/api/api/login').send({ roll_no: login.id, password: login.password });
      expect(res.status, login.id).toBe(200);
    }
  });

  it('takes school days from the weekdays before today', () => {
    const days = schoolDays(10, new Date('2026-11-21T12:00:00Z'));
    expect(days).toHaveLength(10);
    expect(days.at(-1)).toBe('2026-11-20');
    expect(days.every((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
  });
});

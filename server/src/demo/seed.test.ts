import { describe, expect, it } from 'vitest';
import { computeResult } from '@contracts/grades';
import { query, queryOne } from '../db/pool';
import { agent, testApp } from '../../test/test-app';
import { DEMO_LOGINS, schoolDays, seedDemo } from './seed';

const ctx = testApp({}, { database: 'empty' });

describe('the demo school', () => {
  it('fills an empty database with people, a term of attendance, three exams, fees and files, and refuses a second run', async () => {
    const report = await seedDemo({ students: 60, uploadDir: ctx.config.uploadDir });
    expect(report).toMatchObject({ teachers: 3, students: 60, schoolDays: 120, exams: 3 });
    const counts = await queryOne<Record<string, number>>(
      `SELECT (SELECT count(*) FROM students)::int AS students, (SELECT count(DISTINCT (class, section)) FROM students)::int AS sections,
              (SELECT count(*) FROM attendance)::int AS attendance, (SELECT count(*) FROM marks)::int AS marks,
              (SELECT count(*) FROM fees)::int AS fees, (SELECT count(*) FROM notices)::int AS notices,
              (SELECT count(*) FROM timetables)::int AS timetables, (SELECT count(*) FROM assignments)::int AS assignments`,
    );
    expect(counts).toEqual({ students: 60, sections: 30, attendance: 60 * 120, marks: 180, fees: 120, notices: 4, timetables: 3, assignments: 10 });
    const years = await query<{ is_current: boolean; terms: number; listed: number }>(
      `SELECT y.is_current, (SELECT count(*) FROM terms t WHERE t.year_id = y.id)::int AS terms,
              (SELECT count(*) FROM student_years s WHERE s.year_id = y.id)::int AS listed FROM academic_years y ORDER BY y.starts_on`,
    );
    expect(years).toEqual([
      { is_current: false, terms: 2, listed: 54 },
      { is_current: true, terms: 2, listed: 0 },
    ]);
    await expect(seedDemo({ students: 60, uploadDir: ctx.config.uploadDir })).rejects.toThrow(/empty database/);
  });

  it('stores grades exactly as the shared grade scale computes them', async () => {
    const rows = await query<Record<string, number> & { grade: string; percentage: string }>('SELECT math, english, physics, chemistry, odia, hindi, total_marks, marks_obtained, percentage, grade FROM marks');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const expected = computeResult(r as never, r.total_marks);
      expect({ obtained: r.marks_obtained, pct: Number(r.percentage), grade: r.grade }).toEqual({ obtained: expected.marks_obtained, pct: expected.percentage, grade: expected.grade });
    }
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

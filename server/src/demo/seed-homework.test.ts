import { describe, expect, it } from 'vitest';
import type { AtRiskPupil } from '@contracts/at-risk';
import type { ClassSubmissionRow } from '@contracts/submissions';
import { query } from '../db/pool';
import { agent, testApp } from '../../test/test-app';
import { DEMO_LOGINS, seedDemo } from './seed';
import { AT_RISK_DEMO } from './seed-homework';

// The demo school shows the homework screens and the at-risk view with something in them (issue 35).
const ctx = testApp({}, { database: 'emptyForHomework' });

async function signIn(login: { id: string; password: string }) {
  const a = agent(ctx);
  await a.post('/api/api/login').send({ roll_no: login.id, password: login.password }).expect(200);
  return a;
}

describe('the demo school’s homework and pupils at risk', () => {
  it('has class 1 homework with work in every state, and in 1A a pupil at risk by each rule', async () => {
    await seedDemo({ students: 300, passwords: ctx.parts.passwords, uploadDir: ctx.config.uploadDir });
    const admin = await signIn(DEMO_LOGINS.admin);
    const homework = await query<{ id: number; closed: boolean }>(
      'SELECT id, closed_at IS NOT NULL AS closed FROM assignments WHERE class = 1 AND due_date IS NOT NULL ORDER BY id',
    );
    expect(homework.map((h) => h.closed)).toEqual([true, false, false, false]);
    const states = new Set<string>();
    for (const h of homework) {
      const res = await admin.get(`/api/assignments/${h.id}/submissions`);
      expect(res.status, res.text).toBe(200);
      for (const row of res.body as ClassSubmissionRow[]) states.add(row.state);
    }
    expect([...states].sort()).toEqual(['handed_in', 'late', 'marked', 'missing', 'returned']);

    const teacher = await signIn(DEMO_LOGINS.teacher);
    const atRisk = await teacher.get('/api/at-risk').query({ class: 1, section: 'A' });
    expect(atRisk.status, atRisk.text).toBe(200);
    const pupils = await query<{ student_id: string }>(
      "SELECT student_id FROM students WHERE class = 1 AND section = 'A' ORDER BY auto_id",
    );
    const reasonsOf = (n: number) =>
      (atRisk.body as AtRiskPupil[]).find((r) => r.student_id === pupils[n].student_id)?.reasons.map((r) => r.kind) ??
      [];
    for (const [kind, n] of Object.entries(AT_RISK_DEMO)) expect(reasonsOf(n), kind).toContain(kind);
  });
});

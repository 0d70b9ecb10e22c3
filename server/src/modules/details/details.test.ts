import { describe, expect, it } from 'vitest';
import { makeStudent, makeTeacher, signedIn } from '../../../test/factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();

describe('GET /api/details (student profile)', () => {
  it('gives a student their own whole record with parents’ details', async () => {
    const s = await signedIn(ctx, 'student');
    const res = await s.agent.get('/api/details').query({ student_id: s.loginId });
    expect(res.status).toBe(200);
    expect(res.body.user_details).toMatchObject({
      student_id: s.loginId,
      father_name: 'Suresh Kumar',
      mother_name: 'Meena Kumar',
      address: '12 School Road',
      dob: '2012-03-04',
    });
  });

  it('refuses another student’s profile with the screen’s sentence', async () => {
    const s = await signedIn(ctx, 'student');
    const other = await makeStudent();
    const res = await s.agent.get('/api/details').query({ student_id: other.student_id });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('You can only view your own profile details.');
  });

  it('lets teachers and admins read any student, answers 404 for an unknown one and 401 when signed out', async () => {
    const other = await makeStudent();
    for (const role of ['teacher', 'admin'] as const) {
      const u = await signedIn(ctx, role);
      expect(
        (await u.agent.get('/api/details').query({ student_id: other.student_id })).body.user_details.student_id,
      ).toBe(other.student_id);
      const missing = await u.agent.get('/api/details').query({ student_id: 'S0000000' });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('Student not found');
    }
    expect((await agent(ctx).get('/api/details').query({ student_id: other.student_id })).status).toBe(401);
    const admin = await signedIn(ctx, 'admin');
    expect((await admin.agent.get('/api/details')).body.error).toBe('Please enter a User ID');
  });
});

describe('GET /api/teacherdetails', () => {
  it('answers a teacher about themself only, and admins about anyone', async () => {
    const t = await signedIn(ctx, 'teacher');
    const mine = await t.agent.get('/api/teacherdetails').query({ user_id: t.loginId });
    expect(mine.status).toBe(200);
    expect(mine.body.user_details).toMatchObject({ teacher_id: t.loginId, email: t.email, name: expect.any(String) });
    const other = await makeTeacher();
    expect((await t.agent.get('/api/teacherdetails').query({ user_id: other.teacher_id })).status).toBe(403);
    const admin = await signedIn(ctx, 'admin');
    expect(
      (await admin.agent.get('/api/teacherdetails').query({ user_id: other.teacher_id })).body.user_details.teacher_id,
    ).toBe(other.teacher_id);
    const student = await signedIn(ctx, 'student');
    expect((await student.agent.get('/api/teacherdetails').query({ user_id: other.teacher_id })).status).toBe(403);
  });
});

describe('class summary and system status', () => {
  it('counts students in every class and section, zeros included', async () => {
    await makeStudent({ class: 9, section: 'C' });
    const admin = await signedIn(ctx, 'admin');
    const res = await admin.agent.get('/api/classes/summary');
    expect(res.body).toHaveLength(30);
    expect(
      res.body.find((r: { class: number; section: string }) => r.class === 9 && r.section === 'C').students,
    ).toBeGreaterThanOrEqual(1);
    const student = await signedIn(ctx, 'student');
    expect((await student.agent.get('/api/classes/summary')).status).toBe(403);
  });

  it('reports the API, the database and the version to admins only', async () => {
    const admin = await signedIn(ctx, 'admin');
    const res = await admin.agent.get('/api/system/status');
    expect(res.body).toMatchObject({
      api: 'ok',
      database: 'ok',
      version: expect.any(String),
      migrations: expect.any(Number),
    });
    const teacher = await signedIn(ctx, 'teacher');
    expect((await teacher.agent.get('/api/system/status')).status).toBe(403);
  });
});

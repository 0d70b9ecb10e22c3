import { describe, expect, it } from 'vitest';
import type { TeachingInput } from '@contracts/teaching';
import { nonAdminStatuses } from '../../../test/calls';
import { makeTeacher, signedIn, signedInTeacher } from '../../../test/factories';
import { teacherBody } from '../../../test/people-factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();
const admin = () => signedIn(ctx, 'admin');

const teaching: TeachingInput = {
  subjects: [
    { class: 5, section: 'A', subject: 'Math' },
    { class: 6, section: 'C', subject: 'English' },
  ],
  // A section no other test file makes anyone class teacher of (one class teacher per section).
  class_teacher: { class: 10, section: 'B' },
};

describe("a teacher's teaching", () => {
  it('is for admins only; teachers read only their own through /api/teaching/me', async () => {
    const t = await makeTeacher();
    const calls = [
      { method: 'get', path: `/api/admin/Teachers/${t.teacher_id}/teaching` },
      { method: 'put', path: `/api/admin/Teachers/${t.teacher_id}/teaching`, body: teaching },
    ] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
    expect((await agent(ctx).get('/api/teaching/me')).status).toBe(401);
    expect((await (await signedIn(ctx, 'student')).agent.get('/api/teaching/me')).status).toBe(403);
  });

  it('starts as the class and subject of the teacher record, in all three sections', async () => {
    const { agent: a } = await admin();
    const created = await a.post('/api/admin/Teachers').send(teacherBody({ subject: 'Odia', class: 3 }));
    expect(created.status).toBe(201);
    const res = await a.get(`/api/admin/Teachers/${created.body.teacher_id}/teaching`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      subjects: ['A', 'B', 'C'].map((section) => ({ class: 3, section, subject: 'Odia' })),
      class_teacher: null,
    });
  });

  it('is replaced whole by PUT and read back by the admin and by the teacher', async () => {
    const { agent: a } = await admin();
    const teacher = await signedIn(ctx, 'teacher');
    const put = await a.put(`/api/admin/Teachers/${teacher.loginId.toLowerCase()}/teaching`).send(teaching);
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Teaching saved.');
    const expected = { subjects: teaching.subjects, class_teacher: teaching.class_teacher };
    expect((await a.get(`/api/admin/Teachers/${teacher.loginId}/teaching`)).body).toEqual(expected);
    expect((await teacher.agent.get('/api/teaching/me')).body).toEqual(expected);

    const cleared = await a
      .put(`/api/admin/Teachers/${teacher.loginId}/teaching`)
      .send({ subjects: [], class_teacher: null });
    expect(cleared.body).toMatchObject({ subjects: [], class_teacher: null });
    expect((await teacher.agent.get('/api/teaching/me')).body).toEqual({ subjects: [], class_teacher: null });
  });

  it('keeps at most one class-teacher section: a new one replaces the old', async () => {
    const { agent: a } = await admin();
    const t = await makeTeacher();
    await a.put(`/api/admin/Teachers/${t.teacher_id}/teaching`).send(teaching).expect(200);
    await a
      .put(`/api/admin/Teachers/${t.teacher_id}/teaching`)
      .send({ ...teaching, class_teacher: { class: 10, section: 'A' } })
      .expect(200);
    expect((await a.get(`/api/admin/Teachers/${t.teacher_id}/teaching`)).body.class_teacher).toEqual({
      class: 10,
      section: 'A',
    });
    await a.put(`/api/admin/Teachers/${t.teacher_id}/teaching`).send({ subjects: [], class_teacher: null }).expect(200);
  });

  it('gives a section one class teacher: another teacher naming it gets 409 with the holder named, and nothing changes', async () => {
    const { agent: a } = await admin();
    const holder = await makeTeacher({ name: 'Lata Sahu' });
    const other = await makeTeacher();
    const section = { class: 10, section: 'C' } as const;
    await a
      .put(`/api/admin/Teachers/${holder.teacher_id}/teaching`)
      .send({ subjects: [], class_teacher: section })
      .expect(200);
    const before = (await a.get(`/api/admin/Teachers/${other.teacher_id}/teaching`)).body;
    const taken = await a
      .put(`/api/admin/Teachers/${other.teacher_id}/teaching`)
      .send({ subjects: [{ class: 10, section: 'C', subject: 'Hindi' }], class_teacher: section });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(
      `Class 10C already has a class teacher: Lata Sahu (${holder.teacher_id}). Change their teaching first.`,
    );
    expect((await a.get(`/api/admin/Teachers/${other.teacher_id}/teaching`)).body).toEqual(before);
    // The holder saving their own section again, and a teacher taking a freed section, pass.
    await a
      .put(`/api/admin/Teachers/${holder.teacher_id}/teaching`)
      .send({ subjects: [], class_teacher: section })
      .expect(200);
    await a
      .put(`/api/admin/Teachers/${holder.teacher_id}/teaching`)
      .send({ subjects: [], class_teacher: null })
      .expect(200);
    await a
      .put(`/api/admin/Teachers/${other.teacher_id}/teaching`)
      .send({ subjects: [], class_teacher: section })
      .expect(200);
    await a
      .put(`/api/admin/Teachers/${other.teacher_id}/teaching`)
      .send({ subjects: [], class_teacher: null })
      .expect(200);
  });

  it('answers 400 naming the field for bad input and 404 for an unknown teacher, changing nothing', async () => {
    const { agent: a } = await admin();
    const t = await signedInTeacher(ctx, teaching);
    const bad = [
      { subjects: [{ class: 11, section: 'A', subject: 'Math' }], class_teacher: null },
      { subjects: [{ class: 5, section: 'D', subject: 'Math' }], class_teacher: null },
      { subjects: [{ class: 5, section: 'A', subject: 'Art' }], class_teacher: null },
      { subjects: [teaching.subjects[0], teaching.subjects[0]], class_teacher: null },
      { subjects: [], class_teacher: { class: 5 } },
      { subjects: 'Math', class_teacher: null },
      { subjects: [] },
    ];
    for (const body of bad) {
      const res = await a.put(`/api/admin/Teachers/${t.loginId}/teaching`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields).length).toBeGreaterThan(0);
    }
    expect((await a.get(`/api/admin/Teachers/${t.loginId}/teaching`)).body).toEqual(teaching);
    expect((await a.get('/api/admin/Teachers/T99999999/teaching')).status).toBe(404);
    expect((await a.put('/api/admin/Teachers/T99999999/teaching').send(teaching)).status).toBe(404);
  });

  it('goes with the teacher when the teacher is deleted', async () => {
    const { agent: a } = await admin();
    const t = await signedInTeacher(ctx, teaching);
    await a.delete(`/api/Teachers/${t.loginId}`).expect(200);
    expect((await a.get(`/api/admin/Teachers/${t.loginId}/teaching`)).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { studentBody } from '../../../test/people-factories';
import { withLkgAndScience } from '../../../test/setup-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: a pupil of LKG reads their own profile as LKG (not the number the records keep),
// and a teacher reads it only when LKG D is theirs.
const ctx = testApp({}, { database: 'setup' });
const { admin } = withLkgAndScience(ctx);

const teacherOf = async (place: { class: string | number; section: string }) => {
  const teacher = await signedIn(ctx, 'teacher');
  const put = await admin()
    .put(`/api/admin/Teachers/${teacher.loginId}/teaching`)
    .send({ subjects: [{ ...place, subject: 'English' }], class_teacher: null });
  expect(put.status, put.text).toBe(200);
  return teacher.agent;
};

describe("a pupil's profile in a class of the setup", () => {
  it('answers LKG D by name to the admin and to the teacher of LKG D, and refuses a teacher of 5B', async () => {
    const added = await admin()
      .post('/api/admin/Students')
      .send(studentBody({ name: 'Kg Profile', class: 'LKG', section: 'D' }));
    expect(added.status, added.text).toBe(201);
    const id = added.body.student_id as string;
    const read = await admin().get('/api/details').query({ student_id: id }).expect(200);
    expect(read.body.user_details).toMatchObject({ student_id: id, class: 'LKG', section: 'D' });

    const ofLkg = await teacherOf({ class: 'LKG', section: 'D' });
    const byTeacher = await ofLkg.get('/api/details').query({ student_id: id });
    expect(byTeacher.status, byTeacher.text).toBe(200);
    expect(byTeacher.body.user_details.class).toBe('LKG');

    const ofFive = await teacherOf({ class: 5, section: 'B' });
    expect((await ofFive.get('/api/details').query({ student_id: id })).status).toBe(403);
  });

  it('counts every class and section of the setup, in its order, LKG by name', async () => {
    const rows = (await admin().get('/api/classes/summary').expect(200)).body as { class: unknown; section: string }[];
    expect(rows.slice(0, 2).map((r) => [r.class, r.section])).toEqual([
      ['LKG', 'A'],
      ['LKG', 'D'],
    ]);
    expect(rows.find((r) => r.class === 'LKG' && r.section === 'D')).toMatchObject({ students: 1 });
    expect(rows.filter((r) => r.class === 5).map((r) => r.section)).toEqual(['A', 'B', 'C']);
    expect(rows.at(-1)).toMatchObject({ class: '11 Science', section: 'A' });
  });

  it('keeps class 5 a number', async () => {
    const added = await admin()
      .post('/api/admin/Students')
      .send(studentBody({ name: 'Five Profile', class: 5 }));
    const read = await admin().get('/api/details').query({ student_id: added.body.student_id }).expect(200);
    expect(read.body.user_details.class).toBe(5);
  });
});

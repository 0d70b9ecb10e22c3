import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { queryOne } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { signedInStudentOf } from '../../../test/assignments-factories';
import { signedIn } from '../../../test/factories';
import { sendMultipart } from '../../../test/files-factories';
import { minimalPdf } from '../../../test/sample-files';
import { withLkgAndScience } from '../../../test/setup-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: a teacher is given LKG D (or "11 Science") by the setup's names, reads it back by
// those names, and sets homework for the classes they teach, not others.
const ctx = testApp({}, { database: 'setup' });
const { admin } = withLkgAndScience(ctx);

const lkgD = {
  subjects: [
    { class: 'LKG', section: 'D', subject: 'English' },
    { class: 'lkg', section: 'a', subject: 'english' },
    { class: 5, section: 'B', subject: 'Math' },
  ],
  class_teacher: { class: 'LKG', section: 'D' },
};

const homework = (by: ReturnType<typeof admin>, cls: string) =>
  sendMultipart(
    by.post('/api/admin/assignments'),
    { title: `Colours for ${cls}`, date: '2025-08-01', description: 'Colour the picture.', class: cls },
    { filename: 'colours.pdf', content: minimalPdf('colours') },
  );

describe('the teaching editor with the setup', () => {
  it('saves class-teacher and subject rows for LKG D by name and reads them back by name', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const put = await admin().put(`/api/admin/Teachers/${teacher.loginId}/teaching`).send(lkgD);
    expect(put.status, put.text).toBe(200);
    const expected = {
      subjects: [
        { class: 5, section: 'B', subject: 'Math' },
        { class: 'LKG', section: 'A', subject: 'English' },
        { class: 'LKG', section: 'D', subject: 'English' },
      ],
      class_teacher: { class: 'LKG', section: 'D' },
    };
    expect(put.body).toMatchObject(expected);
    expect((await admin().get(`/api/admin/Teachers/${teacher.loginId}/teaching`)).body).toEqual(expected);
    expect((await teacher.agent.get('/api/teaching/me')).body).toEqual(expected);
    // Stored as the setup's links: LKG's number, the section's name.
    const lkg = await queryOne<{ legacy_class: number }>("SELECT legacy_class FROM school_classes WHERE name = 'LKG'");
    expect(
      await queryOne(
        'SELECT c.class, c.section FROM class_teachers c JOIN teachers t ON t.id = c.teacher_id WHERE t.teacher_id = $1',
        [teacher.loginId],
      ),
    ).toEqual({ class: lkg!.legacy_class, section: 'D' });
  });

  it('refuses a class or section the setup does not have with a 400 naming it', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const noClass = await admin()
      .put(`/api/admin/Teachers/${teacher.loginId}/teaching`)
      .send({ subjects: [{ class: 'Nursery', section: 'A', subject: 'English' }], class_teacher: null });
    expect(noClass.status).toBe(400);
    expect(noClass.body.error).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
    const noSection = await admin()
      .put(`/api/admin/Teachers/${teacher.loginId}/teaching`)
      .send({ subjects: [], class_teacher: { class: 'LKG', section: 'B' } });
    expect(noSection.status).toBe(400);
    expect(noSection.body.error).toBe(textIn('en', msg('setup.noSuchSection', { class: 'LKG', section: 'B' })));
  });
});

describe('homework for a class of the setup', () => {
  it("is set for LKG by a teacher of LKG D, answered as LKG, and read by LKG's pupils", async () => {
    const teacher = await signedIn(ctx, 'teacher');
    await admin()
      .put(`/api/admin/Teachers/${teacher.loginId}/teaching`)
      .send({ subjects: [{ class: 'LKG', section: 'D', subject: 'English' }], class_teacher: null })
      .expect(200);
    const res = await homework(teacher.agent, 'LKG');
    expect(res.status, res.text).toBe(201);
    expect(res.body.class).toBe('LKG');
    const listed = (await admin().get('/api/admin/assignments').query({ class: 'lkg' }).expect(200)).body;
    expect(listed.map((a: { assignment_id: number }) => a.assignment_id)).toContain(res.body.assignment_id);
    expect(listed.every((a: { class: unknown }) => a.class === 'LKG')).toBe(true);
    const lkg = await queryOne<{ legacy_class: number }>("SELECT legacy_class FROM school_classes WHERE name = 'LKG'");
    const pupil = await signedInStudentOf(ctx, lkg!.legacy_class);
    const own = (await pupil.agent.get('/api/assignments').expect(200)).body.assignments;
    expect(own).toEqual([expect.objectContaining({ assignment_id: res.body.assignment_id, class: 'LKG' })]);
  });

  it('refuses (403) a class the teacher does not teach, and a class the setup lacks (400)', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    await admin()
      .put(`/api/admin/Teachers/${teacher.loginId}/teaching`)
      .send({ subjects: [], class_teacher: { class: 'LKG', section: 'A' } })
      .expect(200);
    const elsewhere = await homework(teacher.agent, '11 Science');
    expect(elsewhere.status).toBe(403);
    // Both named as the school names them, not by their stored numbers.
    expect(elsewhere.body.error).toBe('You are class teacher of LKG A; class 11 Science is not one of yours.');
    expect((await homework(teacher.agent, '5')).status).toBe(403);
    const unknown = await homework(teacher.agent, 'Nursery');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
    expect((await admin().get('/api/admin/assignments').query({ class: 'Nursery' })).status).toBe(400);
  });

  it('keeps class 5 as the number 5', async () => {
    const res = await homework(admin(), '5');
    expect(res.status, res.text).toBe(201);
    expect(res.body.class).toBe(5);
  });
});

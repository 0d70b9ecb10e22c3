import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { OWN_CHILDREN_ONLY } from '@contracts/guardians';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { signedInStudentOf } from '../../../test/assignments-factories';
import { makeGuardian, makeLogin, signedIn, signedInAs } from '../../../test/factories';
import { asBuffer } from '../../../test/files-factories';
import { minimalPdf, tinyPng } from '../../../test/sample-files';
import { classWithPupils, DUE_LATER, DUE_PAST, handIn, homework } from '../../../test/submission-factories';
import { testApp } from '../../../test/test-app';

// The teacher's side: the class's list, marking and returning, the zip, and who may do what.
const ctx = testApp();
const en = (key: Parameters<typeof msg>[0]) => textIn('en', msg(key));

describe('the class list and marking', () => {
  it("lists every pupil of the class with the state of their work, for the class's teacher and an admin", async () => {
    const {
      admin,
      teacher,
      pupils: [a, b, c, d, e],
    } = await classWithPupils(ctx, 8, 5);
    const id = await homework(teacher.agent, 8, DUE_PAST);
    const subs: Record<string, number> = {};
    for (const p of [b, c, d, e])
      subs[p.studentId] = (
        await handIn(p.agent, id, { text: `Answer of ${p.studentId}` }).expect(201)
      ).body.submission_id;
    await teacher.agent
      .put(`/api/submissions/${subs[d.studentId]}`)
      .send({ mark: '7/10', comment: 'Good start.' })
      .expect(200);
    await teacher.agent
      .put(`/api/submissions/${subs[e.studentId]}`)
      .send({ return: true, comment: 'Redo question 2.' })
      .expect(200);
    await query(`UPDATE assignment_submissions SET state = 'handed_in' WHERE id = $1`, [subs[b.studentId]]);

    for (const who of [teacher, admin]) {
      const res = await who.agent.get(`/api/assignments/${id}/submissions`);
      expect(res.status).toBe(200);
      const byId = new Map(res.body.map((r: { student_id: string }) => [r.student_id, r]));
      // Earlier suites of this worker may have put pupils in the class too: each is listed, as missing.
      expect(res.body.filter((r: { state: string }) => r.state !== 'missing').length).toBe(4);
      expect(byId.get(a.studentId)).toMatchObject({
        student_id: a.studentId,
        name: 'Ravi Kumar',
        state: 'missing',
        submitted_at: null,
        mark: null,
        comment: null,
      });
      expect(byId.get(b.studentId)).toMatchObject({ state: 'handed_in', submitted_at: expect.any(String) });
      expect(byId.get(c.studentId)).toMatchObject({ state: 'late', body: `Answer of ${c.studentId}` });
      expect(byId.get(d.studentId)).toMatchObject({ state: 'marked', mark: '7/10', comment: 'Good start.' });
      expect(byId.get(e.studentId)).toMatchObject({ state: 'returned', mark: null, comment: 'Redo question 2.' });
    }
  });

  it('refuses a mark without a value, a mark and a return together (400), and an unknown submission (404)', async () => {
    const {
      teacher,
      pupils: [p],
    } = await classWithPupils(ctx, 9, 1);
    const id = await homework(teacher.agent, 9, DUE_LATER);
    const { submission_id } = (await handIn(p.agent, id, { text: 'Mine.' })).body;
    const none = await teacher.agent.put(`/api/submissions/${submission_id}`).send({ comment: 'Hm.' });
    expect(none.status).toBe(400);
    expect(none.body.fields.mark).toBeDefined();
    const both = await teacher.agent.put(`/api/submissions/${submission_id}`).send({ mark: 'B', return: true });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe(en('submissions.markOrReturn'));
    expect((await teacher.agent.put('/api/submissions/987654321').send({ mark: 'B' })).status).toBe(404);
  });

  it('shows the pupil their mark and comment, and a parent what is due and what was handed in', async () => {
    const {
      teacher,
      pupils: [p],
    } = await classWithPupils(ctx, 10, 1);
    const marked = await homework(teacher.agent, 10, DUE_PAST);
    const due = await homework(teacher.agent, 10, DUE_LATER);
    const { submission_id } = (
      await handIn(p.agent, marked, { text: 'Done.', file: { filename: 'p.png', content: tinyPng() } })
    ).body;
    await teacher.agent
      .put(`/api/submissions/${submission_id}`)
      .send({ mark: 'A+', comment: 'Excellent.' })
      .expect(200);

    const own = await p.agent.get('/api/submissions');
    expect(own.status).toBe(200);
    const rowOf = (rows: { assignment_id: number; file_url: string | null }[], id: number) =>
      rows.find((r) => r.assignment_id === id);
    expect(rowOf(own.body, marked)).toMatchObject({
      student_id: p.studentId,
      state: 'marked',
      mark: 'A+',
      comment: 'Excellent.',
      body: 'Done.',
      file_type: 'image/png',
      due_date: DUE_PAST,
    });
    expect(rowOf(own.body, due)).toMatchObject({
      state: 'missing',
      due_date: DUE_LATER,
      closed: false,
      submission_id: null,
    });
    expect((await p.agent.get(rowOf(own.body, marked)!.file_url as string)).status).toBe(200);

    const g = await makeGuardian([p.studentId]);
    await makeLogin(g.guardian_id, 'parent', g.email);
    const parent = await signedInAs(ctx, g.guardian_id);
    const seen = await parent.get('/api/submissions').query({ student_id: p.studentId });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(own.body);
    const submit = await handIn(parent, due, { text: 'Written by a parent.' });
    expect(submit.status).toBe(403);
    expect((await parent.get('/api/submissions')).status).toBe(400);
  });
});

describe('the class zip', () => {
  it("holds each pupil's file and written answer, byte for byte, in a folder per pupil", async () => {
    const {
      teacher,
      pupils: [a, b, none],
    } = await classWithPupils(ctx, 1, 3);
    const id = await homework(teacher.agent, 1, DUE_LATER);
    const png = tinyPng(24, [200, 10, 10]);
    const pdf = minimalPdf('my answers');
    await handIn(a.agent, id, { file: { filename: 'photo.png', content: png }, text: 'Page one is the photo.' }).expect(
      201,
    );
    await handIn(b.agent, id, { file: { filename: 'Answers/..\\work.pdf', content: pdf } }).expect(201);
    const res = await teacher.agent
      .get(`/api/assignments/${id}/submissions/archive`)
      .buffer(true)
      .parse(asBuffer as never);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Homework for class 1 - class 1\.zip"/);
    const zip = await JSZip.loadAsync(res.body as Buffer);
    const names = Object.keys(zip.files).sort();
    const folderA = `1A Ravi Kumar ${a.studentId}`;
    const folderB = `1A Ravi Kumar ${b.studentId}`;
    expect(names).toEqual([`${folderA}/answer.txt`, `${folderA}/photo.png`, `${folderB}/work.pdf`].sort());
    expect(names.some((n) => n.includes(none.studentId))).toBe(false);
    expect(Buffer.compare(await zip.file(`${folderA}/photo.png`)!.async('nodebuffer'), png)).toBe(0);
    expect(Buffer.compare(await zip.file(`${folderB}/work.pdf`)!.async('nodebuffer'), pdf)).toBe(0);
    expect(await zip.file(`${folderA}/answer.txt`)!.async('string')).toBe('Page one is the photo.');
  });
});

describe('who may do what', () => {
  it('refuses a pupil of another class, a parent on submit, a teacher of another class, and pupils marking', async () => {
    const {
      teacher,
      pupils: [p],
    } = await classWithPupils(ctx, 5, 1);
    const id = await homework(teacher.agent, 5, DUE_LATER);
    const { submission_id } = (
      await handIn(p.agent, id, { text: 'Mine.', file: { filename: 'p.png', content: tinyPng() } })
    ).body;
    const otherPupil = await signedInStudentOf(ctx, 4);
    const foreign = await handIn(otherPupil.agent, id, { text: 'Not my class.' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe(en('submissions.otherClass'));
    expect((await otherPupil.agent.get(`/api/files/submissions/${submission_id}`)).status).toBe(403);

    const otherTeacher = await signedIn(ctx, 'teacher', {
      subjects: [{ class: 9, section: 'C', subject: 'English' }],
      class_teacher: null,
    });
    for (const res of [
      await otherTeacher.agent.get(`/api/assignments/${id}/submissions`),
      await otherTeacher.agent.get(`/api/assignments/${id}/submissions/archive`),
      await otherTeacher.agent.put(`/api/submissions/${submission_id}`).send({ mark: 'F' }),
      await otherTeacher.agent.put(`/api/assignments/${id}/closed`).send({ closed: true }),
      await otherTeacher.agent.get(`/api/files/submissions/${submission_id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/^You teach English in 9C; /);
    }
    expect((await teacher.agent.get(`/api/files/submissions/${submission_id}`)).headers['content-disposition']).toMatch(
      /^inline;/,
    );

    expect((await p.agent.put(`/api/submissions/${submission_id}`).send({ mark: 'A+' })).status).toBe(403);
    expect((await p.agent.get(`/api/assignments/${id}/submissions`)).status).toBe(403);
    expect((await teacher.agent.post(`/api/assignments/${id}/submissions`).field('text', 'x')).status).toBe(403);
    expect((await otherPupil.agent.get('/api/submissions').query({ student_id: p.studentId })).status).toBe(403);

    const g = await makeGuardian([otherPupil.studentId]);
    await makeLogin(g.guardian_id, 'parent', g.email);
    const otherParent = await signedInAs(ctx, g.guardian_id);
    const notTheirs = await otherParent.get('/api/submissions').query({ student_id: p.studentId });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error).toBe(textIn('en', OWN_CHILDREN_ONLY));
    expect((await otherParent.get(`/api/files/submissions/${submission_id}`)).status).toBe(403);
  });
});

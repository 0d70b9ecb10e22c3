import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupDocument, SetupTemplate } from '@contracts/setup';
import { msg } from '@contracts/i18n/packed-text';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { makeTeacher, signedIn, signedInAs, makeLogin } from '../../../test/factories';
import { makeClassOf, type TestStudent } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: a teacher can be given any subject of the class's setup (Sanskrit in class 9 here)
// and then enters its marks; a subject the setup retired takes no new marks, and neither does one
// the class no longer has, though exams set before keep it.
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let standard: SetupDocument;
let pupils: TestStudent[];

type Subjects = SetupDocument['classes'][number]['subjects'];
const SANSKRIT = {
  code: 'sanskrit',
  name: 'Sanskrit',
  name_or: 'ସଂସ୍କୃତ',
  name_hi: 'संस्कृत',
  max_marks: 50,
  counts_in_total: true,
  choice_group: null,
};
const withClass = (name: string, change: (s: Subjects) => Subjects, doc = standard): SetupDocument => ({
  ...doc,
  classes: doc.classes.map((c) => (c.name === name ? { ...c, subjects: change(c.subjects) } : c)),
});
const withClass9 = (change: (s: Subjects) => Subjects) => withClass('9', change);
const putSetup = async (doc: SetupDocument) => {
  const res = await admin.put('/api/admin/setup').send(doc);
  expect(res.status, res.text).toBe(200);
};
const entry = (p: TestStudent, marks: Record<string, number | null>) => ({ student_id: p.student_id, marks });
const gridOf = (who: typeof admin, exam: string, entries: object[], cls = 9) =>
  who.put('/api/admin/marks/grid').send({ class: cls, section: 'A', exam_name: exam, total_marks: 650, entries });

beforeAll(async () => {
  await query('TRUNCATE students, exams, marks, teaching_subjects, class_teachers, teachers CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  const templates: SetupTemplate[] = (await admin.get('/api/admin/setup/templates').expect(200)).body;
  standard = templates.find((t) => t.key === 'standard')!.document;
  await putSetup(withClass9((s) => [...s, SANSKRIT]));
  pupils = await makeClassOf(2, 9, 'A');
});

afterAll(async () => {
  await query('TRUNCATE students, exams, marks, teaching_subjects, class_teachers, teachers CASCADE');
  await admin.put('/api/admin/setup').send(standard).expect(200);
});

describe("teaching any subject of the class's setup", () => {
  it('gives a teacher Sanskrit in 9A, who then enters its marks and no other subject', async () => {
    const t = await makeTeacher();
    const put = await admin
      .put(`/api/admin/Teachers/${t.teacher_id}/teaching`)
      .send({ subjects: [{ class: 9, section: 'A', subject: 'sanskrit' }], class_teacher: null });
    expect(put.status, put.text).toBe(200);
    // Named as teachers' records name it: the school's English name.
    expect(put.body.subjects).toEqual([{ class: 9, section: 'A', subject: 'Sanskrit' }]);
    await makeLogin(t.teacher_id, 'teacher', t.email);
    const teacher = await signedInAs(ctx, t.teacher_id);
    const saved = await gridOf(teacher, 'Unit 1', [entry(pupils[0], { sanskrit: 41 })]);
    expect(saved.status, saved.text).toBe(200);
    const [result] = (await admin.get(`/api/student/marks/${pupils[0].student_id}`).expect(200)).body.student_marks;
    expect(result.subjects.find((s: { code: string }) => s.code === 'sanskrit')).toMatchObject({ mark: 41 });
    const math = await gridOf(teacher, 'Unit 1', [entry(pupils[0], { sanskrit: 41, math: 50 })]);
    expect(math.status, math.text).toBe(403);
  });

  it("refuses a subject the class's setup does not have, naming the row", async () => {
    const t = await makeTeacher();
    const put = await admin.put(`/api/admin/Teachers/${t.teacher_id}/teaching`).send({
      subjects: [
        { class: 9, section: 'A', subject: 'Math' },
        { class: 8, section: 'A', subject: 'Sanskrit' },
      ],
      class_teacher: null,
    });
    expect(put.status, put.text).toBe(400);
    const refusal = textIn('en', msg('teaching.notASubject', { subject: 'Sanskrit', class: '8' }));
    expect(put.body.error).toBe(refusal);
    expect(put.body.fields).toEqual({ 'subjects.1.subject': refusal });
    expect((await admin.get(`/api/admin/Teachers/${t.teacher_id}/teaching`)).body.subjects).not.toContainEqual(
      expect.objectContaining({ class: 9, subject: 'Math' }),
    );
  });
});

describe('a subject the setup retired or took away', () => {
  it('keeps its marks in an exam set before, but takes no new ones (409); the other subjects still do', async () => {
    const full = { math: 50, english: 50, physics: 50, chemistry: 50, odia: 50, hindi: 50 };
    expect((await gridOf(admin, 'Unit 2', [entry(pupils[1], { ...full, sanskrit: 30 })])).status).toBe(200);
    await putSetup(withClass9((s) => [...s, { ...SANSKRIT, retired: true }]));
    const changed = await gridOf(admin, 'Unit 2', [entry(pupils[1], { ...full, sanskrit: 35 })]);
    expect(changed.status, changed.text).toBe(409);
    expect(changed.body.error).toBe(textIn('en', msg('setup.subjectRetired', { class: '9', subject: 'Sanskrit' })));
    const [kept] = (await admin.get(`/api/student/marks/${pupils[1].student_id}`).expect(200)).body.student_marks;
    expect(kept.subjects.find((s: { code: string }) => s.code === 'sanskrit')).toMatchObject({ mark: 30 });
    // The same save without touching Sanskrit goes through.
    const others = await gridOf(admin, 'Unit 2', [entry(pupils[1], { ...full, math: 60, sanskrit: 30 })]);
    expect(others.status, others.text).toBe(200);
  });

  it('refuses marks for a subject the class no longer has, in an exam that kept it', async () => {
    // Class 10 had Sanskrit when Unit 3 was set, and dropped it before any mark was entered.
    const retired = withClass9((s) => [...s, { ...SANSKRIT, retired: true }]);
    await putSetup(withClass('10', (s) => [...s, SANSKRIT], retired));
    const exam = await admin.post('/api/admin/exams').send({ name: 'Unit 3', class: 10 });
    expect(exam.status, exam.text).toBe(201);
    await putSetup(retired);
    const [pupil] = await makeClassOf(1, 10, 'A');
    const res = await gridOf(admin, 'Unit 3', [entry(pupil, { sanskrit: 20 })], 10);
    expect(res.status, res.text).toBe(409);
    expect(res.body.error).toBe(
      textIn('en', msg('setup.subjectNotInClass', { class: '10', subject: 'sanskrit', exam: 'Unit 3' })),
    );
  });
});

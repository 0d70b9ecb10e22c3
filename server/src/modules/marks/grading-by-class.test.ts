import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupDocument, SetupTemplate } from '@contracts/setup';
import { query } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { makeClassOf, type TestStudent } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: a result is graded on the scheme the school's setup gives its class. Class 7 here is
// on a school's own five-band scheme; class 6 stays on the standard A1-E scale of the template.
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let standard: SetupDocument;
let pupilsOf7: TestStudent[];
let pupilsOf6: TestStudent[];

const FIVE_BAND = {
  name: 'Five band',
  bands: [
    { grade: 'O', min: 85 },
    { grade: 'A', min: 60 },
    { grade: 'B', min: 45 },
    { grade: 'C', min: 33 },
    { grade: 'NI', min: 0 },
  ],
};
const marksOf = (mark: number) => ({
  math: mark,
  english: mark,
  physics: mark,
  chemistry: mark,
  odia: mark,
  hindi: mark,
});
const grid = (cls: number, section: string, pupils: TestStudent[], mark: number) =>
  admin.put('/api/admin/marks/grid').send({
    class: cls,
    section,
    exam_name: 'Term 1',
    total_marks: 600,
    entries: pupils.map((p) => ({ student_id: p.student_id, marks: marksOf(mark) })),
  });
const resultsOf = async (id: string) => (await admin.get(`/api/student/marks/${id}`).expect(200)).body.student_marks;

beforeAll(async () => {
  await query('TRUNCATE students, exams, marks, teaching_subjects, class_teachers, teachers CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  const templates: SetupTemplate[] = (await admin.get('/api/admin/setup/templates').expect(200)).body;
  standard = templates.find((t) => t.key === 'standard')!.document;
  const own: SetupDocument = {
    ...standard,
    gradings: [...standard.gradings, FIVE_BAND],
    classes: standard.classes.map((c) => (c.name === '7' ? { ...c, grading: FIVE_BAND.name } : c)),
  };
  const put = await admin.put('/api/admin/setup').send(own);
  expect(put.status, put.text).toBe(200);
  pupilsOf7 = await makeClassOf(1, 7, 'A');
  pupilsOf6 = await makeClassOf(1, 6, 'A');
});

afterAll(async () => {
  await query('TRUNCATE students, exams, marks CASCADE');
  await admin.put('/api/admin/setup').send(standard).expect(200);
});

describe("grading by the class's scheme", () => {
  it("grades a grid's records on the class's own scheme, in the list and the student's results", async () => {
    const saved = await grid(7, 'A', pupilsOf7, 62);
    expect(saved.status, saved.text).toBe(200);
    const list = await admin.get('/api/admin/marks').query({ class: 7, exam_name: 'Term 1' }).expect(200);
    expect(list.body.map((r: { grade: string }) => r.grade)).toEqual(['A']);
    const [result] = await resultsOf(pupilsOf7[0].student_id);
    expect(result).toMatchObject({ percentage: 62, grade: 'A' });
    // The report card writes out the scheme the grade was read on.
    expect(result.grading).toEqual(FIVE_BAND.bands);
  });

  it("grades a single record (the spec's POST) on the class's scheme too", async () => {
    const [pupil] = await makeClassOf(1, 7, 'A');
    const res = await admin
      .post('/api/admin/marks')
      .send({ student_id: pupil.student_id, exam_name: 'Term 1', class: 7, ...marksOf(20), total_marks: 600 });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ percentage: 20, grade: 'NI' });
  });

  it('keeps the standard A1-E scale for a class on the default scheme', async () => {
    expect((await grid(6, 'A', pupilsOf6, 62)).status).toBe(200);
    const [result] = await resultsOf(pupilsOf6[0].student_id);
    expect(result).toMatchObject({ percentage: 62, grade: 'B2' });
    expect(result.grading.map((b: { grade: string }) => b.grade)).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
      'D',
      'E',
    ]);
  });

  it("answers the class's scheme with its grid, for the Result column's preview", async () => {
    const seven = await admin.get('/api/admin/marks/grid').query({ class: 7, section: 'A', exam_name: 'Term 1' });
    expect(seven.status, seven.text).toBe(200);
    expect(seven.body.grading).toEqual(FIVE_BAND.bands);
    const six = await admin.get('/api/admin/marks/grid').query({ class: 6, section: 'A', exam_name: 'Term 9' });
    expect(six.body.grading[0]).toEqual({ grade: 'A1', min: 90 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupDocument, SetupTemplate } from '@contracts/setup';
import { msg } from '@contracts/i18n/packed-text';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { signedIn } from '../../../test/factories';
import { studentBody } from '../../../test/people-factories';
import { makeClassOf, type TestStudent } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: a class or section with records is retired, not deleted. Retired, it keeps its
// records and shows them, but takes no new ones: a new pupil, exam or marks record there is
// refused with a 409 that names it, and nothing is written.
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let standard: SetupDocument;
let pupilsOf8: TestStudent[];
let pupilsOf9C: TestStudent[];

type SetupClass = SetupDocument['classes'][number];
const retiring = (doc: SetupDocument, change: (c: SetupClass) => SetupClass): SetupDocument => ({
  ...doc,
  classes: doc.classes.map(change),
});
const SIX = { math: 60, english: 60, physics: 60, chemistry: 60, odia: 60, hindi: 60 };

beforeAll(async () => {
  await query('TRUNCATE students, exams, marks, teaching_subjects, class_teachers, teachers CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  const templates: SetupTemplate[] = (await admin.get('/api/admin/setup/templates').expect(200)).body;
  standard = templates.find((t) => t.key === 'standard')!.document;
  pupilsOf8 = await makeClassOf(1, 8, 'A');
  pupilsOf9C = await makeClassOf(1, 9, 'C');
  const retired = retiring(standard, (c) =>
    c.name === '8'
      ? { ...c, retired: true }
      : c.name === '9'
        ? { ...c, sections: c.sections.map((s) => (s === 'C' ? { name: 'C', retired: true } : s)) }
        : c,
  );
  const put = await admin.put('/api/admin/setup').send(retired);
  expect(put.status, put.text).toBe(200);
});

afterAll(async () => {
  await query('TRUNCATE students, exams, marks CASCADE');
  await admin.put('/api/admin/setup').send(standard).expect(200);
});

const examsOf = (cls: number) => query('SELECT 1 FROM exams WHERE class = $1', [cls]);

describe('a retired class', () => {
  const refusal = () => textIn('en', msg('setup.classRetired', { class: '8' }));

  it('takes no new exam, from the exams screen or a grid of a new exam name', async () => {
    const made = await admin.post('/api/admin/exams').send({ name: 'Unit 1', class: 8 });
    expect(made.status, made.text).toBe(409);
    expect(made.body.error).toBe(refusal());
    const grid = await admin.put('/api/admin/marks/grid').send({
      class: 8,
      section: 'A',
      exam_name: 'Unit 1',
      total_marks: 600,
      entries: [{ student_id: pupilsOf8[0].student_id, marks: SIX }],
    });
    expect(grid.status, grid.text).toBe(409);
    expect(grid.body.error).toBe(refusal());
    expect(await examsOf(8)).toEqual([]);
  });

  it('takes no new pupil, and still lists the pupils it has', async () => {
    const added = await admin.post('/api/admin/Students').send(studentBody({ class: 8, section: 'A' }));
    expect(added.status, added.text).toBe(409);
    expect(added.body.error).toBe(refusal());
    const listed = await admin.get('/api/admin/Students').query({ class: 8 }).expect(200);
    expect(JSON.stringify(listed.body)).toContain(pupilsOf8[0].student_id);
  });
});

describe('a retired section', () => {
  it('takes no new pupil and no new marks record, naming the section; the class’s other sections stay open', async () => {
    const refusal = textIn('en', msg('setup.sectionRetired', { class: '9', section: 'C' }));
    const added = await admin.post('/api/admin/Students').send(studentBody({ class: 9, section: 'C' }));
    expect(added.status, added.text).toBe(409);
    expect(added.body.error).toBe(refusal);
    const grid = await admin.put('/api/admin/marks/grid').send({
      class: 9,
      section: 'C',
      exam_name: 'Unit 1',
      total_marks: 600,
      entries: [{ student_id: pupilsOf9C[0].student_id, marks: SIX }],
    });
    expect(grid.status, grid.text).toBe(409);
    expect(grid.body.error).toBe(refusal);
    expect(await query('SELECT 1 FROM marks WHERE student_id = $1', [pupilsOf9C[0].student_id])).toEqual([]);

    expect((await admin.post('/api/admin/Students').send(studentBody({ class: 9, section: 'A' }))).status).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupDocument } from '@contracts/setup';
import { msg } from '@contracts/i18n/packed-text';
import { query, queryOne } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { signedIn } from '../../../test/factories';
import { studentBody, teacherBody } from '../../../test/people-factories';
import { STUDENT_HEADERS, csvFile, studentCells } from '../../../test/sheets';
import { testApp } from '../../../test/test-app';

// Issue 30: a pupil (and a teacher's class) can be any class and section of the school's setup
// (LKG, section D), named as the setup names them; classes 1-10 keep answering as the spec's numbers.
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let before: SetupDocument;

const withKg = (doc: SetupDocument): SetupDocument => ({
  ...doc,
  classes: [
    { name: 'LKG', sections: ['D'], subjects: [], grading: doc.gradings[0]!.name },
    ...doc.classes.map((c) => (c.name === '5' ? { ...c, sections: [...c.sections, 'D'] } : c)),
    { name: '11 Science', sections: ['A'], subjects: [], grading: doc.gradings[0]!.name, retired: true },
  ],
});

beforeAll(async () => {
  await query('TRUNCATE students CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  before = (await admin.get('/api/admin/setup').expect(200)).body;
  const put = await admin.put('/api/admin/setup').send(withKg(before));
  expect(put.status, put.text).toBe(200);
});

afterAll(async () => {
  await query('TRUNCATE students, teaching_subjects, class_teachers, teachers CASCADE');
  await admin.put('/api/admin/setup').send(before).expect(200);
  // As found: the setup suite reads a school whose setup was never saved (first-run screens).
  await query('UPDATE school_profile SET saved_at = $1', [before.saved_at ?? null]);
});

const listed = async (q: Record<string, string | number>) =>
  (await admin.get('/api/admin/Students').query(q).expect(200)).body as {
    student_id: string;
    class: unknown;
    section: string;
  }[];

describe('a pupil in a class and section of the setup', () => {
  it('is added to LKG section D by name, answers with the name, and the list filters find them', async () => {
    const res = await admin
      .post('/api/admin/Students')
      .send(studentBody({ name: 'Kg Pupil', class: 'lkg', section: 'd' }));
    expect(res.status, res.text).toBe(201);
    const [row] = await listed({ student_id: res.body.student_id });
    expect(row).toMatchObject({ class: 'LKG', section: 'D' });
    expect((await listed({ class: 'LKG', section: 'D' })).map((r) => r.student_id)).toEqual([res.body.student_id]);
    expect(await listed({ class: 'LKG', section: 'A' })).toEqual([]);
  });

  it('keeps classes 1-10 as numbers, and takes a new section D of class 5', async () => {
    const res = await admin.post('/api/admin/Students').send(studentBody({ class: 5, section: 'D' }));
    expect(res.status, res.text).toBe(201);
    const [row] = await listed({ student_id: res.body.student_id });
    expect(row).toMatchObject({ class: 5, section: 'D' });
    expect(await queryOne('SELECT class, section FROM students WHERE student_id = $1', [res.body.student_id])).toEqual({
      class: 5,
      section: 'D',
    });
    expect((await listed({ class: '5', section: 'D' })).map((r) => r.student_id)).toEqual([res.body.student_id]);
  });

  it('moves a pupil from class 5 to LKG on an edit', async () => {
    const res = await admin.post('/api/admin/Students').send(studentBody({ class: '5', section: 'A' }));
    const [row] = (await admin.get('/api/admin/Students').query({ student_id: res.body.student_id })).body;
    const put = await admin
      .put('/api/admin/Students')
      .send(studentBody({ id: row.auto_id, class: 'LKG', section: 'D' }));
    expect(put.status, put.text).toBe(200);
    expect(await listed({ student_id: res.body.student_id })).toMatchObject([{ class: 'LKG', section: 'D' }]);
  });

  it('refuses a class or section the setup does not have with a 400 naming it', async () => {
    const noClass = await admin.post('/api/admin/Students').send(studentBody({ class: 'Nursery', section: 'A' }));
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
    const noSection = await admin.post('/api/admin/Students').send(studentBody({ class: 'LKG', section: 'B' }));
    expect(noSection.status).toBe(400);
    expect(noSection.body.fields.section).toBe(
      textIn('en', msg('setup.noSuchSection', { class: 'LKG', section: 'B' })),
    );
    expect((await admin.get('/api/admin/Students').query({ class: 'Nursery' })).status).toBe(400);
    // The export too: refused before the download starts, not cut off after its header.
    const exported = await admin.get('/api/admin/Students/export').query({ class: 'Nursery' });
    expect(exported.status).toBe(400);
    expect(exported.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
  });

  it('refuses a new pupil in a retired class', async () => {
    const res = await admin.post('/api/admin/Students').send(studentBody({ class: '11 Science', section: 'A' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(textIn('en', msg('setup.classRetired', { class: '11 Science' })));
  });
});

describe('an import of pupils', () => {
  it("takes the setup's class and section names, and names a row whose class the setup lacks", async () => {
    const file = csvFile([
      STUDENT_HEADERS,
      studentCells({ class: 'LKG', section: 'D' }),
      studentCells({ class: 'Nursery', section: 'A' }),
    ]);
    const res = await admin.post('/api/admin/import/students').field('dry_run', '1').attach('file', file, 'pupils.csv');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ inserted: 1 });
    expect(res.body.errors).toEqual([
      { row: 3, field: 'class', message: textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })) },
    ]);
  });
});

describe("a teacher's class", () => {
  it('is any class of the setup by name, answered by name, and an unknown one is refused', async () => {
    const res = await admin.post('/api/admin/Teachers').send(teacherBody({ class: 'lkg' }));
    expect(res.status, res.text).toBe(201);
    const [row] = (await admin.get('/api/admin/Teachers').query({ q: res.body.teacher_id })).body;
    expect(row.class).toBe('LKG');
    const moved = await admin.put(`/api/Teachers/${res.body.teacher_id}`).send(teacherBody({ class: '5' }));
    expect(moved.status, moved.text).toBe(200);
    expect(
      await queryOne('SELECT class_label(class) AS class FROM teachers WHERE teacher_id = $1', [res.body.teacher_id]),
    ).toEqual({ class: 5 });
    const refused = await admin.post('/api/admin/Teachers').send(teacherBody({ class: 'Nursery' }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
  });
});

describe('GET /api/classes', () => {
  it("answers the setup's classes in order with each section's pupils, retired ones marked, to staff only", async () => {
    await admin
      .post('/api/admin/Students')
      .send(studentBody({ class: 'LKG', section: 'D' }))
      .expect(201);
    const classes = (await admin.get('/api/classes').expect(200)).body;
    expect(classes[0]).toEqual({ name: 'LKG', sections: [{ name: 'D', students: expect.any(Number) }] });
    expect(classes[0].sections[0].students).toBeGreaterThan(0);
    expect(classes.at(-1)).toEqual({ name: '11 Science', retired: true, sections: [{ name: 'A', students: 0 }] });
    expect(classes.find((c: { name: string }) => c.name === '5').sections.map((s: { name: string }) => s.name)).toEqual(
      ['A', 'B', 'C', 'D'],
    );
    expect((await (await signedIn(ctx, 'teacher')).agent.get('/api/classes')).status).toBe(200);
    expect((await (await signedIn(ctx, 'student')).agent.get('/api/classes')).status).toBe(403);
  });
});

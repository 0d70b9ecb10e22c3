import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupDocument, SetupTemplate } from '@contracts/setup';
import { msg } from '@contracts/i18n/packed-text';
import { query, queryOne } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { makeLogin, makeTeacher, signedIn, signedInAs } from '../../../test/factories';
import { studentBody } from '../../../test/people-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: exams, the marks grid, marks lists and a pupil's results take any class and section of
// the school's setup by name (LKG section D, "11 Science"), grade on that class's scheme and answer
// the class by name; classes 1-10 keep the spec's numbers (the other marks and exams files).
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let standard: SetupDocument;
let savedAt: string | null;
const kg: { student_id: string; email: string }[] = [];

const STARS = {
  name: 'KG stars',
  bands: [
    { grade: 'Star', min: 80 },
    { grade: 'Bright', min: 50 },
    { grade: 'Growing', min: 0 },
  ],
};
const subject = (code: string, name: string, max_marks: number, choice_group: string | null = null) => ({
  code,
  name,
  name_or: null,
  name_hi: null,
  max_marks,
  counts_in_total: true,
  choice_group,
});
const LKG_SUBJECTS = [
  subject('english', 'English', 50),
  subject('math', 'Math', 50),
  subject('hindi', 'Hindi', 50, 'Third language'),
  subject('sanskrit', 'Sanskrit', 50, 'Third language'),
];

const gridQuery = { class: 'LKG', section: 'D', exam_name: 'Term 1' };
const saveGrid = (who: typeof admin, entries: object[], over: object = {}) =>
  who.put('/api/admin/marks/grid').send({ ...gridQuery, total_marks: 150, entries, ...over });

beforeAll(async () => {
  await query('TRUNCATE students, exams, marks, teaching_subjects, class_teachers, teachers CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  savedAt = (await admin.get('/api/admin/setup').expect(200)).body.saved_at ?? null;
  const templates: SetupTemplate[] = (await admin.get('/api/admin/setup/templates').expect(200)).body;
  standard = templates.find((t) => t.key === 'standard')!.document;
  const doc: SetupDocument = {
    ...standard,
    gradings: [...standard.gradings, STARS],
    classes: [
      { name: 'LKG', sections: ['A', 'D'], subjects: LKG_SUBJECTS, grading: STARS.name },
      ...standard.classes,
      {
        name: '11 Science',
        sections: ['A'],
        subjects: [subject('physics', 'Physics', 100), subject('english', 'English', 100)],
        grading: standard.gradings[0]!.name,
      },
    ],
  };
  const put = await admin.put('/api/admin/setup').send(doc);
  expect(put.status, put.text).toBe(200);
  // Choices are kept per year: a year holding today, unless another file's is there.
  await query(`INSERT INTO academic_years (name, starts_on, ends_on) SELECT 'Setup marks year', current_date, current_date + 1
               WHERE NOT EXISTS (SELECT 1 FROM academic_years WHERE starts_on <= current_date + 1 AND ends_on >= current_date)`);
  for (const name of ['Anu Kg', 'Bina Kg']) {
    const body = studentBody({ name, class: 'LKG', section: 'D' });
    const res = await admin.post('/api/admin/Students').send(body);
    expect(res.status, res.text).toBe(201);
    kg.push({ student_id: res.body.student_id, email: body.email });
  }
  // The first takes Hindi, the second Sanskrit (the choices screen's classes are 1-10 still).
  await query(
    `INSERT INTO student_choices (student_id, year_id, choice_group, code)
     SELECT u.id, y.id, 'Third language', u.code FROM unnest($1::text[], $2::text[]) AS u(id, code),
       academic_years y WHERE current_date BETWEEN y.starts_on AND y.ends_on`,
    [kg.map((p) => p.student_id), ['hindi', 'sanskrit']],
  );
});

afterAll(async () => {
  await query('TRUNCATE students, exams, marks, teaching_subjects, class_teachers, teachers CASCADE');
  await query(`DELETE FROM academic_years WHERE name = 'Setup marks year'`);
  await admin.put('/api/admin/setup').send(standard).expect(200);
  // As found: the setup suite reads a school whose setup was never saved (first-run screens).
  await query('UPDATE school_profile SET saved_at = $1', [savedAt]);
});

describe('exams of a class of the setup', () => {
  it('sets an exam for LKG and for "11 Science" by name and answers the class by name', async () => {
    const lkg = await admin.post('/api/admin/exams').send({ name: 'Term 1', class: 'lkg', subject_max: 50 });
    expect(lkg.status, lkg.text).toBe(201);
    expect(lkg.body).toMatchObject({ name: 'Term 1', class: 'LKG', total_marks: 150 });
    const science = await admin.post('/api/admin/exams').send({ name: 'Unit 1', class: '11 Science' });
    expect(science.status, science.text).toBe(201);
    expect(science.body).toMatchObject({ class: '11 Science', total_marks: 200 });
    const listed = await admin.get('/api/admin/exams').query({ class: 'LKG' }).expect(200);
    expect(listed.body.map((e: { name: string; class: unknown }) => [e.name, e.class])).toEqual([['Term 1', 'LKG']]);
  });

  it('edits an LKG exam without moving it, and names no class it lacks', async () => {
    const [{ id }] = (await admin.get('/api/admin/exams').query({ class: 'LKG' }).expect(200)).body;
    const put = await admin.put('/api/admin/exams').send({ id, name: 'Term 1', class: 'LKG', subject_max: 50 });
    expect(put.status, put.text).toBe(200);
    expect(put.body.class).toBe('LKG');
    const again = await admin.post('/api/admin/exams').send({ name: 'term 1', class: 'LKG' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/^Class LKG already has an exam named term 1/);
    const nursery = await admin.post('/api/admin/exams').send({ name: 'Term 1', class: 'Nursery' });
    expect(nursery.status).toBe(400);
    expect(nursery.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
  });
});

describe('the grid of LKG section D', () => {
  it("reads a column per subject of the class's setup and a row per pupil, the class by name", async () => {
    const res = await admin.get('/api/admin/marks/grid').query(gridQuery);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ class: 'LKG', section: 'D', exam_name: 'Term 1', grading: STARS.bands });
    expect(res.body.subjects.map((s: { code: string }) => s.code)).toEqual(['english', 'math', 'hindi', 'sanskrit']);
    expect(res.body.rows.map((r: { student_id: string; section: string }) => [r.student_id, r.section])).toEqual(
      kg.map((p) => [p.student_id, 'D']),
    );
  });

  it('saves marks by subject code with an absence, graded on the class scheme', async () => {
    const saved = await saveGrid(admin, [
      { student_id: kg[0].student_id, marks: { english: 45, math: 40, hindi: 44 } },
      { student_id: kg[1].student_id, marks: { english: 20, math: null, sanskrit: 30 }, absent: ['math'] },
    ]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.saved).toBe(2);
    const grid = (await admin.get('/api/admin/marks/grid').query(gridQuery).expect(200)).body;
    expect(grid.total_marks).toBe(150);
    expect(grid.rows[0].marks).toMatchObject({ marks: { english: 45, math: 40, hindi: 44 }, absent: [] });
    expect(grid.rows[1].marks).toMatchObject({ marks: { english: 20, math: null, sanskrit: 30 }, absent: ['math'] });
    expect(
      await queryOne(
        `SELECT m.class = c.legacy_class AS linked, m.section, m.grade FROM marks m
         JOIN school_classes c ON c.name = 'LKG' WHERE m.student_id = $1`,
        [kg[0].student_id],
      ),
    ).toEqual({ linked: true, section: 'D', grade: 'Star' });
  });

  it('lists and filters the marks by the names, answering the class by name', async () => {
    const list = await admin.get('/api/admin/marks').query({ class: 'LKG', section: 'D', exam_name: 'Term 1' });
    expect(list.status, list.text).toBe(200);
    expect(list.body.map((r: { student_id: string; class: unknown; section: string }) => [r.class, r.section])).toEqual(
      [
        ['LKG', 'D'],
        ['LKG', 'D'],
      ],
    );
    expect((await admin.get('/api/admin/marks').query({ class: 'LKG', section: 'A' }).expect(200)).body).toEqual([]);
  });

  it('refuses a class or section the setup does not have with a 400 naming it', async () => {
    const noClass = await admin.get('/api/admin/marks/grid').query({ ...gridQuery, class: 'Nursery' });
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
    const noSection = await saveGrid(admin, [{ student_id: kg[0].student_id, marks: { english: 1 } }], {
      section: 'B',
    });
    expect(noSection.status).toBe(400);
    expect(noSection.body.fields.section).toBe(
      textIn('en', msg('setup.noSuchSection', { class: 'LKG', section: 'B' })),
    );
    expect((await admin.get('/api/admin/marks').query({ class: 'Nursery' })).status).toBe(400);
  });

  it('lets a teacher of LKG D read and save its grid, and refuses one who does not teach there', async () => {
    const t = await makeTeacher();
    await query(
      `INSERT INTO teaching_subjects (teacher_id, class, section, subject)
       SELECT t.id, c.legacy_class, 'D', 'English' FROM teachers t, school_classes c WHERE t.teacher_id = $1 AND c.name = 'LKG'`,
      [t.teacher_id],
    );
    await makeLogin(t.teacher_id, 'teacher', t.email);
    const teacher = await signedInAs(ctx, t.teacher_id);
    expect((await teacher.get('/api/admin/marks/grid').query(gridQuery)).status).toBe(200);
    // The row as the teacher's grid shows it, with their subject changed.
    const row = { student_id: kg[0].student_id, marks: { english: 46, math: 40, hindi: 44 } };
    const saved = await saveGrid(teacher, [row]);
    expect(saved.status, saved.text).toBe(200);
    const other = (
      await signedIn(ctx, 'teacher', {
        subjects: [{ class: 5, section: 'A', subject: 'Math' }],
        class_teacher: null,
      })
    ).agent;
    expect((await other.get('/api/admin/marks/grid').query(gridQuery)).status).toBe(403);
    expect((await saveGrid(other, [{ student_id: kg[0].student_id, marks: { english: 1 } }])).status).toBe(403);
  });
});

describe("an LKG pupil's results", () => {
  it('carry each subject and the class by name, graded on the class scheme, for the pupil too', async () => {
    await makeLogin(kg[0].student_id, 'student', kg[0].email);
    const pupil = await signedInAs(ctx, kg[0].student_id);
    const res = await pupil.get(`/api/student/marks/${kg[0].student_id}`);
    expect(res.status, res.text).toBe(200);
    const [result] = res.body.student_marks;
    expect(result).toMatchObject({ class: 'LKG', section: 'D', exam_name: 'Term 1', marks_obtained: 130 });
    expect(result.grade).toBe('Star');
    expect(result.grading).toEqual(STARS.bands);
    expect(
      result.subjects.map((s: Record<string, unknown>) => [s.code, s.name, s.mark, s.max_marks, s.absent]),
    ).toEqual([
      ['english', 'English', 46, 50, false],
      ['math', 'Math', 40, 50, false],
      ['hindi', 'Hindi', 44, 50, false],
    ]);
  });
});

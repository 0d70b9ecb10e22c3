import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoicesSheet } from '@contracts/choices';
import type { SetupDocument, SetupTemplate } from '@contracts/setup';
import { msg } from '@contracts/i18n/packed-text';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { nonAdminStatuses } from '../../../test/calls';
import { signedIn } from '../../../test/factories';
import { makeClassOf, type TestStudent } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';

// Issue 30, choice groups: class 9 takes Hindi or Sanskrit as its "Third Language". Each pupil's
// choice is kept for the year, and the grid shows a pupil only the subject they chose.
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let standard: SetupDocument;
let pupils: TestStudent[];

const GROUP = 'Third Language';
const SANSKRIT = {
  code: 'sanskrit',
  name: 'Sanskrit',
  name_or: null,
  name_hi: null,
  max_marks: 100,
  counts_in_total: true,
};
const FIVE = { math: 50, english: 50, physics: 50, chemistry: 50, odia: 50 };

beforeAll(async () => {
  await query('TRUNCATE students, exams, marks, teaching_subjects, class_teachers, teachers CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  const templates: SetupTemplate[] = (await admin.get('/api/admin/setup/templates').expect(200)).body;
  standard = templates.find((t) => t.key === 'standard')!.document;
  const grouped: SetupDocument = {
    ...standard,
    classes: standard.classes.map((c) =>
      c.name === '9'
        ? {
            ...c,
            subjects: [
              ...c.subjects.map((s) => (s.code === 'hindi' ? { ...s, choice_group: GROUP } : s)),
              { ...SANSKRIT, choice_group: GROUP },
            ],
          }
        : c,
    ),
  };
  const put = await admin.put('/api/admin/setup').send(grouped);
  expect(put.status, put.text).toBe(200);
  pupils = await makeClassOf(2, 9, 'A');
  // Choices are kept for the year today falls in, as exams made today are.
  await query(`INSERT INTO academic_years (name, starts_on, ends_on) SELECT 'Choices year', current_date, current_date + 1
               WHERE NOT EXISTS (SELECT 1 FROM academic_years WHERE starts_on <= current_date + 1 AND ends_on >= current_date)`);
});

afterAll(async () => {
  await query('TRUNCATE students, exams, marks CASCADE');
  await query(`DELETE FROM academic_years WHERE name = 'Choices year'`);
  await admin.put('/api/admin/setup').send(standard).expect(200);
});

const choose = (entries: object[]) => admin.put('/api/admin/choices').send({ class: 9, entries });
const sheet = async (): Promise<ChoicesSheet> =>
  (await admin.get('/api/admin/choices').query({ class: 9, section: 'A' }).expect(200)).body;

describe("pupils' choices in a choice group", () => {
  it('are for admins only', async () => {
    const calls = [
      { method: 'get', path: '/api/admin/choices?class=9' },
      { method: 'put', path: '/api/admin/choices', body: { class: 9, entries: [] } },
    ] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
  });

  it('are kept per pupil for the current year and read back with the class’s groups', async () => {
    const saved = await choose([
      { student_id: pupils[0].student_id, choices: { [GROUP]: 'hindi' } },
      { student_id: pupils[1].student_id, choices: { [GROUP]: 'sanskrit' } },
    ]);
    expect(saved.status, saved.text).toBe(200);
    const read = await sheet();
    expect(read.year).not.toBeNull();
    expect(read.groups).toEqual([
      {
        name: GROUP,
        subjects: [expect.objectContaining({ code: 'hindi' }), expect.objectContaining({ code: 'sanskrit' })],
      },
    ]);
    expect(read.pupils.map((p) => p.choices)).toEqual([{ [GROUP]: 'hindi' }, { [GROUP]: 'sanskrit' }]);
  });

  it('refuse a subject outside the group, or a group the class does not have, changing nothing', async () => {
    const bad = await choose([{ student_id: pupils[0].student_id, choices: { [GROUP]: 'math' } }]);
    expect(bad.status).toBe(400);
    const refusal = textIn('en', msg('choices.notInGroup', { subject: 'math', group: GROUP }));
    expect(bad.body.fields).toEqual({ [`entries.0.choices.${GROUP}`]: refusal });
    const noGroup = await choose([{ student_id: pupils[0].student_id, choices: { Electives: 'math' } }]);
    expect(noGroup.status).toBe(400);
    expect(noGroup.body.error).toBe(textIn('en', msg('choices.notAGroup', { group: 'Electives', class: 9 })));
    expect((await sheet()).pupils[0].choices).toEqual({ [GROUP]: 'hindi' });
  });

  it('make the grid show each pupil only the subject they chose, and grade them on it', async () => {
    const entries = [
      { student_id: pupils[0].student_id, marks: { ...FIVE, hindi: 50, sanskrit: null } },
      { student_id: pupils[1].student_id, marks: { ...FIVE, hindi: null, sanskrit: 50 } },
    ];
    const put = await admin
      .put('/api/admin/marks/grid')
      .send({ class: 9, section: 'A', exam_name: 'Term 1', total_marks: 600, entries });
    expect(put.status, put.text).toBe(200);
    const grid = (await admin.get('/api/admin/marks/grid').query({ class: 9, section: 'A', exam_name: 'Term 1' })).body;
    // The group counts once in the exam's total.
    expect(grid.total_marks).toBe(600);
    expect(grid.rows.map((r: { skips: string[] }) => r.skips)).toEqual([['sanskrit'], ['hindi']]);
    for (const p of pupils) {
      const [result] = (await admin.get(`/api/student/marks/${p.student_id}`).expect(200)).body.student_marks;
      expect(result).toMatchObject({ marks_obtained: 300, percentage: 50, grade: 'C1' });
      expect(result.subjects).toHaveLength(6);
    }
  });

  it('refuse a mark in the subject of the group a pupil did not choose', async () => {
    const res = await admin.put('/api/admin/marks/grid').send({
      class: 9,
      section: 'A',
      exam_name: 'Term 1',
      total_marks: 600,
      entries: [{ student_id: pupils[0].student_id, marks: { ...FIVE, hindi: 50, sanskrit: 40 } }],
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.fields).toEqual({
      'entries.0.marks.sanskrit': textIn(
        'en',
        msg('marks.notChosen', { who: pupils[0].student_id, subject: 'Sanskrit' }),
      ),
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT_RISK_DEFAULTS, type AtRiskPupil } from '@contracts/at-risk';
import { msg } from '@contracts/i18n/packed-text';
import type { SetupDocument, SetupTemplate } from '@contracts/setup';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { signedIn } from '../../../test/factories';
import { makeClassOf, type TestStudent } from '../../../test/roster-factories';
import { SANSKRIT as sanskrit } from '../../../test/marks-factories';
import { testApp } from '../../../test/test-app';

// The results rules read the marks by subject: a school's own subject (class 9 takes Sanskrit, at
// 50 marks) fails or passes on its own maximum, under the pass mark of the class's own grading
// (here a strict one: under 40 % fails). The setup is the whole school's, so this suite has the
// setup's database and puts it back.
const ctx = testApp({}, { database: 'setup' });
type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];
let admin: Agent;
let standard: SetupDocument;
let pupils: TestStudent[];

const SIX = { math: 70, english: 70, physics: 70, chemistry: 70, odia: 70, hindi: 70 };
const strict = {
  name: 'Strict',
  bands: [
    { grade: 'Fail', min: 0 },
    { grade: 'Pass', min: 40 },
  ],
};

const grid = (exam: string, entries: object[]) =>
  admin.put('/api/admin/marks/grid').send({ class: 9, section: 'A', exam_name: exam, total_marks: 650, entries });

const listOf = async (q: Record<string, unknown>, language = 'en') => {
  const res = await admin.get('/api/at-risk').query(q).set('X-Language', language);
  expect(res.status, res.text).toBe(200);
  return res.body as AtRiskPupil[];
};
const reasonsOf = (list: AtRiskPupil[], id: string) => list.find((p) => p.student_id === id)?.reasons ?? [];

beforeAll(async () => {
  await query('TRUNCATE students, exams, marks, teaching_subjects, class_teachers, teachers CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  const templates: SetupTemplate[] = (await admin.get('/api/admin/setup/templates').expect(200)).body;
  standard = templates.find((t) => t.key === 'standard')!.document;
  const withSanskrit: SetupDocument = {
    ...standard,
    gradings: [...standard.gradings, strict],
    classes: standard.classes.map((c) =>
      c.name === '9' ? { ...c, grading: strict.name, subjects: [...c.subjects, sanskrit] } : c,
    ),
  };
  const saved = await admin.put('/api/admin/setup').send(withSanskrit);
  expect(saved.status, saved.text).toBe(200);
  pupils = await makeClassOf(4, 9, 'A');
});

afterAll(async () => {
  await query('TRUNCATE students, exams, marks CASCADE');
  await admin.put('/api/admin/setup').send(standard).expect(200);
  await admin.put('/api/admin/at-risk/settings').send(AT_RISK_DEFAULTS).expect(200);
});

describe('a school subject in the results rules', () => {
  it("lists a Sanskrit fail on the subject's own maximum and the class's pass mark, and a fall that Sanskrit makes", async () => {
    const [fails, passes, falls, absent] = pupils.map((p) => p.student_id);
    const first = await grid('Sanskrit First', [
      { student_id: fails, marks: { ...SIX, sanskrit: 45 } },
      { student_id: passes, marks: { ...SIX, sanskrit: 45 } },
      { student_id: falls, marks: { ...SIX, sanskrit: 50 } },
      { student_id: absent, marks: { ...SIX, sanskrit: 45 } },
    ]);
    expect(first.status, first.text).toBe(200);
    const second = await grid('Sanskrit Second', [
      // 19 of 50 is 38 %: under the strict pass mark of 40. 20 of 50 is 40 %: passed (of 100 it would fail).
      { student_id: fails, marks: { ...SIX, sanskrit: 19 } },
      { student_id: passes, marks: { ...SIX, sanskrit: 20 } },
      // The six unchanged, Sanskrit 50 to 0: 470 to 420 of 650, a fall of 7.69 points.
      { student_id: falls, marks: { ...SIX, sanskrit: 0 } },
      // Absent from Sanskrit: not counted as failed here.
      { student_id: absent, marks: { ...SIX, sanskrit: null }, absent: ['sanskrit'] },
    ]);
    expect(second.status, second.text).toBe(200);

    const list = await listOf({ class: 9, section: 'A' });
    expect(reasonsOf(list, fails)).toEqual([
      {
        kind: 'failing',
        exam_name: 'Sanskrit Second',
        items: ['Sanskrit'],
        detail: textIn('en', msg('atRisk.failing', { subjects: 'Sanskrit', exam: 'Sanskrit Second', pass: 40 })),
      },
    ]);
    expect(reasonsOf(list, passes)).toEqual([]);
    expect(reasonsOf(list, absent)).toEqual([]);
    expect(reasonsOf(list, falls).map((r) => r.kind)).toEqual(['failing']);
    expect(reasonsOf(list, falls)[0]).toMatchObject({ items: ['Sanskrit'] });

    // The school's fall threshold at 7: the fall Sanskrit makes is enough.
    await admin
      .put('/api/admin/at-risk/settings')
      .send({ ...AT_RISK_DEFAULTS, marks_fall: 7 })
      .expect(200);
    const strictFall = await listOf({ class: 9, section: 'A' });
    expect(reasonsOf(strictFall, falls)).toMatchObject([
      { kind: 'marks_fall', value: 7.69, exam_name: 'Sanskrit Second' },
      { kind: 'failing', items: ['Sanskrit'] },
    ]);

    // In Odia, the school's Odia name of the subject.
    const odia = await listOf({ class: 9, section: 'A' }, 'or');
    expect(reasonsOf(odia, fails)[0]).toMatchObject({
      items: ['ସଂସ୍କୃତ'],
      detail: textIn('or', msg('atRisk.failing', { subjects: 'ସଂସ୍କୃତ', exam: 'Sanskrit Second', pass: 40 })),
    });
  });
});

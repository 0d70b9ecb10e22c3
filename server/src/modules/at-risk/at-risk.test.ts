import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AT_RISK_DEFAULTS, type AtRiskPupil } from '@contracts/at-risk';
import { msg } from '@contracts/i18n/packed-text';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { signedIn } from '../../../test/factories';
import { sendMultipart } from '../../../test/files-factories';
import { minimalPdf } from '../../../test/sample-files';
import { pupilsOf, schoolDays, sundayFrom, takeRegister, termOfOwn } from '../../../test/at-risk-factories';
import { testApp } from '../../../test/test-app';
import { calendar } from '../../lib/calendar';

const ctx = testApp();
type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];
let admin: Agent;
let term: Awaited<ReturnType<typeof termOfOwn>>;

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).agent;
  term = await termOfOwn();
  vi.spyOn(calendar, 'today').mockImplementation(() => term.today);
});
afterAll(async () => {
  await admin.put('/api/admin/at-risk/settings').send(AT_RISK_DEFAULTS);
  vi.restoreAllMocks();
});

const listOf = async (a: Agent, q: Record<string, unknown> = {}) => {
  const res = await a.get('/api/at-risk').query(q);
  expect(res.status, res.text).toBe(200);
  return res.body as AtRiskPupil[];
};
const reasonsOf = (list: AtRiskPupil[], id: string) => list.find((p) => p.student_id === id)?.reasons ?? [];
const kinds = (list: AtRiskPupil[], id: string) => reasonsOf(list, id).map((r) => r.kind);

describe('attendance this term', () => {
  // 3B: ten working days of term 2 before "today". The holiday and a Sunday have a register too
  // (taken by mistake, everyone absent), and so do the last days of term 1 and a day after today:
  // none of them is a working day of this term.
  let good: string, serious: string, concern: string, late: string;
  let days: string[];
  beforeAll(async () => {
    [good, serious, concern, late] = await pupilsOf(4, 3, 'B');
    days = schoolDays(`${term.y}-10-01`, 10, [term.holiday]);
    const absences: Record<string, string[]> = {
      [serious]: days.slice(0, 3),
      [concern]: days.slice(3, 5),
      [late]: [days[7]],
    };
    // The late pupil joined on the sixth working day: no register before, their record made then.
    await takeRegister(3, 'B', [good, serious, concern], days.slice(0, 5), (s, d) => absences[s]?.includes(d) ?? false);
    await takeRegister(
      3,
      'B',
      [good, serious, concern, late],
      days.slice(5),
      (s, d) => absences[s]?.includes(d) ?? false,
    );
    await query(`UPDATE students SET created_at = $2 WHERE student_id = $1`, [late, `${days[5]}T03:00:00Z`]);
    const everyoneAbsent = () => true;
    await takeRegister(3, 'B', [good, serious, concern], [term.holiday, sundayFrom(`${term.y}-10-01`)], everyoneAbsent);
    await takeRegister(3, 'B', [good, serious, concern, late], [term.lastTermDay, `${term.y}-10-21`], everyoneAbsent);
  });

  it('lists a pupil under 90 % of working days, seriously under 75 %, counting a mid-term joiner from joining', async () => {
    const list = await listOf(admin, { class: 3, section: 'B' });
    expect(kinds(list, good)).toEqual([]);
    expect(reasonsOf(list, serious)).toEqual([
      {
        kind: 'attendance',
        level: 'serious',
        value: 70,
        detail: textIn('en', msg('atRisk.attendance', { percent: 70, days: 10, threshold: 75 })),
      },
    ]);
    expect(reasonsOf(list, concern)).toEqual([
      {
        kind: 'attendance',
        level: 'concern',
        value: 80,
        detail: textIn('en', msg('atRisk.attendance', { percent: 80, days: 10, threshold: 90 })),
      },
    ]);
    // One absence in the five days since joining: 80 %. Counted from the term's start it would be 90 %.
    expect(reasonsOf(list, late)).toMatchObject([
      {
        kind: 'attendance',
        level: 'concern',
        value: 80,
        detail: textIn('en', msg('atRisk.attendance', { percent: 80, days: 5, threshold: 90 })),
      },
    ]);
    expect(list.find((p) => p.student_id === serious)).toMatchObject({ class: 3, section: 'B', name: 'At Risk 1' });
  });

  it("follows the school's thresholds", async () => {
    const saved = await admin
      .put('/api/admin/at-risk/settings')
      .send({ ...AT_RISK_DEFAULTS, attendance_serious: 65, attendance_concern: 75 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.settings).toMatchObject({ attendance_serious: 65, attendance_concern: 75 });
    const list = await listOf(admin, { class: 3, section: 'B' });
    expect(reasonsOf(list, serious)).toMatchObject([{ kind: 'attendance', level: 'concern', value: 70 }]);
    expect(kinds(list, concern)).toEqual([]);
    expect(kinds(list, late)).toEqual([]);
    expect((await admin.put('/api/admin/at-risk/settings').send(AT_RISK_DEFAULTS)).status).toBe(200);
  });
});

describe('results', () => {
  let fall: string, slight: string, failing: string;
  const sixOf = (m: number) => ({ math: m, english: m, physics: m, chemistry: m, odia: m, hindi: m });
  const enter = async (student_id: string, exam_name: string, marks: Record<string, number>) => {
    const res = await admin
      .post('/api/admin/marks')
      .send({ student_id, exam_name, class: 3, ...marks, total_marks: 600 });
    expect(res.status, res.text).toBe(201);
  };
  beforeAll(async () => {
    [fall, slight, failing] = await pupilsOf(3, 3, 'C');
    const [first, second] = [`Unit ${term.y} A`, `Unit ${term.y} B`];
    await enter(fall, first, sixOf(60));
    await enter(slight, first, sixOf(50));
    await enter(failing, first, sixOf(55));
    await enter(fall, second, sixOf(48));
    await enter(slight, second, sixOf(45));
    await enter(failing, second, { ...sixOf(60), math: 20, hindi: 32 });
  });

  it('lists a fall of 10 points between the two latest exams and a subject under the pass mark in the last', async () => {
    const list = await listOf(admin, { class: 3, section: 'C' });
    const second = `Unit ${term.y} B`;
    expect(reasonsOf(list, fall)).toEqual([
      {
        kind: 'marks_fall',
        value: 12,
        exam_name: second,
        detail: textIn(
          'en',
          msg('atRisk.marksFall', { points: 12, before: 60, beforeExam: `Unit ${term.y} A`, after: 48, exam: second }),
        ),
      },
    ]);
    expect(kinds(list, slight)).toEqual([]);
    // The pass mark is the class's grading: the lowest band (E, under 33) fails.
    expect(reasonsOf(list, failing)).toEqual([
      {
        kind: 'failing',
        exam_name: second,
        items: ['Math', 'Hindi'],
        detail: textIn('en', msg('atRisk.failing', { subjects: 'Math, Hindi', exam: second, pass: 33 })),
      },
    ]);
  });

  it("follows the school's fall threshold, and answers in the caller's language", async () => {
    expect((await admin.put('/api/admin/at-risk/settings').send({ ...AT_RISK_DEFAULTS, marks_fall: 5 })).status).toBe(
      200,
    );
    const list = await listOf(admin, { class: 3, section: 'C' });
    expect(reasonsOf(list, slight)).toMatchObject([{ kind: 'marks_fall', value: 5 }]);
    const odia = await admin.get('/api/at-risk').query({ class: 3, section: 'C' }).set('X-Language', 'or');
    expect(reasonsOf(odia.body, failing).find((r) => r.kind === 'failing')?.detail).toBe(
      textIn('or', msg('atRisk.failing', { subjects: 'ଗଣିତ, ହିନ୍ଦୀ', exam: `Unit ${term.y} B`, pass: 33 })),
    );
    expect((await admin.put('/api/admin/at-risk/settings').send(AT_RISK_DEFAULTS)).status).toBe(200);
  });
});

describe('missing work', () => {
  const daysBefore = (n: number) =>
    new Date(Date.parse(`${term.today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const setWork = async (title: string, date: string, due: string | null) => {
    const fields = { title, date, description: 'Work for the at-risk view.', class: '3' };
    const res = await sendMultipart(admin.post('/api/admin/assignments'), fields, {
      filename: 'work.pdf',
      content: minimalPdf(title),
    });
    expect(res.status, res.text).toBe(201);
    await query('UPDATE assignments SET due_date = $2 WHERE id = $1', [res.body.assignment_id, due]);
    return res.body.assignment_id as number;
  };
  const handIn = (assignmentId: number, studentId: string) =>
    query(
      `INSERT INTO assignment_submissions (assignment_id, student_id, state, submitted_at, body) VALUES ($1, $2, 'handed_in', now(), 'Done')`,
      [assignmentId, studentId],
    );

  it('lists two or more assignments of the last 30 days not handed in, counting only work due since the pupil joined', async () => {
    const [none, one, joined] = await pupilsOf(3, 3, 'A');
    await query(`UPDATE students SET created_at = $2 WHERE student_id = $1`, [joined, `${daysBefore(7)}T03:00:00Z`]);
    const essay = await setWork('Essay', daysBefore(12), daysBefore(5));
    const poem = await setWork('Poem', daysBefore(10), null);
    await setWork('Map', daysBefore(4), daysBefore(3));
    await setWork('Old project', daysBefore(45), daysBefore(31));
    await setWork('Due today', daysBefore(6), term.today);
    await setWork('Due later', daysBefore(1), daysBefore(-3));
    await handIn(poem, one);
    await handIn(essay, one);
    const list = await listOf(admin, { class: 3, section: 'A' });
    expect(reasonsOf(list, none)).toEqual([
      {
        kind: 'missing_work',
        value: 3,
        items: ['Poem', 'Essay', 'Map'],
        detail: textIn('en', msg('atRisk.missingWork', { count: 3, titles: 'Poem, Essay, Map' })),
      },
    ]);
    expect(kinds(list, one)).toEqual([]);
    // Joined a week ago: the poem was due before.
    expect(reasonsOf(list, joined)).toMatchObject([{ kind: 'missing_work', items: ['Essay', 'Map'] }]);
    expect((await admin.put('/api/admin/at-risk/settings').send({ ...AT_RISK_DEFAULTS, missing_work: 1 })).status).toBe(
      200,
    );
    const strict = await listOf(admin, { class: 3, section: 'A' });
    expect(reasonsOf(strict, one)).toMatchObject([{ kind: 'missing_work', items: ['Map'] }]);
    expect((await admin.put('/api/admin/at-risk/settings').send(AT_RISK_DEFAULTS)).status).toBe(200);
  });
});

describe('thresholds', () => {
  it('are read and changed by admins only, and checked', async () => {
    expect((await admin.get('/api/admin/at-risk/settings')).body).toEqual(AT_RISK_DEFAULTS);
    const teacher = await signedIn(ctx, 'teacher');
    expect((await teacher.agent.get('/api/admin/at-risk/settings')).status).toBe(403);
    expect((await teacher.agent.put('/api/admin/at-risk/settings').send(AT_RISK_DEFAULTS)).status).toBe(403);
    const upside = await admin.put('/api/admin/at-risk/settings').send({ ...AT_RISK_DEFAULTS, attendance_serious: 95 });
    expect(upside.status).toBe(400);
    expect(upside.body.fields.attendance_serious).toBe(textIn('en', msg('atRisk.seriousAboveConcern')));
    const out = await admin
      .put('/api/admin/at-risk/settings')
      .send({ ...AT_RISK_DEFAULTS, marks_fall: 0, missing_work: 'x' });
    expect(out.status).toBe(400);
    expect(Object.keys(out.body.fields).sort()).toEqual(['marks_fall', 'missing_work']);
    expect((await admin.get('/api/admin/at-risk/settings')).body).toEqual(AT_RISK_DEFAULTS);
  });
});

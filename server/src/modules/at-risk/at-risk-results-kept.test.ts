import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AT_RISK_DEFAULTS, type AtRiskPupil } from '@contracts/at-risk';
import { query } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { pupilsOf, schoolDays, takeRegister, termOfOwn } from '../../../test/at-risk-factories';
import { makeYear } from '../../../test/year-factories';
import { testApp } from '../../../test/test-app';
import { calendar } from '../../lib/calendar';

// The marks rules read each pupil's latest result from `at_risk_results`, kept by the writers'
// triggers (migration 076). These tests make the list move with each kind of write, and check the
// kept rows against the same figures worked out from the marks themselves after a mix of writes.
const ctx = testApp();
type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];
let admin: Agent;
let term: Awaited<ReturnType<typeof termOfOwn>>;
const tag = Math.random().toString(36).slice(2, 7);

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).agent;
  term = await termOfOwn();
  vi.spyOn(calendar, 'today').mockImplementation(() => term.today);
});
afterAll(async () => {
  await admin.put('/api/admin/at-risk/settings').send(AT_RISK_DEFAULTS);
  vi.restoreAllMocks();
});

const sixOf = (m: number) => ({ math: m, english: m, physics: m, chemistry: m, odia: m, hindi: m });
const enter = async (student_id: string, exam: string, marks: Record<string, number>) => {
  const res = await admin
    .post('/api/admin/marks')
    .send({ student_id, exam_name: `${exam} ${tag}`, class: 9, ...marks, total_marks: 600 });
  expect(res.status, res.text).toBeLessThan(300);
  return res.body.marks_id as number;
};
const examId = async (exam: string) =>
  (await query<{ id: number }>('SELECT id::int AS id FROM exams WHERE name = $1', [`${exam} ${tag}`]))[0].id;
const listed = async (section: string) => {
  const res = await admin.get('/api/at-risk').query({ class: 9, section });
  expect(res.status, res.text).toBe(200);
  const list = res.body as AtRiskPupil[];
  return (id: string) => (list.find((p) => p.student_id === id)?.reasons ?? []).map((r) => r.kind);
};

interface Kept {
  student_id: string;
  marks_id: number;
  exam_id: number;
  percentage: number;
  before_exam: number | null;
  before_percentage: number | null;
  weak: number | null;
}

/** The kept rows of these pupils, the weakest subject as its share of the maximum. */
async function kept(ids: string[]): Promise<Kept[]> {
  return query<Kept>(
    `SELECT student_id, marks_id::int, exam_id::int, percentage::float8 AS percentage, before_exam::int,
            before_percentage::float8 AS before_percentage, (weak_mark::float8 / weak_max) AS weak
     FROM at_risk_results WHERE student_id = ANY($1::text[]) ORDER BY student_id`,
    [ids],
  );
}

/** The same figures worked out here from the marks: each pupil's results by exam day (else the day it was made), then exam. */
async function fromScratch(ids: string[]): Promise<Kept[]> {
  const records = await query<{
    student_id: string;
    marks_id: number;
    exam_id: number;
    percentage: number;
    day: string;
  }>(
    `SELECT m.student_id, m.marks_id::int, m.exam_id::int, m.percentage::float8 AS percentage,
            to_char(COALESCE(e.starts_on, (e.created_at AT TIME ZONE 'UTC')::date), 'YYYY-MM-DD') AS day
     FROM marks m JOIN exams e ON e.id = m.exam_id WHERE m.student_id = ANY($1::text[]) AND m.percentage IS NOT NULL`,
    [ids],
  );
  const shares = await query<{ marks_id: number; share: number }>(
    `SELECT x.marks_id::int, x.mark::float8 / es.max_marks AS share
     FROM subject_marks x JOIN exam_subjects es ON es.exam_id = x.exam_id AND es.code = x.code
     JOIN marks m ON m.marks_id = x.marks_id WHERE m.student_id = ANY($1::text[]) AND x.mark IS NOT NULL`,
    [ids],
  );
  const rows: Kept[] = [];
  for (const id of [...ids].sort()) {
    const mine = records
      .filter((r) => r.student_id === id)
      .sort((a, b) => b.day.localeCompare(a.day) || b.exam_id - a.exam_id);
    if (!mine.length) continue;
    const [last, before] = mine;
    const weakest = shares.filter((s) => s.marks_id === last.marks_id).map((s) => s.share);
    rows.push({
      student_id: id,
      marks_id: last.marks_id,
      exam_id: last.exam_id,
      percentage: last.percentage,
      before_exam: before?.exam_id ?? null,
      before_percentage: before?.percentage ?? null,
      weak: weakest.length ? Math.min(...weakest) : null,
    });
  }
  return rows;
}

describe("the pupils' kept results", () => {
  it('follow every change of the marks, the exams and the register, and the list with them', async () => {
    // 9B (no other at-risk file's section): just over and just under each marks threshold, and one of each on attendance.
    const [falls, nearlyFalls, fails, nearlyFails, absent, nearlyAbsent] = await pupilsOf(6, 9, 'B');
    const ids = [falls, nearlyFalls, fails, nearlyFails, absent, nearlyAbsent];
    for (const id of ids) await enter(id, 'First', sixOf(60));
    await query(`UPDATE exams SET starts_on = $2 WHERE id = $1`, [await examId('First'), `${term.y}-07-01`]);
    const fallen = await enter(falls, 'Second', sixOf(50)); // 60 -> 50: 10 points
    await enter(nearlyFalls, 'Second', { ...sixOf(50), math: 51 }); // 60 -> 50.17: 9.83
    await enter(fails, 'Second', { ...sixOf(60), math: 32 }); // 32 of 100, under 33
    const nearly = await enter(nearlyFails, 'Second', { ...sixOf(60), math: 33 });
    for (const id of [absent, nearlyAbsent]) await enter(id, 'Second', sixOf(60));
    await query(`UPDATE exams SET starts_on = $2 WHERE id = $1`, [await examId('Second'), `${term.y}-09-01`]);
    // Ten working days: two absences is 80 %, one is 90 % (not under 90).
    const days = schoolDays(`${term.y}-10-03`, 10);
    await takeRegister(
      9,
      'B',
      ids,
      days,
      (s, d) => (s === absent ? days.slice(0, 2) : [days[0]]).includes(d) && (s === absent || s === nearlyAbsent),
    );

    let kinds = await listed('B');
    expect(ids.map(kinds)).toEqual([['marks_fall'], [], ['failing'], [], ['attendance'], []]);
    expect(await kept(ids)).toEqual(await fromScratch(ids));

    // A correction of each: the fall and the fail made good, the near ones over the line.
    const correct = (id: number, student_id: string, marks: object) =>
      admin
        .put('/api/admin/marks')
        .send({ id, student_id, exam_name: `Second ${tag}`, class: 9, total_marks: 600, ...marks });
    expect((await correct(fallen, falls, { ...sixOf(50), math: 51 })).status).toBe(200);
    expect((await correct(nearly, nearlyFails, { ...sixOf(60), math: 32 })).status).toBe(200);
    // A register correction: the nearly absent pupil absent on a second day.
    await query(`UPDATE attendance SET status = 'Absent' WHERE student_id = $1 AND attendance_date = $2`, [
      nearlyAbsent,
      days[1],
    ]);
    kinds = await listed('B');
    expect(ids.map(kinds)).toEqual([[], [], ['failing'], ['failing'], ['attendance'], ['attendance']]);
    expect(await kept(ids)).toEqual(await fromScratch(ids));

    // The latest record deleted: the first exam is the latest again, nothing fell; restored, it is back.
    const record = (
      await query<{ marks_id: number }>('SELECT marks_id::int FROM marks WHERE student_id = $1 AND exam_id = $2', [
        fails,
        await examId('Second'),
      ])
    )[0].marks_id;
    expect((await admin.delete('/api/admin/marks').query({ id: record })).status).toBe(200);
    expect((await listed('B'))(fails)).toEqual([]);
    expect(await kept(ids)).toEqual(await fromScratch(ids));
    const restored = await admin.post('/api/history/restore').send({ table: 'marks', id: record });
    expect(restored.status, restored.text).toBeLessThan(300);
    expect((await listed('B'))(fails)).toEqual(['failing']);
    expect(await kept(ids)).toEqual(await fromScratch(ids));

    // The exams' days swapped: the first exam is now the latest, and each result rose from the second.
    await query(`UPDATE exams SET starts_on = $2 WHERE id = $1`, [await examId('First'), `${term.y}-09-15`]);
    expect(ids.map(await listed('B')).slice(0, 4)).toEqual([[], [], [], []]);
    expect(await kept(ids)).toEqual(await fromScratch(ids));

    // Math out of 200 in the first exam: 60 of 200 is 30 %, under the pass mark.
    await query(`UPDATE exam_subjects SET max_marks = 200 WHERE exam_id = $1 AND code = 'math'`, [
      await examId('First'),
    ]);
    expect(await kept(ids)).toEqual(await fromScratch(ids));
    expect((await listed('B'))(falls)).toEqual(['failing']);

    // A year switch: the next school year's exam, written straight to the tables (an import or a
    // promotion writes so), is the latest for the two pupils who sat it.
    const year = await makeYear();
    const next = (
      await query<{ id: number }>(
        `INSERT INTO exams (name, class, starts_on, year_id) VALUES ($1, 9, $2, $3) RETURNING id::int`,
        [`Next ${tag}`, year.start, year.id],
      )
    )[0].id;
    for (const id of [falls, fails]) {
      const m = (
        await query<{ marks_id: number }>(
          `INSERT INTO marks (student_id, class, section, total_marks, marks_obtained, percentage, grade, exam_id)
         VALUES ($1, 9, 'B', 600, 330, 55, 'C1', $2) RETURNING marks_id::int`,
          [id, next],
        )
      )[0].marks_id;
      await query(
        `INSERT INTO subject_marks (marks_id, exam_id, code, mark) SELECT $1, $2, code, 55 FROM exam_subjects WHERE exam_id = $2`,
        [m, next],
      );
    }
    expect(await kept(ids)).toEqual(await fromScratch(ids));
    kinds = await listed('B');
    expect([kinds(falls), kinds(fails)]).toEqual([[], []]);

    // Other files on this database read a class's newest exam (a teacher's dashboard): the next
    // year's exam goes again, and the kept rows follow.
    await query('DELETE FROM subject_marks WHERE exam_id = $1', [next]);
    await query('DELETE FROM marks WHERE exam_id = $1', [next]);
    await query('DELETE FROM exams WHERE id = $1', [next]);
    expect(await kept(ids)).toEqual(await fromScratch(ids));
  });

  it('are kept for every pupil with a result when the migration fills them', async () => {
    const all = (await query<{ student_id: string }>('SELECT DISTINCT student_id FROM marks')).map((r) => r.student_id);
    await query('DELETE FROM at_risk_results');
    await query('SELECT at_risk_rebuild_results(array(SELECT DISTINCT student_id FROM marks))');
    expect(await kept(all)).toEqual(await fromScratch(all));
  });
});

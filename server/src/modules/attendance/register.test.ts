import { describe, expect, it } from 'vitest';
import { observeQueries, query } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { futureDate, makeClassOf, pastDate, type TestStudent } from '../../../test/roster-factories';
import { whileLocked } from '../../../test/row-locks';
import { testApp } from '../../../test/test-app';

const ctx = testApp();

const saved = (students: TestStudent[], date: string) =>
  query<{ student_id: string; status: string }>(
    'SELECT student_id, status FROM attendance WHERE student_id = ANY($1) AND attendance_date = $2 ORDER BY student_id',
    [students.map((s) => s.student_id), date],
  );

type Entry = { student_id: string; status: string; saved: boolean; name: string };
const mine = (body: { students: Entry[] }, students: TestStudent[]) =>
  body.students.filter((e) => students.some((s) => s.student_id === e.student_id));

describe('the whole-class register', () => {
  it('shows a class not yet taken with everyone Present, then what was saved, and corrects it in place', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(4, 3, 'C');
    const date = pastDate();

    const fresh = await teacher.agent.get(`/api/attendance/register?class=3&section=C&date=${date}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ class: 3, section: 'C', attendance_date: date });
    expect(mine(fresh.body, students)).toEqual(
      students.map((s) => ({
        student_id: s.student_id,
        name: s.name,
        section: 'C',
        status: 'Present',
        saved: false,
        id: null,
      })),
    );

    const entries = students.map((s, i) => ({ student_id: s.student_id, status: i === 1 ? 'Absent' : 'Present' }));
    const put = await teacher.agent
      .put('/api/attendance/register')
      .send({ class: 3, section: 'C', attendance_date: date, entries });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      message: `Attendance saved for 4 students of class 3 section C on ${date}.`,
      saved: 4,
      present: 3,
      absent: 1,
    });

    const taken = await teacher.agent.get(`/api/attendance/register?class=3&section=C&date=${date}`);
    expect(taken.body.taken).toBe(true);
    expect(mine(taken.body, students).map((e) => [e.status, e.saved])).toEqual([
      ['Present', true],
      ['Absent', true],
      ['Present', true],
      ['Present', true],
    ]);

    // The correction: student 2 came late after all, student 4 left.
    const corrected = entries.map((e, i) => ({ ...e, status: i === 3 ? 'Absent' : 'Present' }));
    expect(
      (
        await teacher.agent
          .put('/api/attendance/register')
          .send({ class: 3, section: 'C', attendance_date: date, entries: corrected })
      ).status,
    ).toBe(200);
    const rows = await saved(students, date);
    expect(rows).toHaveLength(4);
    expect(Object.fromEntries(rows.map((r) => [r.student_id, r.status]))).toEqual(
      Object.fromEntries(corrected.map((e) => [e.student_id, e.status])),
    );
  });

  it('saved again unchanged, writes no row and no history; with one child changed, exactly that row', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(3, 3, 'B');
    const date = pastDate();
    const entries = students.map((s) => ({ student_id: s.student_id, status: 'Present' }));
    const put = (e: typeof entries) =>
      teacher.agent.put('/api/attendance/register').send({ class: 3, section: 'B', attendance_date: date, entries: e });
    expect((await put(entries)).status).toBe(200);
    // xmin changes with every new row version, even one that changes nothing.
    const versions = () =>
      query<{ student_id: string; v: string; n: number }>(
        `SELECT a.student_id, a.xmin::text AS v, (SELECT count(*)::int FROM history h WHERE h.table_name = 'attendance' AND h.record_id = a.id) AS n
       FROM attendance a WHERE a.student_id = ANY($1) AND a.attendance_date = $2 ORDER BY a.student_id`,
        [students.map((s) => s.student_id), date],
      );
    const first = await versions();
    const again = await put(entries);
    expect(again.body).toEqual({
      message: `Attendance saved for 3 students of class 3 section B on ${date}.`,
      saved: 3,
      present: 3,
      absent: 0,
    });
    expect(await versions()).toEqual(first);
    const changed = await put(entries.map((e, i) => (i === 1 ? { ...e, status: 'Absent' } : e)));
    expect(changed.body).toMatchObject({ saved: 3, present: 2, absent: 1 });
    const after = await versions();
    expect(after.map((r, i) => [r.v === first[i].v, r.n])).toEqual([
      [true, 1],
      [false, 2],
      [true, 1],
    ]);
  });

  it('saved again with one child changed, does not wait for a save in flight that holds the row of a child left unchanged', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(3, 3, 'A');
    const date = pastDate();
    const entries = students.map((s) => ({ student_id: s.student_id, status: 'Present' }));
    const put = (e: typeof entries) =>
      teacher.agent.put('/api/attendance/register').send({ class: 3, section: 'A', attendance_date: date, entries: e });
    expect((await put(entries)).status).toBe(200);
    const answer = await whileLocked(
      'SELECT 1 FROM attendance WHERE student_id = $1 AND attendance_date = $2',
      [students[0].student_id, date],
      () => put(entries.map((e, i) => (i === 2 ? { ...e, status: 'Absent' } : e))),
    );
    expect(answer === 'waited' ? answer : answer.status).toBe(200);
    expect((await saved(students, date)).map((r) => r.status)).toEqual(['Present', 'Present', 'Absent']);
  });

  it("reads the teacher's teaching in the round trip that begins the save, not in one of its own", async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(2, 3, 'A');
    const seen: string[] = [];
    observeQueries((sql) => seen.push(sql));
    try {
      const put = await teacher.agent.put('/api/attendance/register').send({
        class: 3,
        section: 'A',
        attendance_date: pastDate(),
        entries: students.map((s) => ({ student_id: s.student_id, status: 'Present' })),
      });
      expect(put.status).toBe(200);
    } finally {
      observeQueries(null);
    }
    expect(seen.some((sql) => sql.includes('INSERT INTO attendance'))).toBe(true);
    expect(seen.filter((sql) => sql.includes('teaching_subjects'))).toEqual([]);
  });

  it('covers every section of the class when no section is given', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [a] = await makeClassOf(1, 4, 'A');
    const [b] = await makeClassOf(1, 4, 'B');
    const date = pastDate();
    const reg = await teacher.agent.get(`/api/attendance/register?class=4&date=${date}`);
    expect(reg.body.section).toBeNull();
    expect(mine(reg.body, [a, b])).toHaveLength(2);
    const put = await teacher.agent.put('/api/attendance/register').send({
      class: 4,
      attendance_date: date,
      entries: [a, b].map((s) => ({ student_id: s.student_id, status: 'Present' })),
    });
    expect(put.status).toBe(200);
    expect(await saved([a, b], date)).toHaveLength(2);
  });

  it('saves nothing at all when one entry names an unknown student, and says which', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(3, 3, 'C');
    const date = pastDate();
    const entries = [
      ...students.map((s) => ({ student_id: s.student_id, status: 'Present' })),
      { student_id: 'S-NOBODY', status: 'Absent' },
    ];
    const res = await teacher.agent
      .put('/api/attendance/register')
      .send({ class: 3, section: 'C', attendance_date: date, entries });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Nothing was saved. Unknown student ID: S-NOBODY.');
    expect(res.body.invalid).toEqual(['S-NOBODY']);
    expect(await saved(students, date)).toEqual([]);
  });

  it('saves nothing when a student belongs to another section or class, even over an earlier save', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(2, 3, 'C');
    const [stranger] = await makeClassOf(1, 3, 'A');
    const [older] = await makeClassOf(1, 2, 'C');
    const date = pastDate();
    const first = students.map((s) => ({ student_id: s.student_id, status: 'Present' }));
    await teacher.agent
      .put('/api/attendance/register')
      .send({ class: 3, section: 'C', attendance_date: date, entries: first });
    const res = await teacher.agent.put('/api/attendance/register').send({
      class: 3,
      section: 'C',
      attendance_date: date,
      entries: [
        ...students.map((s) => ({ student_id: s.student_id, status: 'Absent' })),
        { student_id: stranger.student_id, status: 'Absent' },
        { student_id: older.student_id, status: 'Absent' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      `Nothing was saved. Not in class 3 section C: ${stranger.student_id}, ${older.student_id}.`,
    );
    expect((await saved(students, date)).map((r) => r.status)).toEqual(['Present', 'Present']);
    expect(await saved([stranger, older], date)).toEqual([]);
  });

  it('refuses a repeated student, a future date, an empty list and a bad status with 400', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1, 3, 'C');
    const put = (body: object) =>
      teacher.agent
        .put('/api/attendance/register')
        .send({ class: 3, section: 'C', attendance_date: pastDate(), ...body });
    const twice = await put({
      entries: [
        { student_id: s.student_id, status: 'Present' },
        { student_id: s.student_id.toLowerCase(), status: 'Absent' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatch(/Each student may appear once/);
    const future = await put({
      attendance_date: futureDate(),
      entries: [{ student_id: s.student_id, status: 'Present' }],
    });
    expect(future.body.fields.attendance_date).toBe('Date cannot be in the future.');
    expect((await put({ entries: [] })).body.fields.entries).toBe('The register has no students to save.');
    expect(
      (await put({ entries: [{ student_id: s.student_id, status: 'Late' }] })).body.fields['entries.0.status'],
    ).toBe('Status must be Present or Absent.');
    expect((await teacher.agent.get(`/api/attendance/register?class=3&date=${futureDate()}`)).status).toBe(400);
    expect(await query('SELECT 1 FROM attendance WHERE student_id = $1', [s.student_id])).toEqual([]);
  });

  it('saves a class of 40 in one request', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(40, 10, 'B');
    const date = pastDate();
    const entries = students.map((s, i) => ({ student_id: s.student_id, status: i % 10 === 0 ? 'Absent' : 'Present' }));
    const res = await teacher.agent
      .put('/api/attendance/register')
      .send({ class: 10, section: 'B', attendance_date: date, entries });
    expect(res.body).toMatchObject({ saved: 40, present: 36, absent: 4 });
    expect(await saved(students, date)).toHaveLength(40);
  });
});

describe('two teachers saving one class at the same moment', () => {
  it('both succeed, whatever order their rows come in, and the class ends with one row per student', async () => {
    const [a, b] = [await signedIn(ctx, 'teacher'), await signedIn(ctx, 'teacher')];
    const students = await makeClassOf(30, 1, 'B');
    for (let round = 0; round < 4; round++) {
      const date = pastDate();
      const entries = students.map((s) => ({ student_id: s.student_id, status: 'Present' }));
      const [first, second] = await Promise.all([
        a.agent.put('/api/attendance/register').send({ class: 1, section: 'B', attendance_date: date, entries }),
        b.agent
          .put('/api/attendance/register')
          .send({ class: 1, section: 'B', attendance_date: date, entries: [...entries].reverse() }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(await saved(students, date)).toHaveLength(30);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { textIn } from '../../i18n/messages';
import { query } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { makeClassOf, pastDate, type TestStudent } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';

const ctx = testApp();

const statuses = async (students: TestStudent[], date: string) =>
  Object.fromEntries(
    (
      await query<{ student_id: string; status: string }>(
        'SELECT student_id, status FROM attendance WHERE student_id = ANY($1) AND attendance_date = $2',
        [students.map((s) => s.student_id), date],
      )
    ).map((r) => [r.student_id, r.status]),
  );

const historyOf = (studentId: string, date: string) =>
  query<{ action: string; old: string | null; new: string }>(
    `SELECT h.action, h.old_row->>'status' AS old, h.new_row->>'status' AS new FROM history h JOIN attendance a ON a.id = h.record_id
     WHERE h.table_name = 'attendance' AND a.student_id = $1 AND a.attendance_date = $2 ORDER BY h.id`,
    [studentId, date],
  );

describe('a register saved from a copy that another teacher changed meanwhile', () => {
  it("answers 409 with both values for the changed rows and writes nothing; saved again from the server's, it keeps the teacher's choice and history has both", async () => {
    const [mine, other] = [await signedIn(ctx, 'teacher'), await signedIn(ctx, 'teacher')];
    const students = await makeClassOf(3, 4, 'A');
    const date = pastDate();
    const put = (agent: typeof mine.agent, entries: object[]) =>
      agent.put('/api/attendance/register').send({ class: 4, section: 'A', attendance_date: date, entries });
    // The other teacher takes the register (one child absent) while this one's copy, read before, showed nothing taken.
    expect(
      (
        await put(
          other.agent,
          students.map((s, i) => ({ student_id: s.student_id, status: i === 0 ? 'Absent' : 'Present' })),
        )
      ).status,
    ).toBe(200);

    const fromCopy = students.map((s, i) => ({
      student_id: s.student_id,
      status: i === 2 ? 'Absent' : 'Present',
      was: null,
    }));
    const refused = await put(mine.agent, fromCopy);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(textIn('en', msg('attendance.changedMeanwhile', { count: 2 })));
    // Student 1: the other teacher marked Absent, this one Present. Student 2: both agree. Student 3: Present there, Absent here.
    expect(refused.body.conflicts).toEqual([
      { student_id: students[0].student_id, name: students[0].name, yours: 'Present', theirs: 'Absent' },
      { student_id: students[2].student_id, name: students[2].name, yours: 'Absent', theirs: 'Present' },
    ]);
    expect(await statuses(students, date)).toEqual({
      [students[0].student_id]: 'Absent',
      [students[1].student_id]: 'Present',
      [students[2].student_id]: 'Present',
    });

    // The teacher keeps the other's value for student 1 and their own for student 3, saving from what the server holds.
    const chosen = [
      { student_id: students[0].student_id, status: 'Absent', was: 'Absent' },
      { student_id: students[1].student_id, status: 'Present', was: 'Present' },
      { student_id: students[2].student_id, status: 'Absent', was: 'Present' },
    ];
    expect((await put(mine.agent, chosen)).status).toBe(200);
    expect(await statuses(students, date)).toEqual({
      [students[0].student_id]: 'Absent',
      [students[1].student_id]: 'Present',
      [students[2].student_id]: 'Absent',
    });
    expect(await historyOf(students[2].student_id, date)).toEqual([
      { action: 'insert', old: null, new: 'Present' },
      { action: 'update', old: 'Present', new: 'Absent' },
    ]);
  });

  it('saves a copy whose rows are as the server holds them, or changed to what the teacher sends', async () => {
    const [mine, other] = [await signedIn(ctx, 'teacher'), await signedIn(ctx, 'teacher')];
    const students = await makeClassOf(2, 4, 'B');
    const date = pastDate();
    const put = (agent: typeof mine.agent, entries: object[]) =>
      agent.put('/api/attendance/register').send({ class: 4, section: 'B', attendance_date: date, entries });
    expect(
      (
        await put(
          other.agent,
          students.map((s) => ({ student_id: s.student_id, status: 'Absent' })),
        )
      ).status,
    ).toBe(200);
    const res = await put(mine.agent, [
      { student_id: students[0].student_id, status: 'Present', was: 'Absent' },
      { student_id: students[1].student_id, status: 'Absent', was: null },
    ]);
    expect(res.status).toBe(200);
    expect(await statuses(students, date)).toEqual({
      [students[0].student_id]: 'Present',
      [students[1].student_id]: 'Absent',
    });
  });

  it("overwrites as before for the spec's client, which sends no copy's values", async () => {
    const [mine, other] = [await signedIn(ctx, 'teacher'), await signedIn(ctx, 'teacher')];
    const students = await makeClassOf(2, 4, 'C');
    const date = pastDate();
    const put = (agent: typeof mine.agent, status: string) =>
      agent.put('/api/attendance/register').send({
        class: 4,
        section: 'C',
        attendance_date: date,
        entries: students.map((s) => ({ student_id: s.student_id, status })),
      });
    expect((await put(other.agent, 'Absent')).status).toBe(200);
    expect((await put(mine.agent, 'Present')).status).toBe(200);
    expect(Object.values(await statuses(students, date))).toEqual(['Present', 'Present']);
  });

  it("refuses a copy's value that is not a status with 400", async () => {
    const mine = await signedIn(ctx, 'teacher');
    const [student] = await makeClassOf(1, 5, 'A');
    const res = await mine.agent.put('/api/attendance/register').send({
      class: 5,
      section: 'A',
      attendance_date: pastDate(),
      entries: [{ student_id: student.student_id, status: 'Present', was: 'Maybe' }],
    });
    expect(res.status).toBe(400);
  });
});

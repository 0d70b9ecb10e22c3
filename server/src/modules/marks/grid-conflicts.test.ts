import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { textIn } from '../../i18n/messages';
import { signedIn } from '../../../test/factories';
import { makeClassOf, type TestStudent } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';

const ctx = testApp();

type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];
const gridOf = async (agent: Agent, exam: string) =>
  (await agent.get('/api/admin/marks/grid').query({ class: 6, section: 'C', exam_name: exam })).body as {
    rows: { student_id: string; marks: Record<string, unknown> | null }[];
  };
const saveGrid = (agent: Agent, exam: string, entries: object[]) =>
  agent.put('/api/admin/marks/grid').send({ class: 6, section: 'C', exam_name: exam, total_marks: 600, entries });
const mathOf = async (agent: Agent, exam: string, students: TestStudent[]) =>
  (await gridOf(agent, exam)).rows
    .filter((r) => students.some((s) => s.student_id === r.student_id))
    .map((r) => r.marks?.math ?? null);

describe('a marks grid saved from a copy that another teacher changed meanwhile', () => {
  it("answers 409 with both values per subject and writes nothing; saved again from the server's, it keeps the teacher's choice", async () => {
    const [mine, other] = [await signedIn(ctx, 'teacher'), await signedIn(ctx, 'teacher')];
    const students = await makeClassOf(3, 6, 'C');
    const exam = `Copy ${students[0].student_id}`;
    const first = students.map((s) => ({ student_id: s.student_id, marks: { math: 40, english: 50 } }));
    expect((await saveGrid(other.agent, exam, first)).status).toBe(200);
    // This teacher's copy shows math 40 for everyone. The other teacher corrects two rows meanwhile.
    const corrected = [
      { student_id: students[0].student_id, marks: { math: 45, english: 50 } },
      { student_id: students[1].student_id, marks: { math: 'AB', english: 50 } },
      { student_id: students[2].student_id, marks: { math: 40, english: 50 } },
    ];
    expect((await saveGrid(other.agent, exam, corrected)).status).toBe(200);

    // From the copy: row 1 to 41 (changed there to 45: a conflict), row 2 to 42 (AB there: a
    // conflict), row 3 to 43 (unchanged there: taken with the rest, if nothing conflicted).
    const was = { math: 40, english: 50 };
    const fromCopy = students.map((s, i) => ({ student_id: s.student_id, marks: { math: 41 + i, english: 50 }, was }));
    const refused = await saveGrid(mine.agent, exam, fromCopy);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(textIn('en', msg('marks.changedMeanwhile', { count: 2 })));
    expect(refused.body.conflicts).toEqual([
      { student_id: students[0].student_id, name: students[0].name, subject: 'math', yours: 41, theirs: 45 },
      { student_id: students[1].student_id, name: students[1].name, subject: 'math', yours: 42, theirs: 'AB' },
    ]);
    expect(await mathOf(mine.agent, exam, students)).toEqual([45, null, 40]);

    // The teacher keeps the other's 45 for row 1 and their own 42 for row 2, sent from the server's values.
    const chosen = students.map((s, i) => ({
      student_id: s.student_id,
      marks: { math: [45, 42, 43][i], english: 50 },
      was: { math: [45, 'AB', 40][i], english: 50 },
    }));
    expect((await saveGrid(mine.agent, exam, chosen)).status).toBe(200);
    expect(await mathOf(mine.agent, exam, students)).toEqual([45, 42, 43]);
  });

  it('takes a save whose rows are as the copy showed them, and one that sets what the other teacher set', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(2, 6, 'C');
    const exam = `Fresh ${students[0].student_id}`;
    // No record yet: the copy showed blanks (was null for a subject).
    const fresh = students.map((s) => ({ student_id: s.student_id, marks: { math: 30 }, was: { math: null } }));
    expect((await saveGrid(teacher.agent, exam, fresh)).status).toBe(200);
    // The copy is stale (blank) but the row already holds what this save sends: no conflict.
    expect((await saveGrid(teacher.agent, exam, fresh)).status).toBe(200);
    expect(await mathOf(teacher.agent, exam, students)).toEqual([30, 30]);
  });

  it('leaves the spec’s client, which sends no copy, as it was: the save overwrites', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(2, 6, 'C');
    const exam = `Spec ${students[0].student_id}`;
    const flat = (n: number) => students.map((s) => ({ student_id: s.student_id, math: n }));
    expect((await saveGrid(teacher.agent, exam, flat(20))).status).toBe(200);
    expect((await saveGrid(teacher.agent, exam, flat(25))).status).toBe(200);
    expect(await mathOf(teacher.agent, exam, students)).toEqual([25, 25]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Role, Section } from '@contracts/enums';
import type { TeachingInput } from '@contracts/teaching';
import { queryOne } from '../../src/db/pool';
import { makeStudent, signedIn } from '../factories';
import { sendMultipart } from '../files-factories';
import { pastDate } from '../roster-factories';
import { minimalPdf } from '../sample-files';
import { callerRole, routesOf, send } from '../fuzz/route-requests';
import { agent, testApp } from '../test-app';
import { type MatrixRequest, ruleOf, type SectionRecord } from './route-rules';

// Anonymous, an admin, two teachers and two students against every route the app declares.
const ctx = testApp({}, { database: 'isolated' });
type Caller = Awaited<ReturnType<typeof signedIn>> & { role: Role; class?: number; teaching?: TeachingInput };
const callers: Record<'admin' | 'teacherA' | 'teacherB' | 'teacherC' | 'studentA' | 'studentB', Caller> = {} as never;

// The students are in 5A (the factory's default): teacher A is their class teacher and teaches
// them Math; teacher B teaches English in 9C only; teacher C teaches them Math and nothing else.
const TEACHING: Partial<Record<keyof typeof callers, TeachingInput>> = {
  teacherA: { subjects: [{ class: 5, section: 'A', subject: 'Math' }], class_teacher: { class: 5, section: 'A' } },
  teacherB: { subjects: [{ class: 9, section: 'C', subject: 'English' }], class_teacher: null },
  teacherC: { subjects: [{ class: 5, section: 'A', subject: 'Math' }], class_teacher: null },
};

beforeAll(async () => {
  for (const [name, role] of [
    ['admin', 'admin'],
    ['teacherA', 'teacher'],
    ['teacherB', 'teacher'],
    ['teacherC', 'teacher'],
    ['studentA', 'student'],
    ['studentB', 'student'],
  ] as const) {
    const c = (await signedIn(ctx, role, TEACHING[name])) as Caller;
    c.role = role;
    c.teaching = TEACHING[name];
    if (role === 'student')
      c.class = (await queryOne<{ class: number }>('SELECT class FROM students WHERE student_id = $1', [
        c.loginId,
      ]))!.class;
    callers[name] = c;
  }
});

/**
 * Rows of both students, and of a class neither is in, so a list that leaked other people's rows
 * would show them. Made just before each list is read: the fuzz suite shares this database and
 * deletes records by random IDs.
 */
async function arrangeRows(): Promise<void> {
  await sectionRecord(9, 'C');
  await sectionRecord(5, 'A');
  const teacher = callers.teacherA.agent;
  const admin = callers.admin.agent;
  for (const s of [callers.studentA, callers.studentB]) {
    const res = await teacher
      .post('/api/attendance')
      .send({ student_id: s.loginId, class: s.class, attendance_date: pastDate(), status: 'Present' });
    expect(res.status).toBeLessThan(300);
  }
  // Teacher A sets homework for their own class; another class's comes from the admin.
  for (const [who, cls] of [
    [teacher, callers.studentA.class!],
    [admin, callers.studentA.class! === 10 ? 1 : callers.studentA.class! + 1],
  ] as const) {
    await addAssignment(who, cls);
  }
}

async function addAssignment(who: Caller['agent'], cls: number): Promise<number> {
  const fields = {
    title: 'Matrix homework',
    date: pastDate(),
    description: 'Rows for the access matrix.',
    class: String(cls),
  };
  const res = await sendMultipart(who.post('/api/admin/assignments'), fields, {
    filename: 'matrix.pdf',
    content: minimalPdf('matrix'),
  });
  expect(res.status).toBe(201);
  return res.body.assignment_id as number;
}

/** A new student of a section with an attendance and a marks record and an assignment for its class, written by the admin. */
async function sectionRecord(cls: number, section: Section): Promise<SectionRecord> {
  const admin = callers.admin.agent;
  const { student_id } = await makeStudent({ class: cls, section });
  const attendance_date = pastDate();
  const exam_name = `Matrix ${randomUUID().slice(0, 6)}`;
  const attendance = await admin
    .post('/api/attendance')
    .send({ student_id, class: cls, attendance_date, status: 'Present' });
  const subjects = { math: 10, english: 11, physics: 12, chemistry: 13, odia: 14, hindi: 15 };
  const total_marks = 600;
  const marks = await admin
    .post('/api/admin/marks')
    .send({ student_id, exam_name, class: cls, ...subjects, total_marks });
  expect([attendance.status, marks.status]).toEqual([201, 201]);
  const assignment_id = await addAssignment(admin, cls);
  // The student has no sign-in here: their hand-in is written as the pupil's would be.
  const submission = await queryOne<{ id: number }>(
    `INSERT INTO assignment_submissions (assignment_id, student_id, state, submitted_at, body) VALUES ($1, $2, 'handed_in', now(), 'Matrix answer') RETURNING id`,
    [assignment_id, student_id],
  );
  return {
    student_id,
    class: cls,
    section,
    attendance_id: attendance.body.id,
    attendance_date,
    marks_id: marks.body.marks_id,
    exam_name,
    marks: subjects,
    total_marks,
    assignment_id,
    submission_id: submission!.id,
  };
}

const places = (t: TeachingInput) =>
  new Set([
    ...t.subjects.map((s) => `${s.class}${s.section}`),
    ...(t.class_teacher ? [`${t.class_teacher.class}${t.class_teacher.section}`] : []),
  ]);

const routes = routesOf(ctx.app);
const firstOf = (role: Role) =>
  role === 'admin' ? callers.admin : role === 'teacher' ? callers.teacherA : callers.studentA;
const secondOf = (role: Role) => (role === 'teacher' ? callers.teacherB : callers.studentB);
const isOk = (status: number) => status >= 200 && status < 300;

describe('access matrix', () => {
  it.each(routes.filter((r) => r.roles !== 'public').map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    '%s: signed out gets 401 with the sign-in redirect',
    async (_n, entry) => {
      const res = await send(agent(ctx), entry, { body: {}, query: {} });
      expect(res.status).toBe(401);
      expect(res.body.redirect).toBe('/Signin');
    },
  );

  it.each(routes.filter((r) => r.roles !== 'public').map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    '%s: every role it does not declare gets 403',
    async (_n, entry) => {
      for (const role of ['admin', 'teacher', 'student'] as const) {
        if ((entry.roles as readonly Role[]).includes(role)) continue;
        const res = await send(firstOf(role).agent, entry, { body: {}, query: {} });
        expect(res.status, `${role} got ${res.status}`).toBe(403);
      }
    },
  );

  it.each(routes.filter((r) => ruleOf(r).owner).map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    "%s: a caller naming someone else's record gets 403, their own passes",
    async (_n, entry) => {
      const { role, field, in: where } = ruleOf(entry).owner!;
      const owner = firstOf(role);
      const other = secondOf(role);
      const input = (id: string) => (where === 'query' ? { query: { [field]: id } } : { params: { [field]: id } });
      const foreign = await send(other.agent, entry, input(owner.loginId));
      expect(foreign.status).toBe(403);
      const own = await send(owner.agent, entry, input(owner.loginId));
      expect([401, 403]).not.toContain(own.status);
      expect(callerRole(entry)).not.toBeNull();
    },
  );

  // The parents' rows are proven by parent-matrix.test.ts.
  const rowRules = routes.flatMap((r) =>
    [ruleOf(r).rows ?? []]
      .flat()
      .filter((rule) => rule.role !== 'parent')
      .map((rule) => [`${r.method.toUpperCase()} ${r.path} (${rule.role})`, r, rule] as const),
  );
  it.each(rowRules)('%s: a list returns only the rows its caller may see', async (_n, entry, rule) => {
    const { role, field, scope } = rule;
    await arrangeRows();
    for (const caller of [firstOf(role), secondOf(role)]) {
      const res = await send(caller.agent, entry, {});
      expect(isOk(res.status)).toBe(true);
      const rows = (Array.isArray(res.body) ? res.body : (Object.values(res.body).find(Array.isArray) ?? [])) as Record<
        string,
        unknown
      >[];
      expect(rows.length, 'the caller sees their own rows').toBeGreaterThan(0);
      if (scope === 'taught') {
        const mine = places(caller.teaching!);
        for (const row of rows) expect(mine.has(`${row.class}${row[field]}`), `${row.class}${row[field]}`).toBe(true);
        continue;
      }
      const allowed = scope === 'own-id' ? caller.loginId : caller.class;
      for (const row of rows) expect(String(row[field]).toLowerCase()).toBe(String(allowed).toLowerCase());
    }
  });

  /** A request about a new 5A record: refused to `refusedBy` (403, saying what they teach), then allowed to teacher A, its class teacher. */
  async function refusedThenAllowed(
    entry: (typeof routes)[number],
    build: (r: SectionRecord) => MatrixRequest,
    refusedBy: Caller,
    teaches: RegExp,
  ) {
    const own = await sectionRecord(5, 'A');
    const refused = await send(refusedBy.agent, entry, build(own));
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.error).toMatch(teaches);
    const allowed = await send(callers.teacherA.agent, entry, build(own));
    expect(isOk(allowed.status), `${allowed.status} ${allowed.text}`).toBe(true);
  }

  it.each(routes.filter((r) => ruleOf(r).taught).map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    "%s: a teacher outside the section gets 403, the section's teacher passes",
    async (_n, entry) => {
      const build = ruleOf(entry).taught!;
      const elsewhere = await send(callers.teacherA.agent, entry, build(await sectionRecord(9, 'C')));
      expect(elsewhere.status, elsewhere.text).toBe(403);
      await refusedThenAllowed(entry, build, callers.teacherB, /^You teach English in 9C; /);
    },
  );

  // Every subject of a record, or its total (each subject's share of the percentage and grade).
  it.each(routes.filter((r) => ruleOf(r).wholeRecord).map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    '%s: a teacher of one subject in the section gets 403, its class teacher passes',
    async (_n, entry) => {
      await refusedThenAllowed(entry, ruleOf(entry).wholeRecord!, callers.teacherC, /^You teach Math in 5A; /);
    },
  );
});

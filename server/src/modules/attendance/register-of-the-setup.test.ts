import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { query, queryOne } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { makeLogin, signedIn, signedInAs, signedInTeacher } from '../../../test/factories';
import { studentBody, teacherBody } from '../../../test/people-factories';
import { pastDate } from '../../../test/roster-factories';
import { type ArrangedSetup, arrangeSetup, withClasses } from '../../../test/setup-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: the register follows the school's setup. A class is named as the setup names it
// (LKG, "11 Science"; 5 and "5" name class 5), a section by its name (D); classes 1-10 answer as
// the spec's numbers, the others by name.
const ctx = testApp({}, { database: 'setup' });
type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];
let admin: Agent;
let setup: ArrangedSetup;
let inD: { student_id: string; email: string }[];
let inA: { student_id: string; email: string };
let inFive: string;

const admit = async (over: Record<string, unknown>) => {
  const body = studentBody(over);
  const res = await admin.post('/api/admin/Students').send(body);
  expect(res.status, res.text).toBe(201);
  return { student_id: res.body.student_id as string, email: body.email };
};

beforeAll(async () => {
  await query('TRUNCATE students, teaching_subjects, class_teachers, teachers CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  setup = await arrangeSetup(
    admin,
    withClasses([{ name: 'LKG', sections: ['A', 'D'] }], [{ name: '11 Science', sections: ['A'] }]),
  );
  inD = [await admit({ name: 'Kg Dee One', class: 'LKG', section: 'D' })];
  inD.push(await admit({ name: 'Kg Dee Two', class: 'lkg', section: 'd' }));
  inA = await admit({ name: 'Kg Ay', class: 'LKG', section: 'A' });
  inFive = (await admit({ name: 'Five Ay', class: 5, section: 'A' })).student_id;
});

afterAll(async () => {
  await query('TRUNCATE students, teaching_subjects, class_teachers, teachers CASCADE');
  await setup.restore();
});

const ids = (rows: { student_id: string }[]) => rows.map((r) => r.student_id).sort();
const dIds = () => ids(inD);

async function takeAndReadBack(agent: Agent, date: string) {
  const fresh = await agent.get('/api/attendance/register').query({ class: 'LKG', section: 'D', date });
  expect(fresh.status, fresh.text).toBe(200);
  expect(fresh.body).toMatchObject({ class: 'LKG', section: 'D', attendance_date: date, taken: false });
  expect(ids(fresh.body.students)).toEqual(dIds());

  const entries = inD.map((s, i) => ({ student_id: s.student_id, status: i === 0 ? 'Absent' : 'Present' }));
  const put = await agent
    .put('/api/attendance/register')
    .send({ class: 'lkg', section: 'd', attendance_date: date, entries });
  expect(put.status, put.text).toBe(200);
  expect(put.body).toEqual({
    message: `Attendance saved for 2 students of class LKG section D on ${date}.`,
    saved: 2,
    present: 1,
    absent: 1,
  });

  const taken = await agent.get('/api/attendance/register').query({ class: 'LKG', section: 'D', date });
  expect(taken.body.taken).toBe(true);
  expect(taken.body.students.map((s: { status: string }) => s.status).sort()).toEqual(['Absent', 'Present']);
  const listed = await agent.get('/api/attendance').query({ class: 'LKG', section: 'D', date });
  expect(listed.status, listed.text).toBe(200);
  expect(listed.body.map((r: { class: unknown; section: string }) => [r.class, r.section])).toEqual([
    ['LKG', 'D'],
    ['LKG', 'D'],
  ]);
}

describe('the register of a class and section of the setup', () => {
  it('is taken by an admin for LKG D by name and read back, the class answered as LKG', async () => {
    await takeAndReadBack(admin, pastDate());
    // The whole class (no section) holds both sections' pupils.
    const whole = await admin.get('/api/attendance/register').query({ class: 'LKG', date: pastDate() });
    expect(whole.status, whole.text).toBe(200);
    expect(ids(whole.body.students)).toEqual([...dIds(), inA.student_id].sort());
  });

  it('is taken by a teacher who teaches in LKG D, and refused (403) to a teacher who does not', async () => {
    // A new teacher of LKG starts teaching in its open sections, A and D.
    const body = teacherBody({ class: 'LKG', subject: 'English' });
    const made = await admin.post('/api/admin/Teachers').send(body);
    expect(made.status, made.text).toBe(201);
    await makeLogin(made.body.teacher_id, 'teacher', body.email);
    await takeAndReadBack(await signedInAs(ctx, made.body.teacher_id), pastDate());

    const other = (
      await signedInTeacher(ctx, { subjects: [{ class: 5, section: 'A', subject: 'Math' }], class_teacher: null })
    ).agent;
    const date = pastDate();
    expect((await other.get('/api/attendance/register').query({ class: 'LKG', section: 'D', date })).status).toBe(403);
    const entries = inD.map((s) => ({ student_id: s.student_id, status: 'Present' }));
    const put = await other
      .put('/api/attendance/register')
      .send({ class: 'LKG', section: 'D', attendance_date: date, entries });
    expect(put.status).toBe(403);
    expect(await queryOne('SELECT 1 FROM attendance WHERE attendance_date = $1', [date])).toBeUndefined();
  });

  it("shows in the LKG teacher's registers still to take today, by name", async () => {
    const body = teacherBody({ class: 'LKG', subject: 'Odia' });
    const made = await admin.post('/api/admin/Teachers').send(body);
    await makeLogin(made.body.teacher_id, 'teacher', body.email);
    const day = await (await signedInAs(ctx, made.body.teacher_id)).get('/api/dashboard/teacher');
    expect(day.status, day.text).toBe(200);
    expect(day.body.registers).toEqual([
      { class: 'LKG', section: 'A', on_roll: 1, marked: 0, present: 0 },
      { class: 'LKG', section: 'D', on_roll: 2, marked: 0, present: 0 },
    ]);
  });

  it('refuses a class or section the setup does not have with a 400 naming it', async () => {
    const date = pastDate();
    const noClass = await admin.get('/api/attendance/register').query({ class: 'Nursery', section: 'A', date });
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
    const noSection = await admin.put('/api/attendance/register').send({
      class: 'LKG',
      section: 'B',
      attendance_date: date,
      entries: [{ student_id: inA.student_id, status: 'Present' }],
    });
    expect(noSection.status).toBe(400);
    expect(noSection.body.fields.section).toBe(
      textIn('en', msg('setup.noSuchSection', { class: 'LKG', section: 'B' })),
    );
    expect((await admin.get('/api/attendance').query({ class: 'Nursery' })).status).toBe(400);
    // A list's filters are chosen apart, as the students list's: a section the class lacks finds nobody.
    expect((await admin.get('/api/attendance').query({ class: 'LKG', section: 'B', date })).body).toEqual([]);
    expect((await admin.get('/api/attendance').query({ section: 'Rose' })).status).toBe(400);
    const single = await admin
      .post('/api/attendance')
      .send({ student_id: inA.student_id, class: 'Nursery', attendance_date: date, status: 'Present' });
    expect(single.status).toBe(400);
    expect((await admin.get('/api/at-risk').query({ class: 'Nursery' })).status).toBe(400);
    expect((await admin.get('/api/admin/choices').query({ class: 'Nursery' })).status).toBe(400);
  });
});

describe("an LKG pupil's own attendance", () => {
  it('is read by the pupil with the class answered as LKG', async () => {
    const date = pastDate();
    const mark = await admin
      .post('/api/attendance')
      .send({ student_id: inA.student_id, class: 'LKG', attendance_date: date, status: 'Absent' });
    expect(mark.status, mark.text).toBe(201);
    expect(mark.body).toMatchObject({ class: 'LKG', section: 'A', status: 'Absent' });
    await makeLogin(inA.student_id, 'student', inA.email);
    const pupil = await signedInAs(ctx, inA.student_id);
    for (const path of ['/api/attendance_s', '/api/attendance']) {
      const own = await pupil.get(path);
      expect(own.status, own.text).toBe(200);
      expect(own.body.map((r: { class: unknown; attendance_date: string }) => [r.class, r.attendance_date])).toEqual([
        ['LKG', date],
      ]);
    }
  });
});

describe('the class lists by the setup', () => {
  it("gives LKG D's pupils for choices, the single record's form and the at-risk list, class by name", async () => {
    const sheet = await admin.get('/api/admin/choices').query({ class: 'LKG', section: 'D' });
    expect(sheet.status, sheet.text).toBe(200);
    expect(sheet.body.class).toBe('LKG');
    expect(ids(sheet.body.pupils)).toEqual(dIds());
    const form = await admin.get('/api/attendance').query({ class: 'LKG', section: 'D' });
    expect(form.status, form.text).toBe(200);
    expect(ids(form.body)).toEqual(dIds());
    const atRisk = await admin.get('/api/at-risk').query({ class: 'LKG', section: 'D' });
    expect(atRisk.status, atRisk.text).toBe(200);
    expect(atRisk.body.every((p: { class: unknown }) => p.class === 'LKG')).toBe(true);
  });
});

describe('class 5, as the spec names it', () => {
  it('answers as before, named by the number or by "5"', async () => {
    for (const cls of [5, '5']) {
      const date = pastDate();
      const fresh = await admin.get('/api/attendance/register').query({ class: cls, section: 'A', date });
      expect(fresh.status, fresh.text).toBe(200);
      expect(fresh.body).toMatchObject({ class: 5, section: 'A', attendance_date: date, taken: false });
      expect(ids(fresh.body.students)).toEqual([inFive]);
      const put = await admin.put('/api/attendance/register').send({
        class: cls,
        section: 'A',
        attendance_date: date,
        entries: [{ student_id: inFive, status: 'Present' }],
      });
      expect(put.body).toEqual({
        message: `Attendance saved for 1 student of class 5 section A on ${date}.`,
        saved: 1,
        present: 1,
        absent: 0,
      });
      const listed = await admin.get('/api/attendance').query({ class: cls, date });
      expect(listed.body).toMatchObject([{ student_id: inFive, class: 5, section: 'A', status: 'Present' }]);
      const single = await admin
        .post('/api/attendance')
        .send({ student_id: inFive, class: cls, attendance_date: pastDate(), status: 'Absent' });
      expect(single.status, single.text).toBe(201);
      expect(single.body).toMatchObject({ class: 5, section: 'A' });
    }
    expect((await admin.get('/api/admin/choices').query({ class: '5' })).body.class).toBe(5);
  });
});

import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { query } from '../../src/db/pool';
import { signedInStudentOf } from '../assignments-factories';
import { signedIn } from '../factories';
import { sendMultipart } from '../files-factories';
import { pastDate } from '../roster-factories';
import { minimalPdf } from '../sample-files';
import { testApp } from '../test-app';

// The spec's original client, call for call (issue 21): the same bodies, sent as a browser on
// the app's own origin sends them. Bodies are written out as JSON text so nothing is re-encoded.
const ctx = testApp();
const HOST = 'school.test';

/** The headers Chromium adds to a same-origin fetch from one of the original client's screens. */
const sameOrigin = (screen: string, withOrigin: boolean) => ({
  Host: HOST,
  ...(withOrigin ? { Origin: `http://${HOST}` } : {}),
  Referer: `http://${HOST}${screen}`,
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-Mode': 'cors',
  'Sec-Fetch-Dest': 'empty',
  Accept: 'application/json, text/plain, */*',
});

const sendJson = (req: supertest.Test, screen: string, json: string) =>
  req.set({ ...sameOrigin(screen, true), 'Content-Type': 'application/json' }).send(json);
const readAs = (req: supertest.Test, screen: string) => req.set(sameOrigin(screen, false));

const storedMarks = (id: number) =>
  query<Record<string, unknown>>(
    'SELECT student_id, exam_name, class, math, english, physics, chemistry, odia, hindi, total_marks FROM marks_records WHERE marks_id = $1',
    [id],
  );

describe('the original marks form and edit dialog', () => {
  it('POST /api/admin/marks without total_marks, blanks as null: saved out of 600, with a message', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const { studentId } = await signedInStudentOf(ctx, 7);
    const body = `{"student_id":"${studentId}","exam_name":"Unit Test 1","class":"7","math":45,"english":null,"physics":78,"chemistry":null,"odia":60,"hindi":null}`;
    const res = await sendJson(teacher.agent.post('/api/admin/marks'), '/Marksentry', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Marks submitted successfully.');
    expect(res.body).toMatchObject({
      student_id: studentId,
      exam_name: 'Unit Test 1',
      class: 7,
      math: 45,
      physics: 78,
      odia: 60,
      total_marks: 600,
    });
    expect(await storedMarks(res.body.marks_id)).toEqual([
      expect.objectContaining({ math: 45, physics: 78, odia: 60, total_marks: 600 }),
    ]);
  });

  it('PUT /api/admin/marks with numeric strings and blanks, without total_marks or student_id, keeps the stored ones', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const { studentId } = await signedInStudentOf(ctx, 7);
    const created = await teacher.agent.post('/api/admin/marks').send({
      student_id: studentId,
      exam_name: 'Half Yearly',
      class: 7,
      math: 40,
      english: 40,
      physics: 40,
      chemistry: 40,
      odia: 40,
      hindi: 40,
      total_marks: 500,
    });
    expect(created.status).toBe(201);
    const id = created.body.marks_id as number;
    const body = `{"id":${id},"exam_name":"Half Yearly","class":"7","math":"45","english":"","physics":"78","chemistry":"0","odia":"60","hindi":""}`;
    const res = await sendJson(teacher.agent.put('/api/admin/marks'), '/Marksentry', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Marks updated successfully.');
    expect(res.body).toMatchObject({
      marks_id: id,
      student_id: studentId,
      math: 45,
      physics: 78,
      chemistry: 0,
      odia: 60,
      total_marks: 500,
    });
    expect(await storedMarks(id)).toEqual([
      expect.objectContaining({
        student_id: studentId,
        math: 45,
        physics: 78,
        chemistry: 0,
        odia: 60,
        total_marks: 500,
      }),
    ]);
  });

  it('still answers an explicit total of 0 or less with the spec’s sentence, on POST and PUT', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const { studentId } = await signedInStudentOf(ctx, 7);
    for (const total of ['0', '-5', '"0"']) {
      const post = await sendJson(
        teacher.agent.post('/api/admin/marks'),
        '/Marksentry',
        `{"student_id":"${studentId}","exam_name":"Unit Test 1","class":"7","math":45,"english":null,"physics":null,"chemistry":null,"odia":null,"hindi":null,"total_marks":${total}}`,
      );
      expect(post.status).toBe(400);
      expect(post.body.fields.total_marks).toBe('Total Marks must be greater than zero.');
      const put = await sendJson(
        teacher.agent.put('/api/admin/marks'),
        '/Marksentry',
        `{"id":1,"exam_name":"Unit Test 1","class":"7","math":"45","english":"","physics":"","chemistry":"","odia":"","hindi":"","total_marks":${total}}`,
      );
      expect(put.status).toBe(400);
      expect(put.body.fields.total_marks).toBe('Total Marks must be greater than zero.');
    }
  });
});

describe('the original /Attendanceview: GET /api/attendance as a student', () => {
  it('gives a student their own rows only, in the staff list’s row shape', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const me = await signedInStudentOf(ctx, 4);
    const classmate = await signedInStudentOf(ctx, 4);
    for (const s of [me, classmate]) {
      for (const status of ['Present', 'Absent']) {
        const res = await teacher.agent
          .post('/api/attendance')
          .send({ student_id: s.studentId, class: 4, attendance_date: pastDate(), status });
        expect(res.status).toBe(201);
      }
    }
    const res = await readAs(me.agent.get('/api/attendance'), '/Attendanceview');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body.every((r: { student_id: string }) => r.student_id === me.studentId)).toBe(true);
    const staffRow = (await teacher.agent.get('/api/attendance').query({ student_id: me.studentId })).body[0];
    expect(Object.keys(res.body[0]).sort()).toEqual(Object.keys(staffRow).sort());
    expect(Object.keys(res.body[0])).toEqual(
      expect.arrayContaining(['id', 'student_id', 'student_name', 'class', 'attendance_date', 'status']),
    );
    const theirs = await readAs(classmate.agent.get('/api/attendance'), '/Attendanceview');
    expect(theirs.body.map((r: { student_id: string }) => r.student_id)).toEqual([
      classmate.studentId,
      classmate.studentId,
    ]);
  });

  it('keeps ?class= and other students’ IDs to staff', async () => {
    const me = await signedInStudentOf(ctx, 4);
    const classmate = await signedInStudentOf(ctx, 4);
    expect((await me.agent.get('/api/attendance?class=4')).status).toBe(403);
    expect((await me.agent.get('/api/attendance?class=4&section=A')).status).toBe(403);
    expect((await me.agent.get('/api/attendance').query({ date: pastDate() })).status).toBe(200);
    const other = await me.agent.get('/api/attendance').query({ student_id: classmate.studentId });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You can only view your own attendance.');
  });
});

describe('the original /Assignmentview: GET /api/assignments as a student', () => {
  it('answers { assignments: [...] } of the student’s own class, newest date first, with a file_url that opens', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const tag = `compat${Date.now()}`;
    for (const [title, cls, date] of [
      [`${tag} older`, '6', '2025-01-10'],
      [`${tag} newer`, '6', '2025-02-10'],
      [`${tag} other class`, '3', '2025-03-10'],
    ]) {
      const res = await sendMultipart(
        teacher.agent.post('/api/admin/assignments'),
        { title, date, description: 'Read chapter 2.', class: cls },
        { filename: 'work.pdf', content: minimalPdf(title) },
      );
      expect(res.status).toBe(201);
    }
    const me = await signedInStudentOf(ctx, 6);
    const res = await readAs(me.agent.get('/api/assignments'), '/Assignmentview');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['assignments']);
    const list = res.body.assignments as Record<string, unknown>[];
    expect(list.every((a) => a.class === 6)).toBe(true);
    const dates = list.map((a) => String(a.date));
    expect(dates).toEqual([...dates].sort().reverse());
    const mine = list.filter((a) => String(a.title).startsWith(tag));
    expect(mine.map((a) => a.title)).toEqual([`${tag} newer`, `${tag} older`]);
    expect(Object.keys(mine[0])).toEqual(expect.arrayContaining(['id', 'title', 'date', 'description', 'file_url']));
    const file = await readAs(me.agent.get(String(mine[0].file_url)), '/Assignmentview');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/pdf/);
  });

  it('keeps the bare array on the staff path GET /api/admin/assignments', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const res = await teacher.agent.get('/api/admin/assignments');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { makeStudent, makeTeacher, signedIn, uniqueEmail } from '../../../test/factories';
import { STUDENT_HEADERS, csvFile, studentCells, xlsxFile } from '../../../test/sheets';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();
type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];

function send(a: Agent, path: string, file: Buffer, fields: Record<string, string> = {}, name = 'students.csv') {
  const req = a.post(path);
  for (const [k, v] of Object.entries(fields)) void req.field(k, v);
  return req.attach('file', file, name);
}
const importStudents = (a: Agent, file: Buffer, fields: Record<string, string> = {}) =>
  send(a, '/api/admin/import/students', file, fields);
const dryRun = (a: Agent, file: Buffer, fields: Record<string, string> = {}) =>
  importStudents(a, file, { dry_run: '1', ...fields });

const byEmail = (email: string) =>
  queryOne<Record<string, unknown>>('SELECT * FROM students WHERE lower(email) = lower($1)', [email]);
const emailOf = (cells: (string | number | Date)[]) => String(cells[8]);

describe('imports are for admins only', () => {
  it('answers 401 signed out and 403 to teachers and students, writing nothing', async () => {
    const row = studentCells();
    const file = csvFile([STUDENT_HEADERS, row]);
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedIn(ctx, 'student');
    for (const [who, status] of [
      [agent(ctx), 401],
      [teacher.agent, 403],
      [student.agent, 403],
    ] as const) {
      expect((await importStudents(who, file)).status).toBe(status);
      expect((await who.get('/api/admin/import/students/template')).status).toBe(status);
    }
    expect(await byEmail(emailOf(row))).toBeUndefined();
  });
});

describe('POST /api/admin/import/students', () => {
  it('dry run: counts rows to insert, update and leave, lists each problem by row and field, and writes nothing', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const same = await makeStudent({ class: 5, section: 'A' });
    const changed = await makeStudent();
    const existing = (await queryOne<Record<string, string>>('SELECT * FROM students WHERE student_id = $1', [
      same.student_id,
    ]))!;
    const sameRow = [
      same.student_id,
      existing.name,
      existing.dob,
      '5',
      'A',
      existing.gender,
      existing.father_name,
      existing.mother_name,
      existing.email,
      existing.mobile,
      existing.address,
      '',
      '',
    ];
    const fresh = studentCells();
    const file = csvFile([
      STUDENT_HEADERS,
      fresh,
      studentCells({ class: '11', email: 'not-an-email' }),
      sameRow,
      studentCells({ student_id: changed.student_id, email: changed.email, name: 'Renamed Pupil' }),
      studentCells({ student_id: 'S9999999' }),
    ]);
    const res = await dryRun(a, file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ inserted: 1, updated: 1, unchanged: 1 });
    expect(res.body.errors).toEqual([
      // Class 11 is looked up in the school's setup once the row's fields are valid (classes-of-the-setup.test.ts).
      { row: 3, field: 'email', message: 'Enter a valid email address.' },
      { row: 6, field: 'student_id', message: expect.stringMatching(/No record has the ID S9999999/) },
    ]);
    expect(res.body.headers.every((h: { field: string | null }) => h.field !== null)).toBe(true);
    expect(await byEmail(emailOf(fresh))).toBeUndefined();
    expect((await byEmail(changed.email))!.name).toBe('Ravi Kumar');
  });

  it('live run with any problem answers 422 with the same report and writes nothing, not even the good rows', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const good = studentCells();
    const teacher = await makeTeacher();
    const file = csvFile([
      STUDENT_HEADERS,
      good,
      studentCells({ email: teacher.email }),
      studentCells({ dob: '2013-02-30' }),
    ]);
    const dry = await dryRun(a, file);
    const live = await importStudents(a, file);
    expect(live.status).toBe(422);
    expect(live.body).toMatchObject({
      inserted: dry.body.inserted,
      updated: dry.body.updated,
      unchanged: dry.body.unchanged,
      errors: dry.body.errors,
    });
    expect(live.body.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual([
      '3:email',
      '4:dob',
    ]);
    expect(await byEmail(emailOf(good))).toBeUndefined();
  });

  it('live run inserts and updates in one go; the same file again changes nothing', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const old = await makeStudent();
    const rows = [studentCells(), studentCells({ name: 'Moved Email Match', email: old.email }), studentCells()];
    const file = csvFile([STUDENT_HEADERS, ...rows]);
    const first = await importStudents(a, file);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ inserted: 2, updated: 1, unchanged: 0, errors: [] });
    const added = (await byEmail(emailOf(rows[0])))!;
    expect(added).toMatchObject({ name: 'Kavya Mishra', dob: '2013-02-11', class: 5, section: 'A', status: 'active' });
    expect((await byEmail(old.email))!).toMatchObject({ student_id: old.student_id, name: 'Moved Email Match' });

    const before = await query('SELECT * FROM students WHERE lower(email) = ANY($1) ORDER BY auto_id', [
      rows.map((r) => emailOf(r).toLowerCase()),
    ]);
    const again = await importStudents(a, file);
    expect(again.body).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, errors: [] });
    expect(
      await query('SELECT * FROM students WHERE lower(email) = ANY($1) ORDER BY auto_id', [
        rows.map((r) => emailOf(r).toLowerCase()),
      ]),
    ).toEqual(before);

    // Matched by student_id, the email on record may change.
    const newEmail = uniqueEmail('changed');
    const byId = await importStudents(
      a,
      csvFile([STUDENT_HEADERS, studentCells({ student_id: String(added.student_id).toLowerCase(), email: newEmail })]),
    );
    expect(byId.body).toMatchObject({ inserted: 0, updated: 1 });
    expect((await byEmail(newEmail))!.student_id).toBe(added.student_id);
  });

  it('reads Excel CSV: a byte-order mark, semicolons, quoted cells and headers in any case and punctuation', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const headers = [
      'STUDENT-ID',
      'name',
      'date_of_birth',
      ' Class ',
      'SECTION',
      'gender',
      'Fathers Name',
      'mother name',
      'E-mail',
      'Mobile No',
      'Address',
      'Parent Email',
      'Parent Mobile',
    ];
    const row = studentCells();
    row[10] = '12; Beach Road, "Old Town"';
    const res = await importStudents(a, csvFile([headers, row], { bom: true, delimiter: ';' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.inserted).toBe(1);
    expect((await byEmail(emailOf(row)))!.address).toBe('12; Beach Road, "Old Town"');
  });

  it('reads XLSX, dates and numbers in real cells included', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const row = studentCells();
    row[2] = new Date(Date.UTC(2012, 6, 9));
    row[3] = 7;
    row[9] = 9437012345;
    const res = await send(
      a,
      '/api/admin/import/students',
      await xlsxFile([STUDENT_HEADERS, row]),
      {},
      'students.xlsx',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.inserted).toBe(1);
    expect(await byEmail(emailOf(row))).toMatchObject({ dob: '2012-07-09', class: 7, mobile: '9437012345' });
  });

  it('asks for a column it does not know to be mapped, then remembers the mapping', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const unknown = `Pupil ${randomUUID().slice(0, 6)}`;
    const headers = [...STUDENT_HEADERS];
    headers[1] = unknown;
    const rows = [headers, studentCells()];
    const dry = await dryRun(a, csvFile(rows));
    expect(dry.body.headers[1]).toEqual({ header: unknown, field: null });
    expect(dry.body.errors).toEqual([
      { row: 1, field: 'name', message: expect.stringMatching(/No column holds name/) },
    ]);
    expect((await importStudents(a, csvFile(rows))).status).toBe(422);

    const mapped = await importStudents(a, csvFile(rows), { mapping: JSON.stringify({ [unknown]: 'name' }) });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const next = [headers, studentCells()];
    const remembered = await importStudents(a, csvFile(next));
    expect(remembered.body).toMatchObject({ inserted: 1, errors: [] });
    expect(remembered.body.headers[1]).toEqual({ header: unknown, field: 'name' });
    expect((await importStudents(a, csvFile(next), { mapping: '{not json' })).status).toBe(400);
  });

  it('refuses a file that is not a spreadsheet, and a request without one', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    expect((await importStudents(a, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01]))).status).toBe(415);
    const none = await a.post('/api/admin/import/students').field('dry_run', '1');
    expect(none.status).toBe(400);
    expect(none.body.error).toMatch(/choose a file/);
  });

  it('gives the rejected rows back as CSV with an error column, which imports once fixed', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const good = studentCells();
    const bad = studentCells({ section: 'D' });
    const file = csvFile([STUDENT_HEADERS, good, bad]);
    const res = await send(a, '/api/admin/import/students/rejected', file, {});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`${STUDENT_HEADERS.map((h) => `"${h}"`).join(',')},"Error"`);
    expect(lines[1]).toContain(emailOf(bad));
    expect(lines[1]).toMatch(/"section: [^"]+"$/);

    const fixed = Buffer.from(res.text.replace(',"D",', ',"B",'), 'utf8');
    const again = await importStudents(a, fixed);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.inserted).toBe(1);
    expect((await byEmail(emailOf(bad)))!.section).toBe('B');
  });

  it('offers a template whose columns import as they are', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const res = await a.get('/api/admin/import/students/template');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="students-template.csv"');
    const header = res.text.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toContain('"student_id","name","dob"');
    const dry = await dryRun(
      a,
      Buffer.from(res.text.replace('arjun.patel@example.org', uniqueEmail('template')), 'utf8'),
    );
    expect(dry.body).toMatchObject({ inserted: 1, errors: [] });
  });
});

describe('POST /api/admin/import/teachers', () => {
  it('imports teachers with the teacher form rules, and again changes nothing', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const email = uniqueEmail('teacher-import');
    const rows = [
      ['Teacher ID', 'Name', 'Email', 'Mobile', 'Joining Date', 'Subject', 'Class', 'Gender'],
      ['', 'Lata Sahu', email, '9437111111', '2019-06-01', 'Math', '9', 'Female'],
      ['', 'Bad Subject', uniqueEmail('teacher-import'), '9437111112', '2019-06-01', 'Dance', '9', 'Male'],
    ];
    const dry = await send(a, '/api/admin/import/teachers', csvFile(rows), { dry_run: '1' });
    expect(dry.body).toMatchObject({ inserted: 1, errors: [{ row: 3, field: 'subject' }] });
    const good = csvFile(rows.slice(0, 2));
    expect((await send(a, '/api/admin/import/teachers', good)).body).toMatchObject({ inserted: 1 });
    expect((await send(a, '/api/admin/import/teachers', good)).body).toMatchObject({ inserted: 0, unchanged: 1 });
    expect(await queryOne('SELECT name FROM teachers WHERE email = $1', [email])).toEqual({ name: 'Lata Sahu' });
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GRADE_SCALE, SUBJECT_FIELDS } from '@contracts/grades';
import type { SetupClass, SetupDocument, SetupTemplate } from '@contracts/setup';
import { query, queryOne } from '../../db/pool';
import { makeStudent, signedIn } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { testApp } from '../../../test/test-app';

// The setup is one document for the whole school: this suite has a database of its own, and
// each test starts from today's shape with no records, so none depends on another.
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let installed: SetupDocument;
let templates: Record<string, SetupTemplate>;
let year: { id: number; starts_on: string; ends_on: string };

const RECORD_TABLES =
  'students, teachers, exams, fees, assignments, notices, timetables, attendance, marks, teaching_subjects, class_teachers, promotions, student_years, promotion_moves, holidays';

/** The academic year holding today, April to March, made current. */
async function currentYear() {
  const today = new Date();
  const from = today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const row = await queryOne<{ id: number; starts_on: string; ends_on: string }>(
    `INSERT INTO academic_years (name, starts_on, ends_on, is_current) VALUES ($1, $2, $3, true) RETURNING id, starts_on, ends_on`,
    [`${from}-${String(from + 1).slice(2)}`, `${from}-04-01`, `${from + 1}-03-31`],
  );
  return row!;
}

const get = async (): Promise<SetupDocument> => (await admin.get('/api/admin/setup').expect(200)).body;
const put = (doc: object) => admin.put('/api/admin/setup').send(doc);
const classNamed = (doc: SetupDocument, name: string) => doc.classes.find((c) => c.name === name);
/** The installed shape with one class changed (or dropped, when `change` gives null). */
const withClass = (name: string, change: (c: SetupClass) => SetupClass | null): SetupDocument => ({
  ...templates.standard.document,
  classes: templates.standard.document.classes.flatMap((c) =>
    c.name === name ? [change(c)].filter((x) => x !== null) : [c],
  ),
});

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).agent;
  installed = await get();
  year = await currentYear();
});

beforeEach(async () => {
  await query(`TRUNCATE ${RECORD_TABLES} CASCADE`);
  templates = Object.fromEntries(
    ((await admin.get('/api/admin/setup/templates').expect(200)).body as SetupTemplate[]).map((t) => [t.key, t]),
  );
  expect((await put(templates.standard.document)).status).toBe(200);
});

describe('school setup', () => {
  it("starts every school with today's shape: classes 1-10, sections A-C, the six subjects, the A1-E scale", () => {
    expect(installed.classes.map((c) => c.name)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    for (const c of installed.classes) {
      expect(c).toMatchObject({ sections: ['A', 'B', 'C'], grading: 'A1-E' });
      expect(c.retired).toBeUndefined();
      expect(c.subjects.map((s) => [s.code, s.max_marks])).toEqual(SUBJECT_FIELDS.map((f) => [f, 100]));
    }
    expect(installed.classes[0].subjects.map((s) => s.name)).toEqual([
      'Math',
      'English',
      'Physics',
      'Chemistry',
      'Odia',
      'Hindi',
    ]);
    expect(installed.gradings).toEqual([
      { name: 'A1-E', bands: GRADE_SCALE.map(({ grade, min }) => ({ grade, min })) },
    ]);
    expect(installed.profile).toMatchObject({ name: ctx.config.schoolName, address: '' });
    expect(installed.holidays).toEqual([]);
    // The template a school returns to is exactly what it was installed with.
    expect(templates.standard.document.classes).toEqual(installed.classes);
    expect(templates.standard.document.gradings).toEqual(installed.gradings);
  });

  it('says whether the setup was ever saved, so a new school is led to it once', async () => {
    // `installed` was read before any save; the beforeEach has saved since.
    expect(installed.saved_at).toBeNull();
    const saved = await get();
    expect(typeof saved.saved_at).toBe('string');
    expect(Number.isNaN(Date.parse(saved.saved_at!))).toBe(false);
  });

  it('applies each template as a PUT of its document, and reads it back as sent', async () => {
    for (const key of ['odisha', 'cbse', 'empty', 'standard']) {
      const res = await put(templates[key].document);
      expect(res.status, `${key}: ${res.text}`).toBe(200);
      expect(res.body.message).toBe('School setup saved.');
      const doc = await get();
      expect(doc.classes, key).toEqual(templates[key].document.classes);
      expect(doc.gradings, key).toEqual(templates[key].document.gradings);
    }
    await put(templates.cbse.document).expect(200);
    const cbse = await get();
    expect(cbse.classes.map((c) => c.name)).toEqual([
      'LKG',
      'UKG',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11 Science',
      '11 Commerce',
      '12 Science',
      '12 Commerce',
    ]);
    expect(classNamed(cbse, 'LKG')!.grading).toBe('Pre-primary');
    const odisha = templates.odisha.document.classes[4];
    expect(odisha.subjects.filter((s) => s.choice_group === 'Third Language').map((s) => s.code)).toEqual([
      'hindi',
      'sanskrit',
    ]);
    expect(odisha.subjects.find((s) => s.code === 'odia')).toMatchObject({
      name: 'First Language Odia',
      name_or: 'ପ୍ରଥମ ଭାଷା ଓଡ଼ିଆ',
    });
  });

  it('refuses to drop a class with students, naming it, and lets it be retired instead', async () => {
    const student = await makeStudent({ class: 7, section: 'B' });
    const dropped = await put(withClass('7', () => null));
    expect(dropped.status).toBe(409);
    expect(dropped.body).toMatchObject({ class: '7', records: 'students' });
    expect(dropped.body.error).toBe('Class 7 has students on record, so it cannot be removed. Retire it instead.');
    expect((await get()).classes).toHaveLength(10);

    const odia = await admin
      .put('/api/admin/setup')
      .set('X-Language', 'or')
      .send(withClass('7', () => null));
    expect(odia.body.error).toBe('ଶ୍ରେଣୀ 7ର ଛାତ୍ରଛାତ୍ରୀ ରେକର୍ଡରେ ଅଛି, ତେଣୁ ଏହାକୁ ହଟାଯାଇପାରିବ ନାହିଁ। ଏହା ବଦଳରେ ଏହାକୁ ଅବସର ଦିଅନ୍ତୁ।');

    await put(withClass('7', (c) => ({ ...c, retired: true }))).expect(200);
    expect(classNamed(await get(), '7')).toMatchObject({ name: '7', retired: true, sections: ['A', 'B', 'C'] });
    expect(await queryOne('SELECT class, section FROM students WHERE student_id = $1', [student.student_id])).toEqual({
      class: 7,
      section: 'B',
    });

    // Without records, a class goes when the document leaves it out; sent again, it is back as class 8.
    await put(withClass('8', () => null)).expect(200);
    expect(classNamed(await get(), '8')).toBeUndefined();
    await put(templates.standard.document).expect(200);
    const back = await get();
    expect(classNamed(back, '7')!.retired).toBeUndefined();
    expect(back.classes).toEqual(installed.classes);
  });

  it('refuses to drop a section with records, and drops one without', async () => {
    await makeStudent({ class: 3, section: 'C' });
    const res = await put(withClass('3', (c) => ({ ...c, sections: ['A', 'B'] })));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ class: '3', section: 'C', records: 'students' });
    await put(withClass('3', (c) => ({ ...c, sections: ['A', { name: 'C', retired: true }, 'D'] }))).expect(200);
    expect(classNamed(await get(), '3')!.sections).toEqual(['A', { name: 'C', retired: true }, 'D']);
  });

  it('renames a class and a section and keeps their students with them', async () => {
    await makeStudent({ class: 4, section: 'B' });
    const renamed = withClass(
      '4',
      (c) => ({ ...c, name: 'Class IV', was: '4', sections: ['A', { name: 'Rose', was: 'B' }, 'C'] }) as SetupClass,
    );
    await put(renamed).expect(200);
    const doc = await get();
    expect(doc.classes.map((c) => c.name)).toEqual(['1', '2', '3', 'Class IV', '5', '6', '7', '8', '9', '10']);
    expect(classNamed(doc, 'Class IV')!.sections).toEqual(['A', 'Rose', 'C']);
    // The student is still the renamed class's and section's: neither may be dropped now.
    const noRose = await put({
      ...doc,
      classes: doc.classes.map((c) => (c.name === 'Class IV' ? { ...c, sections: ['A', 'C'] } : c)),
    });
    expect(noRose.status).toBe(409);
    expect(noRose.body).toMatchObject({ class: 'Class IV', section: 'Rose' });
    const noClass = await put({ ...doc, classes: doc.classes.filter((c) => c.name !== 'Class IV') });
    expect(noClass.body).toMatchObject({ class: 'Class IV', records: 'students' });

    const unknown = await put(withClass('5', (c) => ({ ...c, name: 'Five', was: 'V' }) as SetupClass));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('There is no class V to rename.');
  });

  it('swaps two section names in one save', async () => {
    await makeStudent({ class: 2, section: 'A' });
    await put(
      withClass(
        '2',
        (c) => ({ ...c, sections: [{ name: 'B', was: 'A' }, { name: 'A', was: 'B' }, 'C'] }) as SetupClass,
      ),
    ).expect(200);
    const res = await put(withClass('2', (c) => ({ ...c, sections: ['A', 'C'] })));
    expect(res.body).toMatchObject({ class: '2', section: 'B', records: 'students' });
  });

  it('refuses to drop a subject with marks, lets it be retired, and drops one without', async () => {
    const s = await makeStudent({ class: 6, section: 'A' });
    const marks = { math: 50, english: 51, physics: 52, chemistry: 53, odia: 54, hindi: 55 };
    await admin
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: 'Unit Test', class: 6, ...marks, total_marks: 600 })
      .expect(201);
    const withoutPhysics = (c: SetupClass) => ({ ...c, subjects: c.subjects.filter((x) => x.code !== 'physics') });
    const refused = await put(withClass('6', withoutPhysics));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ class: '6', subject: 'physics', records: 'marks' });

    await put(
      withClass('6', (c) => ({
        ...c,
        subjects: c.subjects.map((x) => (x.code === 'physics' ? { ...x, retired: true } : x)),
      })),
    ).expect(200);
    expect(classNamed(await get(), '6')!.subjects.find((x) => x.code === 'physics')).toMatchObject({ retired: true });
    // A rename keeps the marks with the subject, under its new code.
    await put(
      withClass('6', (c) => ({
        ...c,
        subjects: c.subjects.map((x) =>
          x.code === 'physics' ? { ...x, code: 'phy', was: 'physics', name: 'Physical Science' } : x,
        ),
      })),
    ).expect(200);
    expect(
      (await put(withClass('6', (c) => ({ ...c, subjects: c.subjects.filter((x) => x.code !== 'physics') })))).body,
    ).toMatchObject({ subject: 'phy', records: 'marks' });

    const now = await get();
    await put({ ...now, classes: now.classes.map((c) => (c.name === '2' ? withoutPhysics(c) : c)) }).expect(200);
    expect(classNamed(await get(), '2')!.subjects.map((x) => x.code)).toEqual([
      'math',
      'english',
      'chemistry',
      'odia',
      'hindi',
    ]);
  });

  it("keeps the current year's holidays and weekly offs, and the profile", async () => {
    const holidays = [
      { date: `${year.starts_on.slice(0, 4)}-06-15`, name: 'Raja' },
      { date: `${year.starts_on.slice(0, 4)}-06-27`, name: 'Ratha Yatra' },
    ];
    const profile = {
      name: 'Saraswati Vidya Mandir',
      address: 'Unit 8, Bhubaneswar',
      board: 'BSE Odisha',
      affiliation_no: 'BSE-1234',
      udise_code: '21150106501',
    };
    await put({
      ...templates.standard.document,
      profile,
      holidays: [...holidays].reverse(),
      weekly_offs: [7, 6],
    }).expect(200);
    const doc = await get();
    expect(doc).toMatchObject({ profile, holidays, weekly_offs: [6, 7], year: { id: year.id } });
    // Left out, the optional profile fields stay as they were.
    await put({ ...doc, profile: { name: 'SVM', address: 'Bhubaneswar' } }).expect(200);
    expect((await get()).profile).toMatchObject({ name: 'SVM', board: 'BSE Odisha', udise_code: '21150106501' });

    const outside = await put({ ...doc, holidays: [{ date: '1999-01-26', name: 'Republic Day' }] });
    expect(outside.status).toBe(400);
    expect(outside.body.fields['holidays.0.date']).toMatch(/^1999-01-26 is not in the year/);
    const twice = await put({ ...doc, holidays: [holidays[0], { ...holidays[0], name: 'Again' }] });
    expect(twice.status).toBe(400);

    // The year's days cannot move away from its holidays.
    const shorter = {
      name: doc.year!.name,
      starts_on: `${year.starts_on.slice(0, 4)}-06-20`,
      ends_on: year.ends_on,
      current: true,
    };
    const moved = await admin.put(`/api/admin/years/${year.id}`).send(shorter);
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe(
      `Holidays on ${holidays[0].date} would fall outside the year. Move or remove them on School setup first.`,
    );
    expect((await get()).year).toMatchObject({ starts_on: year.starts_on });
  });

  it('answers a wrong document with 400 and the field at fault', async () => {
    const doc = templates.standard.document;
    const cases: [object, string, RegExp][] = [
      [
        { ...doc, classes: [...doc.classes, { ...doc.classes[4], name: 5 }] },
        'classes.10',
        /^Class 5 is listed twice\.$/,
      ],
      [withClass('1', (c) => ({ ...c, grading: 'Nine Point' })), 'classes.0.grading', /names the grading Nine Point/],
      [withClass('1', (c) => ({ ...c, sections: [] })), 'classes.0.sections', /at least one section/],
      [
        withClass('1', (c) => ({ ...c, subjects: [{ ...c.subjects[0], code: 'Bad Code!' }] })),
        'classes.0.subjects.0.code',
        /subject code/,
      ],
      [
        { ...doc, gradings: [{ name: 'A1-E', bands: [{ grade: 'A', min: 50 }] }] },
        'gradings.0.bands',
        /needs a band from 0/,
      ],
      [{ ...doc, profile: { name: '', address: '' } }, 'profile.name', /name is required/],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(body);
      expect(res.status, field).toBe(400);
      expect(res.body.fields[field], JSON.stringify(res.body)).toMatch(message);
    }
    expect((await get()).classes).toEqual(installed.classes);
  });

  it('lets only admins read and change it', async () => {
    const calls = [
      { method: 'get', path: '/api/admin/setup' },
      { method: 'put', path: '/api/admin/setup', body: templates.standard.document as never },
      { method: 'get', path: '/api/admin/setup/templates' },
    ] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
  });
});

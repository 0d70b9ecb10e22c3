import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupDocument } from '@contracts/setup';
import { msg } from '@contracts/i18n/packed-text';
import { query, queryOne } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { signedIn } from '../../../test/factories';
import { studentBody } from '../../../test/people-factories';
import { testApp } from '../../../test/test-app';
import { makeYear } from '../../../test/year-factories';

// Issue 30: the year-end promotion follows the setup's order of classes (LKG, UKG, 1 ... 12 here,
// a retired class skipped; the last one graduates) and its sections by name (D, "Rose").
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let before: SetupDocument;
let yearId: number;

const withD = (c: SetupDocument['classes'][number]) => ({ ...c, sections: [...c.sections, 'D'] });
const kgTo12 = (doc: SetupDocument): SetupDocument => {
  const grading = doc.gradings[0]!.name;
  const cls = (name: string, sections: string[], retired?: true) => ({
    name,
    sections,
    subjects: [],
    grading,
    retired,
  });
  return {
    ...doc,
    classes: [
      cls('LKG', ['A', 'D', 'Rose']),
      cls('UKG', ['A', 'D']),
      ...doc.classes.map(withD),
      cls('10 Old', ['A', 'D'], true),
      cls('11', ['A', 'D']),
      cls('12', ['A', 'D']),
    ],
  };
};

beforeAll(async () => {
  await query('TRUNCATE students CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  before = (await admin.get('/api/admin/setup').expect(200)).body;
  const put = await admin.put('/api/admin/setup').send(kgTo12(before));
  expect(put.status, put.text).toBe(200);
  yearId = (await makeYear()).id;
});

afterAll(async () => {
  await query('TRUNCATE students CASCADE');
  await query('DELETE FROM promotions WHERE year_id = $1', [yearId]);
  await query('DELETE FROM academic_years WHERE id = $1', [yearId]);
  await admin.put('/api/admin/setup').send(before).expect(200);
  await query('UPDATE school_profile SET saved_at = $1', [before.saved_at ?? null]);
});

async function pupil(cls: string | number, section: string): Promise<string> {
  const res = await admin.post('/api/admin/Students').send(studentBody({ class: cls, section }));
  expect(res.status, res.text).toBe(201);
  return res.body.student_id;
}
// The class as the API answers it: the spec's number for 1-10, the setup's name otherwise.
const placeOf = (id: string) =>
  queryOne('SELECT class_label(class) AS class, section, status FROM students WHERE student_id = $1', [id]);
type Choice = { action: string; section?: string };
const preview = (cls: string | number, section: string) =>
  admin.get('/api/admin/promotions/preview').query({ year_id: yearId, class: cls, section });
async function promote(cls: string | number, section: string, own: Record<string, Choice> = {}) {
  const shown = await preview(cls, section);
  expect(shown.status, shown.text).toBe(200);
  const students = shown.body.students.map((s: { student_id: string; action: string }) => ({
    student_id: s.student_id,
    ...(own[s.student_id] ?? { action: s.action }),
  }));
  return admin.post('/api/admin/promotions').send({ year_id: yearId, class: cls, section, students });
}

describe("a promotion in the setup's order of classes", () => {
  it('promotes LKG D to UKG D by name, and lists the promotion by the class name', async () => {
    const id = await pupil('LKG', 'D');
    const shown = await preview('lkg', 'd');
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body).toMatchObject({ class: 'LKG', section: 'D', next: { class: 'UKG', sections: ['A', 'D'] } });
    expect(shown.body.students).toEqual([expect.objectContaining({ student_id: id, action: 'promote' })]);
    expect(shown.body.students[0]).toMatchObject({ to_class: 'UKG', to_section: 'D' });
    const done = await promote('LKG', 'D');
    expect(done.status, done.text).toBe(201);
    // "Class LKG D promoted.": a named class is written apart from its section.
    expect(done.body.message).toBe(textIn('en', msg('promotions.done', { class: 'LKG', section: ' D' })));
    expect(await placeOf(id)).toMatchObject({ class: 'UKG', section: 'D', status: 'active' });
    const listed = (await admin.get('/api/admin/promotions').query({ year_id: yearId })).body;
    expect(listed).toContainEqual(expect.objectContaining({ class: 'LKG', section: 'D' }));
    const lastYear = await admin.get(`/api/admin/years/${yearId}/class-list`).query({ class: 'LKG', section: 'D' });
    expect(lastYear.status, lastYear.text).toBe(200);
    expect(lastYear.body).toEqual([expect.objectContaining({ student_id: id, class: 'LKG', section: 'D' })]);
  });

  it('graduates class 12; class 10 moves up to 11 (the retired class between skipped), no longer graduating', async () => {
    const senior = await pupil('12', 'A');
    const tenth = await pupil(10, 'D');
    const shownTen = await preview(10, 'D');
    expect(shownTen.body.students).toEqual([
      expect.objectContaining({ student_id: tenth, action: 'promote', to_class: '11', to_section: 'D' }),
    ]);
    expect((await preview('12', 'A')).body.students).toEqual([
      expect.objectContaining({ student_id: senior, action: 'graduate' }),
    ]);
    expect((await promote(10, 'D', { [tenth]: { action: 'graduate' } })).status).toBe(400);
    expect((await promote(10, 'D')).status).toBe(201);
    expect(await placeOf(tenth)).toMatchObject({ class: '11', section: 'D', status: 'active' });
    const refused = await promote('12', 'A', { [senior]: { action: 'promote' } });
    expect(refused.status).toBe(400);
    expect(refused.body.students[senior]).toBe(textIn('en', msg('promotions.lastClass', { class: '12' })));
    expect((await promote('12', 'A')).status).toBe(201);
    expect(await placeOf(senior)).toMatchObject({ class: '12', section: 'A', status: 'graduated' });
  });

  it('moves to a section of the next class, and asks for one where the next class has no section of that name', async () => {
    const [mover, rose] = [await pupil(5, 'D'), await pupil('LKG', 'Rose')];
    const moved = await promote(5, 'D', { [mover]: { action: 'move', section: 'A' } });
    expect(moved.status, moved.text).toBe(201);
    expect(await placeOf(mover)).toMatchObject({ class: 6, section: 'A' });

    const shown = await preview('LKG', 'Rose');
    expect(shown.body.students).toEqual([
      expect.objectContaining({ student_id: rose, action: 'promote', to_class: 'UKG', to_section: null }),
    ]);
    const unchosen = await promote('LKG', 'Rose');
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.students[rose]).toBe(textIn('en', msg('promotions.chooseSection')));
    const elsewhere = await promote('LKG', 'Rose', { [rose]: { action: 'move', section: 'Rose' } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.students[rose]).toBe(
      textIn('en', msg('setup.noSuchSection', { class: 'UKG', section: 'Rose' })),
    );
    const chosen = await promote('LKG', 'Rose', { [rose]: { action: 'promote', section: 'A' } });
    expect(chosen.status, chosen.text).toBe(201);
    expect(await placeOf(rose)).toMatchObject({ class: 'UKG', section: 'A' });
  });

  it('answers 400 naming a class or section the setup does not have', async () => {
    const noClass = await preview('Nursery', 'A');
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
    const noSection = await preview('UKG', 'Rose');
    expect(noSection.status).toBe(400);
    expect(noSection.body.fields.section).toBe(
      textIn('en', msg('setup.noSuchSection', { class: 'UKG', section: 'Rose' })),
    );
    const posted = await admin
      .post('/api/admin/promotions')
      .send({ year_id: yearId, class: 'Nursery', section: 'A', students: [] });
    expect(posted.status).toBe(400);
    expect((await admin.get(`/api/admin/years/${yearId}/class-list`).query({ class: 'Nursery' })).status).toBe(400);
  });
});

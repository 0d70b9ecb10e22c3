import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupDocument } from '@contracts/setup';
import { msg } from '@contracts/i18n/packed-text';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { signedIn } from '../../../test/factories';
import { sendMultipart } from '../../../test/files-factories';
import { minimalPdf } from '../../../test/sample-files';
import { testApp } from '../../../test/test-app';

// Issue 30: a notice or timetable is for any class and section of the school's setup, named as
// the setup names them; classes 1-10 keep answering as the spec's numbers.
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let before: SetupDocument;
const pdf = () => ({ filename: 'kg.pdf', content: minimalPdf() });

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).agent;
  before = (await admin.get('/api/admin/setup').expect(200)).body;
  const grading = before.gradings[0]!.name;
  const withKg = {
    ...before,
    classes: [{ name: 'LKG', sections: ['A', 'D'], subjects: [], grading }, ...before.classes],
  };
  const put = await admin.put('/api/admin/setup').send(withKg);
  expect(put.status, put.text).toBe(200);
});

afterAll(async () => {
  await query('DELETE FROM notices; DELETE FROM timetables');
  await admin.put('/api/admin/setup').send(before).expect(200);
  await query('UPDATE school_profile SET saved_at = $1', [before.saved_at ?? null]);
});

describe.each(['/api/admin/notices', '/api/admin/timetable'])('%s for a class of the setup', (path) => {
  it('is posted for LKG section D by name and answers (and lists) with the names', async () => {
    const res = await sendMultipart(
      admin.post(path),
      { title: 'Sports day, LKG D', class: 'lkg', section: 'd' },
      pdf(),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ class: 'LKG', section: 'D' });
    const [listed] = (await admin.get(path).query({ q: 'Sports day, LKG D' }).expect(200)).body;
    expect(listed).toMatchObject({ class: 'LKG', section: 'D' });
    const forClass = await sendMultipart(admin.post(path), { title: 'All of LKG', class: 'LKG', section: '' }, pdf());
    expect(forClass.body).toMatchObject({ class: 'LKG', section: null });
  });

  it('keeps class 5 a number, and refuses a class or section the setup lacks on its field', async () => {
    const five = await sendMultipart(admin.post(path), { title: 'For 5A', class: '5', section: 'A' }, pdf());
    expect(five.body).toMatchObject({ class: 5, section: 'A' });
    const noClass = await sendMultipart(admin.post(path), { title: 'Bad', class: 'UKG' }, pdf());
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'UKG' })));
    const noSection = await sendMultipart(admin.post(path), { title: 'Bad', class: '5', section: 'D' }, pdf());
    expect(noSection.status).toBe(400);
    expect(Object.keys(noSection.body.fields)).toEqual(['section']);
  });
});

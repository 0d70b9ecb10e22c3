import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { textIn } from '../../i18n/messages';
import { sendMultipart } from '../../../test/files-factories';
import { studentBody } from '../../../test/people-factories';
import { minimalPdf } from '../../../test/sample-files';
import { withLkgAndScience } from '../../../test/setup-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: sign-in letters for LKG's pupils, and notices for LKG D, by the setup's names.
const ctx = testApp({}, { database: 'setup' });
const { admin } = withLkgAndScience(ctx);

const pupilOf = async (cls: string, section: string) => {
  const res = await admin()
    .post('/api/admin/Students')
    .send(studentBody({ class: cls, section }));
  expect(res.status, res.text).toBe(201);
  return res.body.student_id as string;
};

describe('letters to a class of the setup', () => {
  it("prints LKG's pupils' letters by the class's name, and one section's by its name", async () => {
    const [d, a] = [await pupilOf('LKG', 'D'), await pupilOf('LKG', 'A')];
    const ids = async (q: Record<string, string>) => {
      const res = await admin()
        .get('/api/admin/letters')
        .query({ who: 'students', ...q });
      expect(res.status, res.text).toBe(200);
      return res.body.letters.map((l: { user_id: string }) => l.user_id);
    };
    expect(await ids({ class: 'LKG' })).toEqual(expect.arrayContaining([d, a]));
    expect(await ids({ class: 'lkg', section: 'D' })).toEqual([d]);
  });

  it('refuses a class or section the setup does not have with a 400 naming it', async () => {
    const noClass = await admin().get('/api/admin/letters').query({ who: 'students', class: 'Nursery' });
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
    const noSection = await admin().get('/api/admin/letters').query({ who: 'students', class: 'LKG', section: 'B' });
    expect(noSection.status).toBe(400);
    expect(noSection.body.fields.section).toBe(
      textIn('en', msg('setup.noSuchSection', { class: 'LKG', section: 'B' })),
    );
  });
});

describe('notices for a class of the setup', () => {
  it('are posted for LKG D by name, answered by name, and refused for a class the setup lacks', async () => {
    const pdf = { filename: 'n.pdf', content: minimalPdf() };
    const posted = await sendMultipart(
      admin().post('/api/admin/notices'),
      { title: 'Sports day for LKG D', class: 'LKG', section: 'D' },
      pdf,
    );
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body).toMatchObject({ class: 'LKG', section: 'D' });
    const listed = (await admin().get('/api/admin/notices').query({ q: 'Sports day for LKG D' })).body;
    expect(listed[0]).toMatchObject({ class: 'LKG', section: 'D' });
    const refused = await sendMultipart(
      admin().post('/api/admin/notices'),
      { title: 'For nobody', class: 'Nursery' },
      pdf,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: 'Nursery' })));
  });
});

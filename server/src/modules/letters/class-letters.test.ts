import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { makeGuardian, makeStudent, makeTeacher, signedIn } from '../../../test/factories';
import { agent, testApp } from '../../../test/test-app';
import { textIn } from '../../i18n/messages';

const APP_URL = 'https://school.example.org';
const ctx = testApp({ APP_URL });
const login = (roll_no: string, password: string) => agent(ctx).post('/api/api/login').send({ roll_no, password });

interface Letter {
  user_id: string;
  name: string;
  language: string;
  code: string;
  link: string;
}
const lettersOf = async (query: string) => {
  const admin = await signedIn(ctx, 'admin');
  const res = await admin.agent.get(`/api/admin/letters?${query}`);
  expect(res.status).toBe(200);
  return res.body.letters as Letter[];
};
const ids = (letters: Letter[]) => letters.map((l) => l.user_id);

// Each test uses a class and section of its own so the rows of the other tests stay out.
describe('letters by the class', () => {
  it('prints a letter for each pupil and guardian of one section, with a typable code and a link on APP_URL', async () => {
    const s1 = await makeStudent({ class: 7, section: 'B', name: 'Asha Das' });
    const s2 = await makeStudent({ class: 7, section: 'B' });
    const other = await makeStudent({ class: 7, section: 'C' });
    const g = await makeGuardian([s1.student_id]);
    const letters = await lettersOf('class=7&section=B&who=both');
    expect(ids(letters)).toEqual(expect.arrayContaining([s1.student_id, s2.student_id, g.guardian_id]));
    expect(ids(letters)).not.toContain(other.student_id);
    const asha = letters.find((l) => l.user_id === s1.student_id)!;
    expect(asha).toMatchObject({ name: 'Asha Das', language: 'en' });
    expect(asha.code).toMatch(/^[2-9A-HJKMNP-Z]{4} [2-9A-HJKMNP-Z]{4} [2-9A-HJKMNP-Z]{4}$/);
    for (const l of letters) expect(l.link.startsWith(`${APP_URL}/`)).toBe(true);

    // A parent types it from paper in lower case, with spaces.
    const set = await agent(ctx)
      .post('/api/account/reset')
      .send({ token: asha.code.toLowerCase(), password: 'paper-pass-1' });
    expect(set.status).toBe(200);
    expect((await login(s1.student_id, 'paper-pass-1')).status).toBe(200);
    const dashed = letters
      .find((l) => l.user_id === g.guardian_id)!
      .code.replace(/ /g, '-')
      .toLowerCase();
    expect((await agent(ctx).post('/api/account/reset').send({ token: dashed, password: 'paper-pass-2' })).status).toBe(
      200,
    );
  });

  it('takes the class as a name, pupils or guardians alone, and says what is wrong with a bad query', async () => {
    const s = await makeStudent({ class: 3, section: 'C' });
    const g = await makeGuardian([s.student_id]);
    expect(ids(await lettersOf('class=3&section=C&who=students'))).toContain(s.student_id);
    expect(ids(await lettersOf('class=3&section=C&who=students'))).not.toContain(g.guardian_id);
    const guardians = ids(await lettersOf('class=3&who=guardians'));
    expect(guardians).toContain(g.guardian_id);
    expect(guardians).not.toContain(s.student_id);
    const admin = await signedIn(ctx, 'admin');
    for (const bad of ['class=11&who=students', 'class=3&who=everyone', 'who=students', 'class=3&section=Z&who=both']) {
      const res = await admin.agent.get(`/api/admin/letters?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
  });

  it('printing again voids the earlier letters of those people', async () => {
    const s = await makeStudent({ class: 8, section: 'A' });
    const first = (await lettersOf('class=8&section=A&who=students')).find((l) => l.user_id === s.student_id)!;
    const second = (await lettersOf('class=8&section=A&who=students')).find((l) => l.user_id === s.student_id)!;
    expect(second.code).not.toBe(first.code);
    const old = await agent(ctx).post('/api/account/reset').send({ token: first.code, password: 'void-pass-1' });
    expect(old.status).toBe(400);
    expect(old.body.error).toMatch(/replaced by a newer one/);
    expect(
      (await agent(ctx).post('/api/account/reset').send({ token: second.code, password: 'void-pass-1' })).status,
    ).toBe(200);
  });

  it('leaves out people who already signed in unless asked, and prints in the language they chose', async () => {
    const s = await makeStudent({ class: 9, section: 'A' });
    const first = (await lettersOf('class=9&section=A&who=students')).find((l) => l.user_id === s.student_id)!;
    await agent(ctx).post('/api/account/reset').send({ token: first.code, password: 'signed-pass-1' }).expect(200);
    await query(`UPDATE accounts SET language = 'or' WHERE login_id = $1`, [s.student_id]);
    expect(ids(await lettersOf('class=9&section=A&who=students'))).not.toContain(s.student_id);
    const asked = (await lettersOf('class=9&section=A&who=students&include_signed_in=true')).find(
      (l) => l.user_id === s.student_id,
    );
    expect(asked?.language).toBe('or');
  });

  it('prints every teacher who has not signed in', async () => {
    const t = await makeTeacher({ name: 'Letter Teacher' });
    const letters = await lettersOf('who=teachers');
    expect(letters.find((l) => l.user_id === t.teacher_id)?.name).toBe('Letter Teacher');
  });

  it('is for admins only', async () => {
    expect((await agent(ctx).get('/api/admin/letters?who=teachers')).status).toBe(401);
    for (const role of ['teacher', 'student'] as const) {
      expect((await (await signedIn(ctx, role)).agent.get('/api/admin/letters?who=teachers')).status).toBe(403);
    }
  });

  it('answers a wrong query in the reader’s language, from the catalogue', async () => {
    const admin = await signedIn(ctx, 'admin');
    const cases = [
      ['who=everyone', 'letters.chooseWho'],
      ['who=students', 'letters.classRequired'],
      ['who=teachers&include_signed_in=yes', 'letters.includeSignedIn'],
      ['who=teachers&language=fr', 'letters.chooseLanguage'],
    ] as const;
    for (const [q, key] of cases) {
      const english = await admin.agent.get(`/api/admin/letters?${q}`);
      expect(english.status).toBe(400);
      expect(Object.values(english.body.fields ?? {}).concat(english.body.error)).toContain(textIn('en', key));
      const odia = await admin.agent.get(`/api/admin/letters?${q}`).set('X-Language', 'or');
      expect(Object.values(odia.body.fields ?? {}).concat(odia.body.error)).toContain(textIn('or', key));
    }
  });
});

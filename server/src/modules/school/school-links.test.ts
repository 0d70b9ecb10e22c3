import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { SetupDocument } from '@contracts/setup';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { mailsTo } from '../../../test/mailbox';
import { makeStudent, signedIn } from '../../../test/factories';
import { testApp } from '../../../test/test-app';

// The address families open, chosen on School Setup (issue 32). The setup suite's database: this
// file changes the one school profile, and puts it back.
const ctx = testApp({}, { database: 'setup' });
const fromServer = testApp({ APP_URL: 'https://server.example.org' }, { database: 'setup' });
const SAVED = 'https://school.example.in';

afterAll(async () => {
  await query('UPDATE school_profile SET app_url = NULL');
});

async function saveAppUrl(admin: Awaited<ReturnType<typeof signedIn>>['agent'], app_url: unknown) {
  const doc = (await admin.get('/api/admin/setup').expect(200)).body as SetupDocument;
  return admin.put('/api/admin/setup').send({ ...doc, profile: { ...doc.profile, app_url } });
}

describe('the address people open, kept with the school', () => {
  it('is saved on School Setup without a trailing slash, and every later link starts with it', async () => {
    const { agent: admin } = await signedIn(ctx, 'admin');
    const saved = await saveAppUrl(admin, `${SAVED}/`);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.profile.app_url).toBe(SAVED);
    expect(saved.body.app_url_from_server).toBeNull();

    expect((await admin.get('/api/system/status')).body.links).toEqual({ app_url: SAVED, app_url_set: true });
    const s = await makeStudent({ class: 7, section: 'B' });
    const letters = (await admin.get('/api/admin/letters?class=7&section=B&who=students').expect(200)).body.letters as {
      user_id: string;
      link: string;
    }[];
    expect(letters.find((l) => l.user_id === s.student_id)?.link).toMatch(new RegExp(`^${SAVED}/`));
    const single = await admin.post(`/api/admin/logins/${s.student_id}/letter`).expect(201);
    expect(single.body.link).toMatch(new RegExp(`^${SAVED}/`));
  });

  it('still counts as not chosen when it is a loopback address, which no phone reaches', async () => {
    const { agent: admin } = await signedIn(ctx, 'admin');
    await saveAppUrl(admin, 'http://localhost:3000');
    expect((await admin.get('/api/system/status')).body.links).toEqual({
      app_url: 'http://localhost:3000',
      app_url_set: false,
    });
  });

  it('is cleared by an empty field, and then links say the server address again', async () => {
    const { agent: admin } = await signedIn(ctx, 'admin');
    expect((await saveAppUrl(admin, '')).body.profile.app_url).toBeNull();
    expect((await admin.get('/api/system/status')).body.links).toEqual({
      app_url: ctx.config.appUrl,
      app_url_set: false,
    });
  });

  it('refuses anything but a web address of its own, with a clear message, and keeps the saved one', async () => {
    const { agent: admin } = await signedIn(ctx, 'admin');
    await saveAppUrl(admin, SAVED);
    for (const bad of [
      'school.example.in',
      'ftp://school.example.in',
      'https://school.example.in/app',
      'https://a b.in',
      'javascript:alert(1)',
    ]) {
      const res = await saveAppUrl(admin, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error ?? res.body.message).toBe(textIn('en', 'setup.appUrl'));
    }
    expect((await admin.get('/api/admin/setup')).body.profile.app_url).toBe(SAVED);
  });

  it("gives way to the server's APP_URL, which the screen is told of", async () => {
    const { agent: admin } = await signedIn(fromServer, 'admin');
    await saveAppUrl(admin, SAVED);
    const doc = (await admin.get('/api/admin/setup').expect(200)).body as SetupDocument;
    expect(doc.app_url_from_server).toBe('https://server.example.org');
    const s = await makeStudent({ class: 7, section: 'B' });
    const single = await admin.post(`/api/admin/logins/${s.student_id}/letter`).expect(201);
    expect(single.body.link).toMatch(/^https:\/\/server\.example\.org\//);
  });

  it('reaches the mails an anonymous request causes, whatever Host it names', async () => {
    const { agent: admin } = await signedIn(ctx, 'admin');
    await saveAppUrl(admin, SAVED);
    const s = await makeStudent({ class: 7, section: 'B' });
    await supertest(ctx.app)
      .post('/api/admin/signup')
      .set('Host', 'evil.example')
      .send({ email: s.email, mobile_no: '9876543210', roll_no: s.student_id, password: 'a-long-password-1' })
      .expect(202);
    const links = (await mailsTo(s.email)).flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${SAVED}/`), link).toBe(true);
  });
});

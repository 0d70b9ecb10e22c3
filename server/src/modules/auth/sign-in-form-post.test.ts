import { describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../../../test/factories';
import { agent, testApp } from '../../../test/test-app';

// The sign-in page's own form, posted by a browser that has not run the page's script yet.
const ctx = testApp();
const ORIGIN = 'http://127.0.0.1';
const post = (fields: Record<string, string>, referer = `${ORIGIN}/Signin`, browser = agent(ctx)) =>
  browser
    .post('/Signin')
    .set('Host', '127.0.0.1')
    .set('Origin', ORIGIN)
    .set('Referer', referer)
    .type('form')
    .send(fields);

describe('the sign-in page’s form posted without its script', () => {
  it('signs in and answers with the role’s home; the session is the same as the JSON call’s', async () => {
    const user = await makeUser('teacher');
    const browser = agent(ctx);
    const res = await post({ roll_no: user.loginId, password: PASSWORD, remember: 'true' }, undefined, browser);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/TeacherDashboard');
    expect(res.headers['cache-control']).toBe('no-store');
    const status = await browser.get('/api/login/status');
    expect(status.body).toMatchObject({ isLoggedIn: true, user_id: user.loginId, role: 'teacher' });
  });

  it('returns to the page’s ?next= address when it is this site’s, and ignores it otherwise', async () => {
    const user = await makeUser('admin');
    expect(
      (
        await post(
          { roll_no: user.loginId, password: PASSWORD },
          `${ORIGIN}/Signin?next=${encodeURIComponent('/Studentm?page=2')}`,
        )
      ).headers.location,
    ).toBe('/Studentm?page=2');
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect(
        (await post({ roll_no: user.loginId, password: PASSWORD }, `${ORIGIN}/Signin?next=${encodeURIComponent(next)}`))
          .headers.location,
        next,
      ).toBe('/Dashboard');
    }
  });

  it('goes back to the page with ?failed=1 on a wrong password or a blank field, with no session', async () => {
    const user = await makeUser('student');
    const browser = agent(ctx);
    const wrong = await post(
      { roll_no: user.loginId, password: 'not-the-password' },
      `${ORIGIN}/Signin?next=%2FExamResults`,
      browser,
    );
    expect(wrong.status).toBe(303);
    expect(wrong.headers.location).toBe('/Signin?failed=1&next=%2FExamResults');
    expect((await browser.get('/api/login/status')).body).toEqual({ isLoggedIn: false });
    expect((await post({ roll_no: '', password: '' })).headers.location).toBe('/Signin?failed=1');
  });

  it('counts failures with the JSON call’s throttle: the sixth try is refused even with the right password', async () => {
    const user = await makeUser('student');
    for (let i = 0; i < 5; i++)
      expect((await post({ roll_no: user.loginId, password: 'wrong-password' })).headers.location).toBe(
        '/Signin?failed=1',
      );
    const refused = await post({ roll_no: user.loginId, password: PASSWORD });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe('/Signin?failed=1');
    const json = await agent(ctx).post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
    expect(json.status).toBe(429);
    expect(json.body.error).toMatch(/Too many failed sign-in attempts/);
  });

  it('refuses another site’s form (no sign-in into an account of its choosing)', async () => {
    const user = await makeUser('admin');
    const browser = agent(ctx);
    const res = await browser
      .post('/Signin')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ roll_no: user.loginId, password: PASSWORD });
    expect(res.status).toBe(403);
    expect((await browser.get('/api/login/status')).body).toEqual({ isLoggedIn: false });
  });

  it('leaves the JSON API JSON-only', async () => {
    const res = await agent(ctx).post('/api/api/login').type('form').send({ roll_no: 'x', password: 'y' });
    expect(res.status).toBe(415);
  });
});

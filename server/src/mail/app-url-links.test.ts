import { describe, expect, it } from 'vitest';
import { claimLogin, mailsTo } from '../../test/mailbox';
import { makeStudent, PASSWORD, signedIn } from '../../test/factories';
import { agent, type TestContext, testApp } from '../../test/test-app';

const APP_URL = 'https://school.example.org';
const withUrl = testApp({ APP_URL });
const without = testApp();

const urlsIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

// Every message the account routes write, asked for with a Host header naming someone else's site.
async function everyLink(ctx: TestContext): Promise<{ links: string[]; email: string }> {
  const s = await makeStudent({ class: 6, section: 'C' });
  const forged = (req: ReturnType<ReturnType<typeof agent>['post']>) =>
    req.set('Host', 'evil.example').set('X-Forwarded-Host', 'evil.example');
  await forged(agent(ctx).post('/api/api/admin/signup')).send({
    email: s.email,
    mobile_no: '9876543210',
    roll_no: s.student_id,
    password: PASSWORD,
  });
  await claimLogin(ctx.app, { id: s.student_id, email: s.email }, PASSWORD);
  await forged(agent(ctx).post('/api/api/admin/signup')).send({
    email: s.email,
    mobile_no: '9876543210',
    roll_no: s.student_id,
    password: PASSWORD,
  });
  await forged(agent(ctx).post('/api/account/forgot')).send({ roll_no: s.student_id });
  const mails = await mailsTo(s.email);
  expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['claim-link', 'claim-attempt', 'reset-link']));
  const admin = await signedIn(ctx, 'admin');
  const letters = (await admin.agent.get('/api/admin/letters?class=6&section=C&who=both').set('Host', 'evil.example'))
    .body.letters as { link: string }[];
  const single = (await admin.agent.post(`/api/admin/logins/${(await makeStudent()).student_id}/letter`)).body as {
    link: string;
  };
  return {
    links: [...mails.flatMap((m) => urlsIn(m.text)), ...letters.map((l) => l.link), single.link],
    email: s.email,
  };
}

describe('links that work off this machine', () => {
  it('with APP_URL every link in mails, the Outbox and letters starts with it, whatever Host a request names', async () => {
    const { links, email } = await everyLink(withUrl);
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) expect(link.startsWith(`${APP_URL}/`), link).toBe(true);
    const admin = await signedIn(withUrl, 'admin');
    const outbox = (await admin.agent.get('/api/admin/outbox').query({ q: email })).body as { text: string }[];
    expect(outbox.length).toBeGreaterThanOrEqual(3);
    for (const link of outbox.flatMap((m) => urlsIn(m.text))) expect(link.startsWith(`${APP_URL}/`), link).toBe(true);
    expect((await admin.agent.get('/api/system/status')).body.links).toEqual({ app_url: APP_URL, app_url_set: true });
  });

  it('without APP_URL links say localhost, never a Host header, and the status tells the screens to say so', async () => {
    for (const link of (await everyLink(without)).links) expect(link).toMatch(/^http:\/\/localhost:\d+\//);
    const admin = await signedIn(without, 'admin');
    expect((await admin.agent.get('/api/system/status')).body.links).toEqual({
      app_url: without.config.appUrl,
      app_url_set: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { serverText } from '../../i18n/messages';
import { makeMobileGuardian, makeStudent, signedIn } from '../../../test/factories';
import { DELIVERS_EMAIL } from '../../../test/mail-worker';
import { CLAIM_TEMPLATE, DELIVERS_SMS, smppAndWorkers } from '../../../test/sms-worker';
import { agent, testApp } from '../../../test/test-app';

const APP_URL = 'https://school.example.org';
const ctx = testApp({ APP_URL, ...DELIVERS_EMAIL, ...DELIVERS_SMS });
const { smsc, worker } = smppAndWorkers();
const school = ctx.config.schoolName;
const at = (mobile: string) => `91${mobile}`;
const login = (roll_no: string, password: string) => agent(ctx).post('/api/api/login').send({ roll_no, password });
const outbox = (to: string) =>
  query<{ channel: string; kind: string; state: string }>(
    'SELECT channel, kind, state FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [to],
  );
const smsTo = async (mobile: string) => {
  await worker().runOnce();
  return smsc.messagesTo(at(mobile));
};
const codeIn = (text: string) => /\?token=([2-9A-HJKMNP-Z]{12})\b/.exec(text)?.[1];

describe('a guardian the school knows by a mobile alone', () => {
  it('claims a login at Sign up with the ID and that mobile: the link comes by SMS, with the template, and its code confirms the login', async () => {
    const g = await makeMobileGuardian([(await makeStudent()).student_id]);
    const res = await agent(ctx)
      .post('/api/admin/signup')
      .send({ roll_no: g.guardian_id, mobile_no: `+91${g.mobile}`, email: '', password: 'mobile-pass-1' });
    expect(res.status).toBe(202);
    expect(await outbox(g.mobile)).toEqual([{ channel: 'sms', kind: 'claim-link', state: 'queued' }]);
    const [got] = await smsTo(g.mobile);
    const code = codeIn(got.text)!;
    expect(got).toMatchObject({
      text: serverText('en', 'sms.claimLink', {
        school,
        id: g.guardian_id,
        link: `${APP_URL}/ConfirmAccount?token=${code}`,
      }),
      template: CLAIM_TEMPLATE,
      dataCoding: 0,
    });
    expect((await login(g.guardian_id, 'mobile-pass-1')).status).toBe(401);
    const confirmed = await agent(ctx).post('/api/account/confirm').send({ token: code.toLowerCase() });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ login_id: g.guardian_id });
    const signedIn = await login(g.guardian_id, 'mobile-pass-1');
    expect(signedIn.status).toBe(200);
    expect(await queryOne('SELECT email, mobile FROM accounts WHERE login_id = $1', [g.guardian_id])).toEqual({
      email: null,
      mobile: g.mobile,
    });
  });

  it('sends nothing for another mobile, nor for an email the school does not have', async () => {
    const g = await makeMobileGuardian([(await makeStudent()).student_id]);
    for (const body of [{ mobile_no: '9000000001' }, { mobile_no: g.mobile, email: 'someone@example.org' }]) {
      expect(
        (
          await agent(ctx)
            .post('/api/admin/signup')
            .send({ roll_no: g.guardian_id, password: 'mobile-pass-2', ...body })
        ).status,
      ).toBe(202);
    }
    expect(await outbox(g.mobile)).toEqual([]);
  });

  it('is told at Sign up that the link goes by SMS when no email is typed, with the same answer for an unknown ID', async () => {
    const g = await makeMobileGuardian([(await makeStudent()).student_id]);
    const signup = (roll_no: string, email: string) =>
      agent(ctx).post('/api/admin/signup').send({ roll_no, mobile_no: g.mobile, email, password: 'mobile-pass-3' });
    const bySms = { message: serverText('en', 'account.signupSentSms') };
    expect((await signup(g.guardian_id, '')).body).toEqual(bySms);
    expect((await signup('P99999999', '')).body).toEqual(bySms);
    expect((await signup(g.guardian_id, 'someone@example.org')).body).toEqual({
      message: serverText('en', 'account.signupSent'),
    });
  });

  it('gets a reset link in Odia as UCS-2, and sets the password with the code typed in lower case with spaces', async () => {
    const g = await makeMobileGuardian([(await makeStudent()).student_id]);
    await agent(ctx)
      .post('/api/admin/signup')
      .send({ roll_no: g.guardian_id, mobile_no: g.mobile, password: 'mobile-pass-3' })
      .expect(202);
    await agent(ctx)
      .post('/api/account/confirm')
      .send({ token: codeIn((await smsTo(g.mobile))[0].text) })
      .expect(200);
    await query(`UPDATE accounts SET language = 'or' WHERE login_id = $1`, [g.guardian_id]);
    await agent(ctx).post('/api/account/forgot').send({ roll_no: g.guardian_id }).expect(202);
    const reset = (await smsTo(g.mobile)).find((m) => m.text.includes('SetPassword'))!;
    const code = codeIn(reset.text)!;
    expect(reset).toMatchObject({
      dataCoding: 8,
      text: serverText('or', 'sms.resetLink', {
        school,
        id: g.guardian_id,
        link: `${APP_URL}/SetPassword?token=${code}`,
      }),
    });
    const typed = code.toLowerCase().replace(/(.{4})(?!$)/g, '$1 ');
    expect((await agent(ctx).post('/api/account/reset').send({ token: typed, password: 'mobile-pass-4' })).status).toBe(
      200,
    );
    expect((await login(g.guardian_id, 'mobile-pass-4')).status).toBe(200);
  });

  it('is printed a sign-in letter with the class, and its code makes a login without an email', async () => {
    const s = await makeStudent({ class: 6, section: 'C' });
    const g = await makeMobileGuardian([s.student_id]);
    const admin = await signedIn(ctx, 'admin');
    const letters = (await admin.agent.get('/api/admin/letters?class=6&section=C&who=guardians')).body.letters as {
      user_id: string;
      code: string;
    }[];
    const letter = letters.find((l) => l.user_id === g.guardian_id)!;
    expect(
      (await agent(ctx).post('/api/account/reset').send({ token: letter.code, password: 'letter-pass-1' })).status,
    ).toBe(200);
    expect((await login(g.guardian_id, 'letter-pass-1')).status).toBe(200);
    expect(await queryOne('SELECT email, mobile FROM accounts WHERE login_id = $1', [g.guardian_id])).toEqual({
      email: null,
      mobile: g.mobile,
    });
  });

  it('gets the absence notice by SMS', async () => {
    const child = await makeStudent({ class: 4, section: 'C', name: 'Mina Behera' });
    const g = await makeMobileGuardian([child.student_id]);
    const teacher = await signedIn(ctx, 'teacher');
    const saved = await teacher.agent.post('/api/attendance').send({
      student_id: child.student_id,
      student_name: 'x',
      class: 4,
      attendance_date: '2026-04-07',
      status: 'Absent',
    });
    expect(saved.status).toBeLessThan(300);
    await query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = $1`, [g.mobile]);
    const [got] = await smsTo(g.mobile);
    expect(got.text).toBe(
      serverText('en', 'sms.absence', {
        school,
        student: 'Mina Behera',
        class: 'class 4 C',
        date: 'Tuesday, 7 April 2026',
      }),
    );
  });

  it('keeps the SMS in the outbox as not sent when no SMS server is configured', async () => {
    const mailOnly = testApp({ APP_URL, ...DELIVERS_EMAIL });
    const g = await makeMobileGuardian([(await makeStudent()).student_id]);
    await agent(mailOnly)
      .post('/api/admin/signup')
      .send({ roll_no: g.guardian_id, mobile_no: g.mobile, password: 'mobile-pass-5' })
      .expect(202);
    expect(await outbox(g.mobile)).toEqual([{ channel: 'sms', kind: 'claim-link', state: 'not-sent' }]);
  });
});

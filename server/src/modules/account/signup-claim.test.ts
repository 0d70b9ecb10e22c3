import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { makeStudent, makeTeacher, makeUser, PASSWORD, uniqueEmail } from '../../../test/factories';
import { mailsTo, tokenMailedTo } from '../../../test/mailbox';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();
const signup = (body: Record<string, unknown>) => agent(ctx).post('/api/api/admin/signup').send(body);
const login = (roll_no: string, password = PASSWORD) => agent(ctx).post('/api/api/login').send({ roll_no, password });

describe('finding 1: an ID and the email on record are not enough to own a login', () => {
  it('gives no usable login at sign-up: the student cannot sign in until the mailed link is opened', async () => {
    const s = await makeStudent();
    const res = await signup({ email: s.email, mobile_no: '9876543210', roll_no: s.student_id, password: PASSWORD });
    expect(res.status).toBe(202);
    expect((await login(s.student_id)).status).toBe(401);
  });

  it('gives no usable login to a teacher either', async () => {
    const t = await makeTeacher();
    await signup({ email: t.email, mobile_no: '9876543210', roll_no: t.teacher_id, password: PASSWORD });
    expect((await login(t.teacher_id)).status).toBe(401);
  });
});

describe('finding 6: sign-up tells nobody which IDs exist', () => {
  it('answers 202 with the same body for an unknown ID, a wrong email, a claimed login, an admin ID and the right case', async () => {
    const claimed = await makeUser('student');
    const admin = await makeUser('admin');
    const teacher = await makeTeacher();
    const fresh = await makeStudent();
    const cases = [
      { email: uniqueEmail(), roll_no: 'S999999' },
      { email: uniqueEmail(), roll_no: teacher.teacher_id },
      { email: claimed.email, roll_no: claimed.loginId },
      { email: admin.email, roll_no: admin.loginId },
      { email: fresh.email, roll_no: fresh.student_id },
    ];
    const answers = [];
    for (const c of cases) answers.push(await signup({ ...c, mobile_no: '9876543210', password: PASSWORD }));
    for (const a of answers) {
      expect(a.status).toBe(202);
      expect(a.body).toEqual(answers[0].body);
    }
    expect(Object.keys(answers[0].body)).toEqual(['message']);
  });
});

describe('claiming a login through the mailed link', () => {
  const claim = async (person: { email: string; id: string }, password = PASSWORD) => {
    const res = await signup({ email: person.email, mobile_no: '9876543210', roll_no: person.id, password });
    expect(res.status).toBe(202);
  };
  const confirm = (token: string) => agent(ctx).post('/api/account/confirm').send({ token });

  it('mails an absolute APP_URL link with a token; opening it makes the login work with the password chosen at sign-up', async () => {
    const t = await makeTeacher();
    await claim({ email: t.email, id: t.teacher_id });
    const [m] = await mailsTo(t.email);
    expect(m).toMatchObject({ kind: 'claim-link', state: 'not-sent' });
    expect(m.text).toMatch(new RegExp(`${ctx.config.appUrl}/ConfirmAccount\\?token=[A-Za-z0-9_-]{43}`));
    const res = await confirm(await tokenMailedTo(t.email));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.stringMatching(/ready/),
      user_type: '2',
      redirect: '/Signin',
      login_id: t.teacher_id,
    });
    expect((await login(t.teacher_id)).status).toBe(200);
  });

  it('keeps the token and the pending password only as hashes, and forgets the password once used', async () => {
    const s = await makeStudent();
    await claim({ email: s.email, id: s.student_id }, 'pending-password-1');
    const token = await tokenMailedTo(s.email);
    const row = (await queryOne<{ token_hash: Buffer; pending_password_hash: string }>(
      'SELECT token_hash, pending_password_hash FROM account_tokens WHERE login_id = $1',
      [s.student_id],
    ))!;
    expect(row.token_hash.toString('hex')).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.pending_password_hash).toMatch(/^\$2[aby]\$/);
    expect(
      JSON.stringify(await query('SELECT * FROM account_tokens WHERE login_id = $1', [s.student_id])),
    ).not.toContain(token);
    await confirm(token);
    expect(
      await queryOne('SELECT pending_password_hash FROM account_tokens WHERE login_id = $1', [s.student_id]),
    ).toEqual({ pending_password_hash: null });
    expect((await login(s.student_id, 'pending-password-1')).status).toBe(200);
  });

  it('refuses a used, an expired, a superseded and an unknown token with 400 and a clear message', async () => {
    const s = await makeStudent();
    await claim({ email: s.email, id: s.student_id });
    const first = await tokenMailedTo(s.email);
    await claim({ email: s.email, id: s.student_id });
    const second = await tokenMailedTo(s.email);
    const superseded = await confirm(first);
    expect(superseded.status).toBe(400);
    expect(superseded.body.error).toMatch(/replaced by a newer one/);
    expect((await confirm(second)).status).toBe(200);
    const used = await confirm(second);
    expect(used.status).toBe(400);
    expect(used.body.error).toMatch(/already been used/);
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/not valid/);

    const late = await makeTeacher();
    await claim({ email: late.email, id: late.teacher_id });
    await query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE login_id = $1`, [
      late.teacher_id,
    ]);
    const expired = await confirm(await tokenMailedTo(late.email));
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatch(/expired/);
    expect((await login(late.teacher_id)).status).toBe(401);
  });

  it('creates one login when the same link is opened twice at once', async () => {
    const s = await makeStudent();
    await claim({ email: s.email, id: s.student_id });
    const token = await tokenMailedTo(s.email);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(await query('SELECT 1 FROM accounts WHERE login_id = $1', [s.student_id])).toHaveLength(1);
  });

  it('lets a link live 24 hours', async () => {
    const s = await makeStudent();
    await claim({ email: s.email, id: s.student_id });
    const { hours } = (await queryOne<{ hours: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM account_tokens WHERE login_id = $1',
      [s.student_id],
    ))!;
    expect(Number(hours)).toBe(24);
  });

  it('tells the owner of a claimed login that someone tried, and changes nothing', async () => {
    const owner = await makeUser('student');
    await claim({ email: owner.email, id: owner.loginId }, 'attacker-password-1');
    const [m] = await mailsTo(owner.email);
    expect(m.kind).toBe('claim-attempt');
    expect(m.text).not.toMatch(/token=/);
    expect((await login(owner.loginId)).status).toBe(200);
    expect((await login(owner.loginId, 'attacker-password-1')).status).toBe(401);
  });

  it('mails nobody for an unknown ID, a wrong email or an admin ID', async () => {
    const t = await makeTeacher();
    const admin = await makeUser('admin');
    const stranger = uniqueEmail('stranger');
    await claim({ email: stranger, id: t.teacher_id });
    await claim({ email: admin.email, id: admin.loginId });
    expect(await mailsTo(stranger)).toHaveLength(0);
    expect(await mailsTo(t.email)).toHaveLength(0);
    expect(await mailsTo(admin.email)).toHaveLength(0);
  });

  it('voids a link sent to an address the school has since changed', async () => {
    const s = await makeStudent();
    await claim({ email: s.email, id: s.student_id });
    await query('UPDATE students SET email = $2 WHERE student_id = $1', [s.student_id, uniqueEmail('changed')]);
    const res = await confirm(await tokenMailedTo(s.email));
    expect(res.status).toBe(400);
    expect((await login(s.student_id)).status).toBe(401);
  });

  it('still answers 400 naming the fields for invalid input, including passwords bcrypt would cut', async () => {
    const res = await signup({ email: 'not-an-email', mobile_no: 'abc', roll_no: '', password: 'x'.repeat(73) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'mobile_no', 'password', 'roll_no']);
  });
});

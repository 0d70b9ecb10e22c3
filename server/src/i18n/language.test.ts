import { describe, expect, it } from 'vitest';
import { query } from '../db/pool';
import { makeGuardian, makeLogin, makeStudent, makeUser, PASSWORD, signedIn } from '../../test/factories';
import { mailsTo } from '../../test/mailbox';
import { agent, testApp } from '../../test/test-app';

const ctx = testApp();
const login = (a: ReturnType<typeof agent>, roll_no: string, extra: Record<string, unknown> = {}) =>
  a.post('/api/api/login').send({ roll_no, password: PASSWORD, ...extra });

describe('each person’s language, kept on the server', () => {
  it('keeps the language chosen at sign-in and gives it back on another device', async () => {
    const user = await makeUser('student');
    const phone = agent(ctx);
    const first = await login(phone, user.loginId, { language: 'or' });
    const status = await phone.get('/api/login/status');
    expect(status.body.language).toBe('or');
    // The sign-in answer carries the status fields too, the chosen language among them.
    expect(first.body).toEqual({ message: 'Login successful', ...status.body, language: 'or' });

    // Another browser that guessed nothing: signing in brings Odia back.
    const desk = agent(ctx);
    expect((await login(desk, user.loginId)).body.language).toBe('or');
    expect((await desk.get('/api/login/status')).body).toMatchObject({ isLoggedIn: true, language: 'or' });
  });

  it('changes it for a signed-in person, parents included, and refuses anything else with a clear 400', async () => {
    const parent = await signedIn(ctx, 'parent');
    const put = await parent.agent.put('/api/me/language').send({ language: 'hi' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ message: 'Language saved.', language: 'hi' });
    expect((await login(agent(ctx), parent.loginId)).body.language).toBe('hi');

    const bad = await parent.agent.put('/api/me/language').send({ language: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Choose English, Odia or Hindi.');
    expect((await parent.agent.put('/api/me/language').send({})).status).toBe(400);
    expect((await agent(ctx).put('/api/me/language').send({ language: 'or' })).status).toBe(401);
  });

  it('refuses an unknown language at sign-in rather than storing it', async () => {
    const user = await makeUser('teacher');
    const res = await login(agent(ctx), user.loginId, { language: 'xx' });
    expect(res.status).toBe(400);
  });
});

describe('answers in the screen’s language', () => {
  it('translates errors, messages and field errors for our client, and leaves the spec’s client in English', async () => {
    const english = await agent(ctx).post('/api/api/login').send({ roll_no: 'NOBODY1', password: 'wrong-password' });
    expect(english.body).toEqual({ error: 'Invalid User ID or password.' });
    const hindi = await agent(ctx)
      .post('/api/api/login')
      .set('X-Language', 'hi')
      .send({ roll_no: 'NOBODY1', password: 'wrong-password' });
    expect(hindi.status).toBe(401);
    expect(hindi.body).toEqual({ error: 'उपयोगकर्ता आईडी या पासवर्ड गलत है।' });

    const fields = await agent(ctx)
      .post('/api/api/admin/signup')
      .set('X-Language', 'or')
      .send({ email: 'not-an-address', mobile_no: '12', roll_no: 'S1', password: 'longenough1' });
    expect(fields.status).toBe(400);
    // A blank email is allowed (a guardian known by a mobile alone); a wrong one is not.
    expect(fields.body.fields).toMatchObject({
      email: 'ଏକ ସଠିକ୍ ଇମେଲ୍ ଠିକଣା ଲେଖନ୍ତୁ।',
      mobile_no: 'ମୋବାଇଲ୍ ନମ୍ବର 7ରୁ 15 ଅଙ୍କ ମଧ୍ୟରେ ହେବା ଆବଶ୍ୟକ।',
    });

    const user = await makeUser('admin');
    const ok = await agent(ctx)
      .post('/api/api/login')
      .set('X-Language', 'or')
      .send({ roll_no: user.loginId, password: PASSWORD });
    expect(ok.body.message).toBe('ଲଗଇନ୍ ସଫଳ ହେଲା');
    expect(ok.headers.vary).toMatch(/X-Language/i);
  });

  it('translates the teaching screens’ errors and messages, their arguments kept', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const child = await makeStudent({ class: 4, section: 'B' });
    const record = { student_id: child.student_id, class: 4, attendance_date: '2026-04-07', status: 'Absent' };
    const future = await teacher.agent
      .post('/api/attendance')
      .set('X-Language', 'hi')
      .send({ ...record, attendance_date: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.fields.attendance_date).toBe('तारीख भविष्य की नहीं हो सकती।');
    const saved = await teacher.agent.post('/api/attendance').set('X-Language', 'or').send(record);
    expect(saved.body.message).toBe('ଉପସ୍ଥାନ ସଫଳତାର ସହ ଲେଖାଗଲା।');
    const unknown = await teacher.agent
      .put('/api/attendance/register')
      .set('X-Language', 'hi')
      .send({
        class: 4,
        section: 'B',
        attendance_date: '2026-04-07',
        entries: [{ student_id: 'NOBODY-9', status: 'Present' }],
      });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('कुछ भी सहेजा नहीं गया। अज्ञात विद्यार्थी आईडी: NOBODY-9।');
    const english = await teacher.agent.put('/api/attendance/register').send({
      class: 4,
      section: 'B',
      attendance_date: '2026-04-07',
      entries: [{ student_id: 'NOBODY-9', status: 'Present' }],
    });
    expect(english.body.error).toBe('Nothing was saved. Unknown student ID: NOBODY-9.');
  });

  it('ignores a header it does not know', async () => {
    const res = await agent(ctx)
      .post('/api/api/login')
      .set('X-Language', 'fr')
      .send({ roll_no: 'NOBODY1', password: 'wrong-password' });
    expect(res.body).toEqual({ error: 'Invalid User ID or password.' });
  });

  it('says how the school writes dates and digits', async () => {
    expect((await agent(ctx).get('/api/settings/formats')).body).toEqual({
      date_format: 'DD/MM/YYYY',
      digits: 'latin',
    });
  });
});

describe('mails in the recipient’s language', () => {
  it('sends a reset link in the account’s language, and the sign-up link in the language of the screen it was asked from', async () => {
    const user = await makeUser('teacher');
    await login(agent(ctx), user.loginId, { language: 'hi' });
    await agent(ctx).post('/api/account/forgot').send({ roll_no: user.loginId });
    const [reset] = await mailsTo(user.email);
    expect(reset.subject).toContain('के लिए अपना पासवर्ड रीसेट करें');
    expect(reset.text).toContain('24 घंटे के भीतर यह लिंक खोलें');

    const student = await makeStudent();
    await agent(ctx)
      .post('/api/api/admin/signup')
      .set('X-Language', 'or')
      .send({ email: student.email, mobile_no: '9876543210', roll_no: student.student_id, password: 'longenough1' });
    const [claim] = await mailsTo(student.email);
    expect(claim.subject).toContain('ନିଶ୍ଚିତ କରନ୍ତୁ');
  });

  it('keeps the English mails as they were', async () => {
    const user = await makeUser('student');
    await agent(ctx).post('/api/account/forgot').send({ roll_no: user.loginId });
    const [m] = await mailsTo(user.email);
    expect(m.subject).toBe(`${ctx.config.schoolName}: reset your password for ${user.loginId}`);
    expect(m.text).toMatch(
      /^Someone \(we hope you\) asked to reset the password of ID .+\.\n\nTo choose a new one, open this link within 24 hours:\n\nhttp.+\n\nIf it was not you, ignore this mail: your password stays as it is\.\n\n-- \n/,
    );
  });

  it('writes an absence notice in the language of the guardian’s own login', async () => {
    const child = await makeStudent({ class: 4, section: 'B' });
    const g = await makeGuardian([child.student_id], { notify: true });
    await makeLogin(g.guardian_id, 'parent', g.email);
    await login(agent(ctx), g.guardian_id, { language: 'or' });
    const teacher = await signedIn(ctx, 'teacher');
    const saved = await teacher.agent.post('/api/attendance').send({
      student_id: child.student_id,
      student_name: 'x',
      class: 4,
      attendance_date: '2026-04-07',
      status: 'Absent',
    });
    expect(saved.status).toBeLessThan(300);
    const [notice] = await mailsTo(g.email);
    expect(notice.kind).toBe('absence');
    expect(notice.subject).toContain('07 ଅପ୍ରେଲ 2026 ରେ ଅନୁପସ୍ଥିତ ଥିଲେ');
    expect(notice.text).toContain('ଶ୍ରେଣୀ 4 B');
  });
});

describe('the receipt’s language', () => {
  it('is the family’s: the first guardian’s login, else the student’s, else English', async () => {
    const admin = await signedIn(ctx, 'admin');
    const child = await makeStudent();
    const [fee] = await query<{ fee_id: number }>(
      `INSERT INTO fees (student_id, name, class, amount, payment_mode, payment_date, receipt_no)
       VALUES ($1, 'x', 5, 123456.50, 'Cash', '2026-04-02', padded_code('R', nextval('fee_receipt_seq'), 6)) RETURNING fee_id`,
      [child.student_id],
    );
    const receipt = () => admin.agent.get(`/api/admin/Fee/${fee.fee_id}/receipt`);
    expect((await receipt()).body).toMatchObject({
      family_language: 'en',
      amount_in_words: 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    });

    await makeLogin(child.student_id, 'student', child.email);
    await login(agent(ctx), child.student_id, { language: 'hi' });
    expect((await receipt()).body.family_language).toBe('hi');

    const g = await makeGuardian([child.student_id]);
    await makeLogin(g.guardian_id, 'parent', g.email);
    await login(agent(ctx), g.guardian_id, { language: 'or' });
    expect((await receipt()).body.family_language).toBe('or');
  });
});

import { describe, expect, it } from 'vitest';
import { makeStudent, makeTeacher, makeUser, PASSWORD, uniqueEmail } from '../../../test/factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp({ ACCOUNT_MAX_PER_ADDRESS: '1000', ACCOUNT_MAX_PER_ID: '1000' });
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

import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { makeTeacher, PASSWORD, signedIn, uniqueEmail, uniqueMobile } from '../../../test/factories';
import { claimLogin } from '../../../test/mailbox';
import { studentBody } from '../../../test/people-factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp({ ACCOUNT_MAX_PER_ADDRESS: '1000', ACCOUNT_MAX_PER_ID: '1000' });
type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];

const guardian = (over: Record<string, unknown> = {}) => ({
  name: 'Raj Patel',
  relation: 'father',
  email: uniqueEmail('father'),
  mobile: uniqueMobile(),
  notify: true,
  ...over,
});

async function addStudent(a: Agent, over: Record<string, unknown> = {}) {
  const res = await a.post('/api/admin/Students').send(studentBody(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = (await a.get('/api/admin/Students').query({ student_id: res.body.student_id })).body;
  return row as {
    auto_id: number;
    student_id: string;
    email: string;
    father_name: string;
    guardians: {
      guardian_id: string;
      email: string;
      relation: string;
      notify: boolean;
      name: string;
      mobile: string;
    }[];
  };
}

describe('guardians on POST and GET /api/admin/Students', () => {
  it('stores the guardians given, answers them with a P-number ID, and keeps father_name and mother_name', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const father = guardian();
    const mother = guardian({ name: 'Sita Patel', relation: 'mother', notify: false });
    const s = await addStudent(a, { guardians: [father, mother] });
    expect(s.father_name).toBe('Raj Patel');
    expect(s).toHaveProperty('mother_name', 'Sita Patel');
    expect(s.guardians).toEqual([
      { ...father, guardian_id: expect.stringMatching(/^P\d{5,}$/) },
      { ...mother, guardian_id: expect.stringMatching(/^P\d{5,}$/) },
    ]);
    expect(s.guardians[0].guardian_id).not.toBe(s.guardians[1].guardian_id);
  });

  it('takes a guardian with a mobile and no email, and links them again by that mobile for a brother or sister', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const mother = guardian({ name: 'Sabitri Behera', relation: 'mother', email: '' });
    const first = await addStudent(a, { guardians: [mother] });
    expect(first.guardians).toEqual([{ ...mother, email: null, guardian_id: expect.stringMatching(/^P\d{5,}$/) }]);
    const second = await addStudent(a, { guardians: [{ ...mother, email: undefined }] });
    expect(second.guardians[0].guardian_id).toBe(first.guardians[0].guardian_id);
    // Two guardians without email are two people, told apart by their mobiles.
    const father = guardian({ name: 'Hari Behera', email: '' });
    const third = await addStudent(a, { guardians: [father, { ...mother, email: '' }] });
    expect(third.guardians.map((g) => g.guardian_id)).toEqual([
      expect.not.stringMatching(first.guardians[0].guardian_id),
      first.guardians[0].guardian_id,
    ]);
  });

  it("answers an empty list for a student entered without guardians, as the spec's client does", async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    expect((await addStudent(a)).guardians).toEqual([]);
  });

  it("links a sibling's guardian entered again as they are (the email in any capitals) instead of making a second one", async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const father = guardian();
    const mother = guardian({ relation: 'mother', name: 'Sita Patel' });
    const first = await addStudent(a, { guardians: [father, mother] });
    const second = await addStudent(a, {
      name: 'Anika Patel',
      guardians: [
        { ...father, email: father.email.toUpperCase() },
        { ...mother, notify: false },
      ],
    });
    expect(second.guardians.map((g) => g.guardian_id)).toEqual(first.guardians.map((g) => g.guardian_id));
    const rows = await query('SELECT 1 FROM guardians WHERE lower(email) = lower($1) OR mobile = $2', [
      father.email,
      mother.mobile,
    ]);
    expect(rows).toHaveLength(2);
    // The same guardian entered again with another consent: the consent is theirs to give, for both children.
    const [again] = (await a.get('/api/admin/Students').query({ student_id: first.student_id })).body;
    expect(again.guardians[1]).toMatchObject({ guardian_id: first.guardians[1].guardian_id, notify: false });
  });

  it('answers 400 naming the field for a bad guardian, and 409 for an email a teacher uses; nothing is written', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const bad = await a
      .post('/api/admin/Students')
      .send(studentBody({ guardians: [guardian({ relation: 'uncle', email: 'nope' })] }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['guardians.0.email', 'guardians.0.relation']);
    const twice = guardian();
    const dup = await a
      .post('/api/admin/Students')
      .send(studentBody({ guardians: [twice, { ...twice, relation: 'mother' }] }));
    expect(dup.status).toBe(400);
    expect(dup.body.fields['guardians.1.email']).toMatch(/listed twice/);
    const teacher = await makeTeacher();
    const name = `Nobody ${Date.now()}`;
    const taken = await a
      .post('/api/admin/Students')
      .send(studentBody({ name, guardians: [guardian({ email: teacher.email })] }));
    expect(taken.status).toBe(409);
    expect(taken.body.fields['guardians.0.email']).toMatch(/already used/);
    expect(await query('SELECT 1 FROM students WHERE name = $1', [name])).toHaveLength(0);
  });
});

describe('guardians on PUT /api/admin/Students', () => {
  it('keeps the guardians when the body has none, and makes them exactly the list when it has one', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const s = await addStudent(a, { guardians: [guardian(), guardian({ relation: 'mother' })] });
    expect((await a.put('/api/admin/Students').send(studentBody({ id: s.auto_id, email: s.email }))).status).toBe(200);
    expect((await a.get('/api/admin/Students').query({ student_id: s.student_id })).body[0].guardians).toHaveLength(2);
    const replacement = guardian({ relation: 'guardian', name: 'Kamala Devi' });
    expect(
      (
        await a
          .put('/api/admin/Students')
          .send(studentBody({ id: s.auto_id, email: s.email, guardians: [replacement] }))
      ).status,
    ).toBe(200);
    const [row] = (await a.get('/api/admin/Students').query({ student_id: s.student_id })).body;
    expect(row.guardians).toEqual([{ ...replacement, guardian_id: expect.stringMatching(/^P\d+/) }]);
  });
});

describe('a guardian claims a login like a teacher or student', () => {
  it('signs up with the P-number and the email on record, opens the mailed link, signs in as a parent and sees their children', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const father = guardian();
    const elder = await addStudent(a, { name: 'Elder Child', guardians: [father] });
    const younger = await addStudent(a, { name: 'Younger Child', dob: '2014-01-01', guardians: [father] });
    const id = elder.guardians[0].guardian_id;
    expect(younger.guardians[0].guardian_id).toBe(id);

    await claimLogin(ctx.app, { id, email: father.email }, PASSWORD);
    const parent = agent(ctx);
    expect((await parent.post('/api/api/login').send({ roll_no: id, password: PASSWORD })).status).toBe(200);
    const status = await parent.get('/api/login/status');
    expect(status.body).toMatchObject({
      isLoggedIn: true,
      user_id: id,
      user_type: '4',
      redirect: '/ParentDashboard',
      email: father.email,
    });
    const children = await parent.get('/api/parent/children');
    expect(children.status).toBe(200);
    expect(children.body.map((c: { student_id: string }) => c.student_id)).toEqual([
      elder.student_id,
      younger.student_id,
    ]);
    expect(children.body[0]).toEqual({
      student_id: elder.student_id,
      name: 'Elder Child',
      class: 6,
      section: 'B',
      relation: 'father',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import {
  makeGuardian,
  makeLogin,
  makeStudent,
  PASSWORD,
  signedIn,
  signedInAs,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/factories';
import { mailsTo, tokenMailedTo } from '../../../test/mailbox';
import { studentBody } from '../../../test/people-factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp({ ACCOUNT_MAX_PER_ADDRESS: '1000', ACCOUNT_MAX_PER_ID: '1000' });

/** A family whose parent holds a login: two children and their mother, signed up. */
async function familyWithLogin() {
  const elder = await makeStudent({ name: 'Elder Child' });
  const younger = await makeStudent({ name: 'Younger Child' });
  const parent = await makeGuardian([elder.student_id, younger.student_id], {
    relation: 'mother',
    name: 'Sunita Sahoo',
  });
  await makeLogin(parent.guardian_id, 'parent', parent.email);
  return { parent, children: [elder, younger] };
}

const guardianRow = (id: number) =>
  queryOne('SELECT guardian_id, name, email, mobile, notify FROM guardians WHERE id = $1', [id]);
const accountOf = (loginId: string) =>
  queryOne<{ email: string; mobile: string | null }>('SELECT email, mobile FROM accounts WHERE login_id = $1', [
    loginId,
  ]);

describe("a guardian entered with a known guardian's mobile or email but other details", () => {
  it("refuses the takeover: 409 naming the match and the differences, and the family's login keeps its address", async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const { parent } = await familyWithLogin();
    const before = await guardianRow(parent.id);
    const mallory = uniqueEmail('mallory');
    const name = `Newcomer ${Date.now()}`;
    const res = await a.post('/api/admin/Students').send(
      studentBody({
        name,
        guardians: [{ name: 'Mallory', relation: 'mother', email: mallory, mobile: parent.mobile, notify: true }],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.matches).toEqual([
      {
        index: 0,
        guardian_id: parent.guardian_id,
        name: 'Sunita Sahoo',
        email: parent.email,
        mobile: parent.mobile,
        differences: ['name', 'email'],
      },
    ]);
    expect(res.body.fields['guardians.0.mobile']).toContain(parent.guardian_id);
    expect(res.body.fields['guardians.0.name']).toContain('Sunita Sahoo');
    expect(res.body.fields['guardians.0.email']).toContain(parent.email);
    expect(await guardianRow(parent.id)).toEqual(before);
    expect(await accountOf(parent.guardian_id)).toMatchObject({ email: parent.email });
    expect(await query('SELECT 1 FROM students WHERE name = $1', [name])).toHaveLength(0);

    // Forgot Password still mails the family's own address, never the stranger's.
    expect((await agent(ctx).post('/api/account/forgot').send({ roll_no: parent.guardian_id })).status).toBe(202);
    expect(await mailsTo(mallory)).toEqual([]);
    expect((await mailsTo(parent.email)).map((m) => m.kind)).toContain('reset-link');
  });

  it("refuses a typo in a mobile number that happens to be another family's, and a known email with another mobile", async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const { parent } = await familyWithLogin();
    const byEmail = await a.post('/api/admin/Students').send(
      studentBody({
        guardians: [{ name: 'Sunita Sahoo', relation: 'mother', email: parent.email, mobile: uniqueMobile() }],
      }),
    );
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.matches[0]).toMatchObject({ guardian_id: parent.guardian_id, differences: ['mobile'] });
    expect(byEmail.body.fields['guardians.0.email']).toContain(parent.guardian_id);
    expect(await guardianRow(parent.id)).toMatchObject({ mobile: parent.mobile });
  });

  it('links the known guardian unchanged when the admin chooses "link"; the entered details are not written', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const { parent, children } = await familyWithLogin();
    const before = await guardianRow(parent.id);
    const res = await a.post('/api/admin/Students').send(
      studentBody({
        guardians: [
          {
            name: 'Mallory',
            relation: 'mother',
            email: uniqueEmail('mallory'),
            mobile: parent.mobile,
            notify: false,
            match: 'link',
          },
        ],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await guardianRow(parent.id)).toEqual(before);
    const [row] = (await a.get('/api/admin/Students').query({ student_id: res.body.student_id })).body;
    expect(row.guardians).toEqual([
      {
        guardian_id: parent.guardian_id,
        name: 'Sunita Sahoo',
        relation: 'mother',
        email: parent.email,
        mobile: parent.mobile,
        notify: true,
      },
    ]);
    // The parent now sees three children, and their login is as it was.
    const parentAgent = await signedInAs(ctx, parent.guardian_id);
    const kids = (await parentAgent.get('/api/parent/children')).body.map((c: { student_id: string }) => c.student_id);
    expect(kids.sort()).toEqual([...children.map((c) => c.student_id), res.body.student_id].sort());
  });

  it('creates a new guardian when the admin chooses "new", only with contact details of their own', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const { parent } = await familyWithLogin();
    const mallory = uniqueEmail('mallory');
    const clash = await a.post('/api/admin/Students').send(
      studentBody({
        guardians: [{ name: 'Mallory', relation: 'mother', email: mallory, mobile: parent.mobile, match: 'new' }],
      }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.fields['guardians.0.mobile']).toMatch(/new guardian needs a different mobile/);
    expect(clash.body.matches).toBeUndefined();

    const mobile = uniqueMobile();
    const res = await a
      .post('/api/admin/Students')
      .send(
        studentBody({ guardians: [{ name: 'Mallory', relation: 'mother', email: mallory, mobile, match: 'new' }] }),
      );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = (await a.get('/api/admin/Students').query({ student_id: res.body.student_id })).body;
    expect(row.guardians[0]).toMatchObject({ name: 'Mallory', email: mallory, mobile });
    expect(row.guardians[0].guardian_id).not.toBe(parent.guardian_id);
    expect(await guardianRow(parent.id)).toMatchObject({
      name: 'Sunita Sahoo',
      email: parent.email,
      mobile: parent.mobile,
    });
  });

  it('keeps editing a student whose guardians are unchanged working with no prompt, with or without their guardian IDs', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const father = {
      name: 'Raj Patel',
      relation: 'father',
      email: uniqueEmail('father'),
      mobile: uniqueMobile(),
      notify: true,
    };
    const created = await a.post('/api/admin/Students').send(studentBody({ guardians: [father] }));
    const [s] = (await a.get('/api/admin/Students').query({ student_id: created.body.student_id })).body;
    const plain = await a
      .put('/api/admin/Students')
      .send(
        studentBody({ id: s.auto_id, email: s.email, guardians: [{ ...father, email: father.email.toUpperCase() }] }),
      );
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const withIds = await a
      .put('/api/admin/Students')
      .send(studentBody({ id: s.auto_id, email: s.email, guardians: s.guardians }));
    expect(withIds.status, JSON.stringify(withIds.body)).toBe(200);
    const [after] = (await a.get('/api/admin/Students').query({ student_id: s.student_id })).body;
    expect(after.guardians).toEqual(s.guardians);
  });
});

describe("correcting a guardian deliberately: the student's edit names the guardian by its ID", () => {
  it('changes the shared guardian, tells the old address, and the reset link mailed there stops working', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const { parent, children } = await familyWithLogin();
    await agent(ctx).post('/api/account/forgot').send({ roll_no: parent.guardian_id });
    const stale = await tokenMailedTo(parent.email, 'reset-link');
    const student = (await a.get('/api/admin/Students').query({ student_id: children[0].student_id })).body[0];
    const corrected = uniqueEmail('corrected');
    const edited = student.guardians.map((g: Record<string, unknown>) => ({ ...g, email: corrected }));
    const res = await a
      .put('/api/admin/Students')
      .send({ ...student, id: student.auto_id, dob: student.dob.slice(0, 10), guardians: edited });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await guardianRow(parent.id)).toMatchObject({ email: corrected, name: 'Sunita Sahoo' });
    expect(await accountOf(parent.guardian_id)).toMatchObject({ email: corrected });
    expect((await mailsTo(parent.email)).at(-1)).toMatchObject({ kind: 'contact-changed' });
    const reset = await agent(ctx).post('/api/account/reset').send({ token: stale, password: 'taken-over-pass-1' });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toMatch(/changed the email or mobile/);
    expect(
      (await agent(ctx).post('/api/api/login').send({ roll_no: parent.guardian_id, password: PASSWORD })).status,
    ).toBe(200);
  });

  it("refuses a guardian ID that is not one of this student's guardians, and an email or mobile of another guardian", async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const { parent } = await familyWithLogin();
    const other = await makeGuardian([]);
    const stranger = await a.post('/api/admin/Students').send(
      studentBody({
        guardians: [
          {
            guardian_id: parent.guardian_id,
            name: 'Mallory',
            relation: 'mother',
            email: uniqueEmail('m'),
            mobile: uniqueMobile(),
          },
        ],
      }),
    );
    expect(stranger.status).toBe(409);
    expect(stranger.body.fields['guardians.0.guardian_id']).toMatch(/not one of this student's guardians/);

    const s = await makeStudent();
    const own = await makeGuardian([s.student_id]);
    const [row] = (await a.get('/api/admin/Students').query({ student_id: s.student_id })).body;
    const send = (over: Record<string, unknown>) =>
      a
        .put('/api/admin/Students')
        .send({ ...row, id: row.auto_id, dob: row.dob.slice(0, 10), guardians: [{ ...row.guardians[0], ...over }] });
    const taken = await send({ mobile: other.mobile });
    expect(taken.status).toBe(409);
    expect(taken.body.fields['guardians.0.mobile']).toContain(other.guardian_id);
    expect(await guardianRow(own.id)).toMatchObject({ mobile: own.mobile });
  });
});

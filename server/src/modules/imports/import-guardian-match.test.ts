import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { makeGuardian, makeLogin, makeStudent, signedIn, uniqueEmail, uniqueMobile } from '../../../test/factories';
import { mailsTo } from '../../../test/mailbox';
import { importStudents, pupil, type StudentRow } from '../../../test/student-rows';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp({ ACCOUNT_MAX_PER_ADDRESS: '1000', ACCOUNT_MAX_PER_ID: '1000' });
const guardianRow = (id: number) =>
  queryOne('SELECT guardian_id, name, email, mobile, notify FROM guardians WHERE id = $1', [id]);
const guardiansOfStudent = (email: string) =>
  query<{ guardian_id: string }>(
    'SELECT g.guardian_id FROM students s JOIN student_guardians sg ON sg.student_id = s.student_id JOIN guardians g ON g.id = sg.guardian_id WHERE s.email = $1',
    [email],
  );

async function parentWithLogin() {
  const child = await makeStudent();
  const parent = await makeGuardian([child.student_id], { relation: 'mother', name: 'Sunita Sahoo' });
  await makeLogin(parent.guardian_id, 'parent', parent.email);
  return parent;
}

describe('a students file row whose guardian matches a known guardian with other details', () => {
  it('is a problem in the dry run naming the match and the differences, and the live run overwrites nothing', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const parent = await parentWithLogin();
    const before = await guardianRow(parent.id);
    const mallory = uniqueEmail('mallory');
    const row = pupil({
      guardian_email: mallory,
      guardian_mobile: parent.mobile,
      guardian_name: 'Mallory',
      guardian_relation: 'mother',
    });

    const dry = await importStudents(a, [row], true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      { row: 2, field: 'guardian_mobile', message: expect.stringContaining(parent.guardian_id) },
    ]);
    const message: string = dry.body.errors[0].message;
    expect(message).toContain('Sunita Sahoo');
    expect(message).toContain(`has the email ${parent.email} on record`);
    expect(message).toMatch(/guardian_match/);

    const live = await importStudents(a, [row]);
    expect(live.status).toBe(422);
    expect(live.body.errors).toEqual(dry.body.errors);
    expect(await guardianRow(parent.id)).toEqual(before);
    expect(await queryOne('SELECT 1 FROM students WHERE email = $1', [row.email])).toBeUndefined();
    await agent(ctx).post('/api/account/forgot').send({ roll_no: parent.guardian_id });
    expect(await mailsTo(mallory)).toEqual([]);
  });

  it('takes the admin\'s choice per row: "link" links the known guardian unchanged, "new" needs contact details of its own', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const parent = await parentWithLogin();
    const before = await guardianRow(parent.id);
    const linked = pupil({
      guardian_email: uniqueEmail('typo'),
      guardian_mobile: parent.mobile,
      guardian_name: 'Mallory',
      guardian_relation: 'mother',
      guardian_match: 'link',
    });
    const clash = pupil({
      guardian_email: uniqueEmail('mallory'),
      guardian_mobile: parent.mobile,
      guardian_name: 'Mallory',
      guardian_relation: 'mother',
      guardian_match: 'new',
    });

    const refused = await importStudents(a, [clash], true);
    expect(refused.body.errors).toEqual([
      { row: 2, field: 'guardian_mobile', message: expect.stringMatching(/new guardian needs a different mobile/) },
    ]);

    const fresh: StudentRow = { ...clash, guardian_mobile: uniqueMobile() };
    const dry = await importStudents(a, [linked, fresh], true);
    expect(dry.body).toMatchObject({ inserted: 2, errors: [] });
    const live = await importStudents(a, [linked, fresh]);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(await guardianRow(parent.id)).toEqual(before);
    expect((await guardiansOfStudent(linked.email!)).map((g) => g.guardian_id)).toEqual([parent.guardian_id]);
    const [made] = await guardiansOfStudent(fresh.email!);
    expect(made.guardian_id).not.toBe(parent.guardian_id);
    expect(await queryOne('SELECT name, email FROM guardians WHERE guardian_id = $1', [made.guardian_id])).toEqual({
      name: 'Mallory',
      email: fresh.guardian_email,
    });
  });

  it('refuses a choice that is neither link nor new', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const dry = await importStudents(
      a,
      [pupil({ guardian_email: uniqueEmail('g'), guardian_mobile: uniqueMobile(), guardian_match: 'merge' })],
      true,
    );
    expect(dry.body.errors).toEqual([
      { row: 2, field: 'guardian_match', message: expect.stringMatching(/link or new/) },
    ]);
  });
});

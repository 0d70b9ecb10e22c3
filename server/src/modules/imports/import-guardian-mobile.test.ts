import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { serverText } from '../../i18n/messages';
import { makeGuardian, signedIn, uniqueEmail, uniqueMobile } from '../../../test/factories';
import { importStudents, pupil } from '../../../test/student-rows';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();

/** The guardians of the students with these emails, in the students' order. */
const guardiansOf = (emails: string[]) =>
  query<{ guardian_id: string; name: string; email: string | null; mobile: string }>(
    `SELECT g.guardian_id, g.name, g.email, g.mobile FROM students s
     JOIN student_guardians sg ON sg.student_id = s.student_id JOIN guardians g ON g.id = sg.guardian_id
     WHERE s.email = ANY($1) ORDER BY s.auto_id, sg.position`,
    [emails],
  );

describe('a guardian with a mobile and no email in the students file', () => {
  it('is imported once for brothers and sisters, the same file again changes nothing, and their sign-up link goes by SMS', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const mother = { guardian_mobile: uniqueMobile(), guardian_relation: 'mother' };
    const rows = [pupil(mother), pupil({ name: 'Arun Das', ...mother })];

    const dry = await importStudents(a, rows, true);
    expect(dry.body).toMatchObject({ inserted: 2, errors: [] });
    const live = await importStudents(a, rows);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    const linked = await guardiansOf(rows.map((r) => r.email!));
    expect(linked.map((g) => [g.name, g.email, g.mobile])).toEqual([
      ['Lina Das', null, mother.guardian_mobile],
      ['Lina Das', null, mother.guardian_mobile],
    ]);
    expect(linked[1].guardian_id).toBe(linked[0].guardian_id);
    expect((await importStudents(a, rows)).body).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, errors: [] });

    const signup = await agent(ctx).post('/api/admin/signup').send({
      roll_no: linked[0].guardian_id,
      mobile_no: mother.guardian_mobile,
      email: '',
      password: 'mobile-pass-1',
    });
    expect(signup.status).toBe(202);
    expect(await query('SELECT channel, kind FROM mail_outbox WHERE recipient = $1', [mother.guardian_mobile])).toEqual(
      [{ channel: 'sms', kind: 'claim-link' }],
    );
  });

  it('is refused by row when a known guardian with an email has that mobile, and linked as they are when the row says link', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const known = await makeGuardian([], { name: 'Lina Das' });
    const row = pupil({ guardian_mobile: known.mobile, guardian_relation: 'mother' });

    const refused = await importStudents(a, [row], true);
    expect(refused.body.errors).toEqual([
      { row: 2, field: 'guardian_mobile', message: expect.stringContaining(known.guardian_id) },
    ]);
    const linked = await importStudents(a, [{ ...row, guardian_match: 'link' }]);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(await guardiansOf([row.email!])).toEqual([
      { guardian_id: known.guardian_id, name: 'Lina Das', email: known.email, mobile: known.mobile },
    ]);
  });

  it('is refused when the file gives the same mobile once with an email and once without', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const mobile = uniqueMobile();
    const email = uniqueEmail('mother');
    const rows = [
      pupil({ guardian_mobile: mobile, guardian_email: email }),
      pupil({ guardian_mobile: mobile }),
      pupil({ guardian_mobile: uniqueMobile() }),
    ];
    const res = await importStudents(a, rows);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        row: 3,
        field: 'guardian_email',
        message: serverText('en', 'import.guardianOtherEmail', { row: 2, email }),
      },
    ]);
    expect(await queryOne('SELECT 1 FROM guardians WHERE mobile = $1', [mobile])).toBeUndefined();
  });

  it('still needs the pupil’s own email: a pupil keeps one, as the form asks', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const res = await importStudents(a, [pupil({ email: '', guardian_mobile: uniqueMobile() })], true);
    expect(res.body.errors).toEqual([{ row: 2, field: 'email', message: expect.any(String) }]);
  });
});

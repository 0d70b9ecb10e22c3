import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { makeGuardian, makeStudent, makeTeacher, signedIn, uniqueEmail, uniqueMobile } from '../../../test/factories';
import { importStudents, pupil } from '../../../test/student-rows';
import { testApp } from '../../../test/test-app';

const ctx = testApp();

/** Each student of these emails with their guardians (ID, name, relation, email, mobile, notify). */
async function guardiansOf(emails: string[]) {
  return query<{
    email: string;
    guardian_id: string;
    name: string;
    relation: string;
    g_email: string;
    mobile: string;
    notify: boolean;
  }>(
    `SELECT s.email, g.guardian_id, g.name, sg.relation, g.email AS g_email, g.mobile, g.notify
     FROM students s JOIN student_guardians sg ON sg.student_id = s.student_id JOIN guardians g ON g.id = sg.guardian_id
     WHERE s.email = ANY($1) ORDER BY s.auto_id, sg.position`,
    [emails],
  );
}
const guardianCount = async (email: string, mobile: string) =>
  Number(
    (await queryOne<{ n: string }>(
      'SELECT count(*) AS n FROM guardians WHERE lower(email) = lower($1) OR mobile = $2',
      [email, mobile],
    ))!.n,
  );

describe('guardians in the students file', () => {
  it('gives two brothers or sisters with one guardian email one shared guardian, and the same file again changes nothing', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const father = { guardian_email: uniqueEmail('father'), guardian_mobile: uniqueMobile() };
    const mother = {
      guardian_email: uniqueEmail('mother'),
      guardian_mobile: uniqueMobile(),
      guardian_relation: 'mother',
    };
    const rows = [pupil(father), pupil({ name: 'Arun Das', ...father }), pupil({ name: 'Mina Das', ...mother })];

    const dry = await importStudents(a, rows, true);
    expect(dry.body).toMatchObject({ inserted: 3, updated: 0, unchanged: 0, errors: [] });
    expect(await guardianCount(father.guardian_email, father.guardian_mobile)).toBe(0);

    const first = await importStudents(a, rows);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const linked = await guardiansOf(rows.map((r) => r.email!));
    expect(linked.map((l) => [l.email, l.name, l.relation, l.g_email, l.notify])).toEqual([
      [rows[0].email, 'Bikash Das', 'father', father.guardian_email, false],
      [rows[1].email, 'Bikash Das', 'father', father.guardian_email, false],
      [rows[2].email, 'Lina Das', 'mother', mother.guardian_email, false],
    ]);
    expect(linked[0].guardian_id).toMatch(/^P\d{5,}$/);
    expect(linked[1].guardian_id).toBe(linked[0].guardian_id);
    expect(await guardianCount(father.guardian_email, father.guardian_mobile)).toBe(1);

    const snapshot = async () => [
      await guardiansOf(rows.map((r) => r.email!)),
      await query('SELECT * FROM guardians WHERE email = ANY($1) ORDER BY id', [
        [father.guardian_email, mother.guardian_email],
      ]),
    ];
    const before = await snapshot();
    const again = await importStudents(a, rows);
    expect(again.body).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, errors: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('links a guardian already known to an existing student, keeps the guardians already there and their consent, and counts the row as an update', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const elder = await makeStudent();
    const younger = await makeStudent();
    const known = await makeGuardian([elder.student_id], { name: 'Suresh Kumar', notify: true });
    const mother = await makeGuardian([younger.student_id], { relation: 'mother', name: 'Meena Kumar', notify: true });
    const stored = (await queryOne<Record<string, string>>('SELECT * FROM students WHERE student_id = $1', [
      younger.student_id,
    ]))!;
    const row = {
      ...stored,
      student_id: younger.student_id,
      class: String(stored.class),
      guardian_email: known.email.toUpperCase(),
      guardian_mobile: known.mobile,
    };

    const dry = await importStudents(a, [row], true);
    expect(dry.body).toMatchObject({ inserted: 0, updated: 1, unchanged: 0, errors: [] });
    expect((await importStudents(a, [row])).body).toMatchObject({ updated: 1 });
    const linked = await guardiansOf([younger.email]);
    expect(linked.map((l) => [l.guardian_id, l.relation, l.notify])).toEqual([
      [mother.guardian_id, 'mother', true],
      [known.guardian_id, 'father', true],
    ]);
    expect((await importStudents(a, [row])).body).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('reports guardian problems by row in the dry run, and the live run writes nothing, not even the good rows', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const teacher = await makeTeacher();
    const one = await makeGuardian([]);
    const two = await makeGuardian([]);
    const shared = { guardian_email: uniqueEmail('shared'), guardian_mobile: uniqueMobile() };
    const good = pupil({ guardian_email: uniqueEmail('good'), guardian_mobile: uniqueMobile() });
    const ownEmail = uniqueEmail('own');
    const rows = [
      good,
      pupil(shared),
      pupil({ ...shared, guardian_mobile: uniqueMobile() }),
      pupil({ guardian_email: teacher.email, guardian_mobile: uniqueMobile() }),
      pupil({ guardian_email: one.email, guardian_mobile: two.mobile }),
      pupil({ guardian_email: uniqueEmail('half') }),
      pupil({
        guardian_email: uniqueEmail('nameless'),
        guardian_mobile: uniqueMobile(),
        guardian_relation: 'guardian',
      }),
      pupil({ email: ownEmail, guardian_email: ownEmail, guardian_mobile: uniqueMobile() }),
      pupil({ guardian_email: uniqueEmail('odd'), guardian_mobile: uniqueMobile(), guardian_relation: 'uncle' }),
    ];
    const dry = await importStudents(a, rows, true);
    expect(dry.body.errors).toEqual([
      {
        row: 4,
        field: 'guardian_mobile',
        message: expect.stringMatching(/^Row 3 gives this guardian's email with the mobile/),
      },
      { row: 5, field: 'guardian_email', message: expect.stringMatching(/already used by another/) },
      { row: 6, field: 'guardian_mobile', message: expect.stringMatching(/belong to two different guardians/) },
      { row: 7, field: 'guardian_mobile', message: "Give the guardian's mobile with their other details." },
      { row: 8, field: 'guardian_name', message: "Give the guardian's name when the relation is guardian." },
      { row: 9, field: 'guardian_email', message: expect.stringMatching(/already used by another/) },
      { row: 10, field: 'guardian_relation', message: 'Guardian relation must be father, mother or guardian.' },
    ]);
    expect(dry.body).toMatchObject({ inserted: 2 });

    const live = await importStudents(a, rows);
    expect(live.status).toBe(422);
    expect(live.body.errors).toEqual(dry.body.errors);
    expect(await guardianCount(good.guardian_email!, good.guardian_mobile!)).toBe(0);
    expect(await queryOne('SELECT 1 FROM students WHERE email = $1', [good.email])).toBeUndefined();
  });

  it('refuses a fifth guardian for a student by row, and writes nothing', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const full = await makeStudent();
    for (let i = 0; i < 4; i++) await makeGuardian([full.student_id]);
    const stored = (await queryOne<Record<string, string>>('SELECT * FROM students WHERE student_id = $1', [
      full.student_id,
    ]))!;
    const fresh = pupil({ guardian_email: uniqueEmail('fresh'), guardian_mobile: uniqueMobile() });
    const fifth = {
      ...stored,
      student_id: full.student_id,
      class: String(stored.class),
      name: 'Renamed',
      guardian_email: uniqueEmail('fifth'),
      guardian_mobile: uniqueMobile(),
    };
    const res = await importStudents(a, [fresh, fifth]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { row: 3, field: 'guardian_email', message: 'A student can have at most 4 guardians.' },
    ]);
    expect(await guardianCount(fresh.guardian_email!, fresh.guardian_mobile!)).toBe(0);
    expect(await queryOne('SELECT name FROM students WHERE student_id = $1', [full.student_id])).toEqual({
      name: stored.name,
    });
  });
});

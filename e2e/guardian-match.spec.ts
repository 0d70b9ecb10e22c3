import { fillStudentWithGuardian, idAfter, openScreen } from './support/admin-people';
import { expect, insertStudent, signInAsAdmin, test, uniqueEmail } from './support/fixtures';

test("a guardian entered with a known mother's mobile but another name and email shows the match, and the admin links the known mother unchanged", async ({
  page,
  db,
}) => {
  // A mother of two with a login of her own.
  const elder = await insertStudent(db, 'Isha Sahoo');
  const younger = await insertStudent(db, 'Kabir Sahoo');
  const email = uniqueEmail('sunita');
  const mobile = `6${String(Date.now()).slice(-9)}`;
  const { rows } = await db.query(
    `INSERT INTO guardians (name, email, mobile, notify) VALUES ('Sunita Sahoo', $1, $2, true) RETURNING id, guardian_id`,
    [email, mobile],
  );
  for (const child of [elder, younger])
    await db.query(`INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, 'mother')`, [
      child.id,
      rows[0].id,
    ]);
  const known = rows[0].guardian_id as string;
  await db.query(
    `INSERT INTO accounts (login_id, role, email, mobile, password_hash) VALUES ($1, 'parent', $2, $3, 'x')`,
    [known, email, mobile],
  );

  await signInAsAdmin(page);
  await openScreen(page, 'Student Management');
  const form = await fillStudentWithGuardian(page, 'Mira Sahoo', {
    name: 'Mallory Stranger',
    email: uniqueEmail('mallory'),
    mobile,
  });
  await form.getByRole('button', { name: 'Add Student' }).click();

  // Nothing was saved: the card names the known guardian and what differs, with the two choices.
  const match = form.getByRole('group', { name: 'Guardian 1 matches a known guardian' });
  await expect(match).toContainText(`guardian ${known}, Sunita Sahoo (email ${email}, mobile ${mobile})`);
  await expect(match).toContainText('differs in: name, email');
  await expect(match.getByRole('button', { name: 'Add as a new guardian' })).toBeVisible();
  await expect(form.getByText(`This mobile number belongs to guardian ${known} (Sunita Sahoo).`)).toBeVisible();
  expect((await db.query(`SELECT 1 FROM students WHERE name = 'Mira Sahoo'`)).rows).toHaveLength(0);

  await match.getByRole('button', { name: `Link to ${known} unchanged` }).click();
  await expect(form.getByRole('status')).toContainText(`${known} (Sunita Sahoo) will be linked as they are`);
  await form.getByRole('button', { name: 'Add Student' }).click();
  const id = await idAfter(page, 'Student added successfully. Student ID: ');

  const guardian = await db.query('SELECT name, email, mobile FROM guardians WHERE guardian_id = $1', [known]);
  expect(guardian.rows).toEqual([{ name: 'Sunita Sahoo', email, mobile }]);
  expect((await db.query('SELECT email FROM accounts WHERE login_id = $1', [known])).rows).toEqual([{ email }]);
  const linked = await db.query(
    'SELECT g.guardian_id FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id WHERE sg.student_id = $1',
    [id],
  );
  expect(linked.rows).toEqual([{ guardian_id: known }]);
});

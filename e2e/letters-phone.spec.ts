import { randomUUID } from 'node:crypto';
import { expect, signInAsAdmin, test, uniqueEmail } from './support/fixtures';

// Class 10 section C is this file's own: no other browser test puts pupils there, so the
// section's letters are exactly the ones made here.
const CLASS = '10';
const SECTION = 'C';

// Most parents have a mobile and no email: the school office prints their letters by the class
// on a laptop, and a parent types the code from paper on a phone, the way people type.
test('an admin prints a section’s guardian letters at 1366x768; a mobile-only parent types the code in lower case with spaces on a 390x844 phone and signs in', async ({
  browser,
  db,
}) => {
  // Two pages, one typed key by key: more than one test's minute on a busy 2-core machine.
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const pupil = `Phone Pupil ${tag}`;
  const parent = `Phone Parent ${tag}`;
  const { rows } = await db.query(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
     VALUES ($1, '2011-08-09', $2, $3, 'Male', 'F', 'M', $4, '9123456780', '1 Road') RETURNING student_id`,
    [pupil, Number(CLASS), SECTION, uniqueEmail('pupil')],
  );
  const g = await db.query(
    `INSERT INTO guardians (name, email, mobile) VALUES ($1, NULL, $2) RETURNING id, guardian_id`,
    [parent, `7${Date.now() % 1e9}`.padEnd(10, '3')],
  );
  await db.query(`INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, 'mother')`, [
    rows[0].student_id,
    g.rows[0].id,
  ]);
  const guardianId = g.rows[0].guardian_id as string;

  const office = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInAsAdmin(office);
  await office.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Sign-in letters' }).click();
  await office.getByLabel('Letters for').selectOption('guardians');
  await office.getByLabel('Class', { exact: true }).selectOption(CLASS);
  await office.getByLabel('Section').selectOption(SECTION);
  await office.getByRole('button', { name: 'Make letters' }).click();
  const letter = office.getByRole('article').filter({ hasText: guardianId });
  await expect(letter).toContainText(parent);
  // Guardians only: the pupil has no letter of their own in this printing.
  await expect(office.getByRole('article').filter({ hasText: pupil })).toHaveCount(0);
  const code = (await letter.locator('.letter-code').textContent())!;
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4} [2-9A-HJKMNP-Z]{4} [2-9A-HJKMNP-Z]{4}$/);
  // The letter fits the laptop's width: nothing to scroll sideways before printing.
  expect(await office.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await office.close();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/SetPassword');
  // Typed key by key as read from paper: lower case, a space between the groups and one too many.
  await phone.getByLabel('Setup code').pressSequentially(` ${code.toLowerCase().replace(' ', '  ')} `);
  await phone.getByLabel('New Password').fill('phone-pass-1');
  await phone.getByLabel('Confirm Password').fill('phone-pass-1');
  await phone.getByRole('button', { name: 'Set Password' }).click();
  await expect(phone).toHaveURL(/\/Signin$/);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The sign-in form comes with the User ID filled in: the parent types the password alone.
  await expect(phone.getByLabel('User ID')).toHaveValue(guardianId);
  await phone.getByLabel('Password').fill('phone-pass-1');
  await phone.getByRole('button', { name: 'Login' }).click();
  await expect(phone).toHaveURL(/\/ParentDashboard$/);
  await expect(phone.locator('.child-switcher')).toContainText(pupil);
  // The login is known by the mobile alone, as the guardian is.
  const account = await db.query('SELECT email, mobile FROM accounts WHERE login_id = $1', [guardianId]);
  expect(account.rows).toEqual([{ email: null, mobile: expect.stringMatching(/^7\d{9}$/) }]);
  await phone.close();
});

import { randomUUID } from 'node:crypto';
import { expect, signIn, signInAsAdmin, test, uniqueEmail } from './support/fixtures';

// An office prints the letters of one section on a laptop; a parent types the code from paper on a phone.
test('an admin prints a class’s letters and a parent types the code on a phone, sets a password and signs in', async ({
  browser,
  db,
}) => {
  const tag = randomUUID().slice(0, 6);
  const pupil = `Letter Pupil ${tag}`;
  const parent = `Letter Parent ${tag}`;
  const { rows } = await db.query(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
     VALUES ($1, '2013-05-06', 4, 'C', 'Female', 'F', 'M', $2, '9123456780', '1 Road') RETURNING student_id`,
    [pupil, uniqueEmail('pupil')],
  );
  const g = await db.query(
    `INSERT INTO guardians (name, email, mobile) VALUES ($1, $2, $3) RETURNING id, guardian_id`,
    [parent, uniqueEmail('parent'), `9${Date.now() % 1e9}`.padEnd(10, '1')],
  );
  await db.query(`INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, 'mother')`, [
    rows[0].student_id,
    g.rows[0].id,
  ]);
  const guardianId = g.rows[0].guardian_id as string;

  const office = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInAsAdmin(office);
  await office.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Sign-in letters' }).click();
  await expect(office).toHaveURL(/\/Letters$/);
  // No APP_URL in this run: the screen says the links say localhost.
  await expect(office.getByText(/Links say http:\/\/localhost:\d+/)).toBeVisible();
  await office.getByLabel('Letters for').selectOption('both');
  await office.getByLabel('Class', { exact: true }).selectOption('4');
  await office.getByLabel('Section').selectOption('C');
  await office.getByRole('button', { name: 'Make letters' }).click();
  const letter = office.getByRole('article').filter({ hasText: guardianId });
  await expect(letter).toContainText(parent);
  await expect(office.getByRole('article').filter({ hasText: pupil })).toHaveCount(1);
  const code = (await letter.locator('.letter-code').textContent())!;
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4} [2-9A-HJKMNP-Z]{4} [2-9A-HJKMNP-Z]{4}$/);
  await expect(office.getByRole('button', { name: 'Print' })).toBeEnabled();
  // On paper every letter has a page of its own: a page break after each but the last (the guardian's, after their child's).
  await office.emulateMedia({ media: 'print' });
  const breaks = await office
    .getByRole('article')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).breakAfter));
  expect(breaks.slice(0, -1).every((b) => b === 'page')).toBe(true);
  expect(breaks.length).toBeGreaterThanOrEqual(2);
  await expect(office.getByRole('button', { name: 'Make letters' })).toBeHidden();
  await office.close();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/SetPassword');
  await phone.getByLabel('Setup code').fill(code.toLowerCase());
  await phone.getByLabel('New Password').fill('parent-pass-1');
  await phone.getByLabel('Confirm Password').fill('parent-pass-1');
  await phone.getByRole('button', { name: 'Set Password' }).click();
  await expect(phone).toHaveURL(/\/Signin$/);
  await signIn(phone, guardianId, 'parent-pass-1');
  await expect(phone).toHaveURL(/\/ParentDashboard$/);
  await phone.close();
});

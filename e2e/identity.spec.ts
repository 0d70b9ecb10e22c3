import { openScreen } from './support/admin-people';
import { claimLogin, expect, insertStudent, mailedLink, signIn, signInAsAdmin, test } from './support/fixtures';

test('a student claims the login through the mailed link, forgets the password and resets it', async ({ page, db }) => {
  const student = await insertStudent(db, 'Mira Das');
  await claimLogin(page, { email: student.email, id: student.id, password: 'mira-password-1' }, 'Student');
  await signIn(page, student.id, 'mira-password-1');
  await expect(page).toHaveURL(/\/StudentDashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Signin$/);

  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/ForgotPassword$/);
  await page.getByLabel('User ID').fill(student.id);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If this ID has an account, we have sent a link/)).toBeVisible();

  await page.goto(await mailedLink(student.email, 'reset-link'));
  await expect(page.getByLabel('Setup code')).toHaveCount(0);
  await page.getByLabel('New Password').fill('mira-password-2');
  await page.getByLabel('Confirm Password').fill('mira-password-2');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/Signin$/);
  await expect(page.getByText('Registered as: Student')).toBeVisible();

  await signIn(page, student.id, 'mira-password-1');
  await expect(page.getByText('Invalid User ID or password.')).toBeVisible();
  await signIn(page, student.id, 'mira-password-2');
  await expect(page).toHaveURL(/\/StudentDashboard$/);
});

test('an admin resets a wrongly claimed login and hands the student a sign-in letter', async ({
  page,
  db,
  browser,
}) => {
  const student = await insertStudent(db, 'Arjun Sahu');
  // Someone who knew the student's ID and email claimed the login and is signed in elsewhere.
  const attacker = await browser.newPage();
  await claimLogin(attacker, { email: student.email, id: student.id, password: 'attacker-pass-1' }, 'Student');
  await signIn(attacker, student.id, 'attacker-pass-1');
  await expect(attacker).toHaveURL(/\/StudentDashboard$/);

  await signInAsAdmin(page);
  await openScreen(page, 'Student Management');
  await page.getByLabel('Search students').fill(student.id);
  const row = page.getByRole('row').filter({ hasText: student.id });
  await row.getByRole('button', { name: `Reset login of Arjun Sahu (${student.id})` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`The login of ${student.id} was reset`)).toBeVisible();

  // The attacker's session ended at once.
  await attacker.reload();
  await expect(attacker).toHaveURL(/\/[Ss]ignin\?next=%2FStudentDashboard$/);
  await signIn(attacker, student.id, 'attacker-pass-1');
  await expect(attacker.getByText('Invalid User ID or password.')).toBeVisible();

  await row.getByRole('button', { name: `Sign-in letter for Arjun Sahu (${student.id})` }).click();
  await expect(page).toHaveURL(/\/SignInLetter$/);
  const letter = page.getByRole('article', { name: 'Sign-in letter' });
  await expect(letter).toContainText('Arjun Sahu');
  await expect(letter).toContainText(student.id);
  const code = (await letter.locator('.letter-code').textContent())!;

  const real = await browser.newPage();
  await real.goto('/SetPassword');
  await real.getByLabel('Setup code').fill(code);
  await real.getByLabel('New Password').fill('arjun-password-1');
  await real.getByLabel('Confirm Password').fill('arjun-password-1');
  await real.getByRole('button', { name: 'Set Password' }).click();
  await expect(real).toHaveURL(/\/Signin$/);
  await signIn(real, student.id, 'arjun-password-1');
  await expect(real).toHaveURL(/\/StudentDashboard$/);

  // Every message is on the Outbox, newest first.
  await page.getByRole('link', { name: /Back to Student Management/ }).click();
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Outbox' }).click();
  await page.getByLabel('Search messages').fill(student.email);
  await expect(page.getByRole('row').filter({ hasText: 'confirm your account' }).first()).toContainText(
    'Not sent (no mail server)',
  );
});

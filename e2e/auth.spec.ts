import { claimLogin, expect, insertStudent, insertTeacher, signIn, signUp, test } from './support/fixtures';
import { E2E_ADMIN } from './support/state';

test('the admin signs in, sees the Admin Panel, and logs out for good', async ({ page }) => {
  // Through the form: signInAsAdmin may reuse the worker's session.
  await signIn(page, E2E_ADMIN.id, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/Dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Admin Panel' });
  await expect(nav.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('user_id'), localStorage.getItem('user_type')])).toEqual([
    'ADMIN01',
    '1',
  ]);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Signin$/);
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/Signin$/);
  // Signed out, the address is kept to return to after signing in.
  await page.goto('/Dashboard');
  await expect(page).toHaveURL(/\/Signin\?next=%2FDashboard$/);
});

test('a teacher created by the school claims the login through the mailed link and reaches the teacher sidebar', async ({
  page,
  db,
}) => {
  const teacher = await insertTeacher(db);
  await claimLogin(page, { email: teacher.email, id: teacher.id, password: 'teacher-pass-1' }, 'Teacher');
  await signIn(page, teacher.id, 'teacher-pass-1');
  await expect(page).toHaveURL(/\/TeacherDashboard$/);
  await expect(page.getByRole('navigation', { name: 'Teacher Panel' })).toBeVisible();
  // Another role's screen sends a teacher back to their own home.
  await page.goto('/Dashboard');
  await expect(page).toHaveURL(/\/TeacherDashboard$/);
});

test('a student claims the login through the mailed link and signs in to the student sidebar', async ({ page, db }) => {
  const student = await insertStudent(db);
  await claimLogin(page, { email: student.email, id: student.id, password: 'student-pass-1' }, 'Student');
  await signIn(page, student.id, 'student-pass-1');
  await expect(page).toHaveURL(/\/StudentDashboard$/);
  await expect(page.getByRole('navigation', { name: 'Student Panel' })).toBeVisible();
  await expect(page.getByText(student.id)).toBeVisible();
});

test('sign-up shows "Passwords do not match!" and sign-in shows the server’s error', async ({ page }) => {
  await signUp(page, { email: 'x@example.org', id: 'T0001', password: 'password-one', confirm: 'password-two' });
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await expect(page).toHaveURL(/\/Signup$/);

  await signIn(page, 'ADMIN01', 'not-the-password');
  await expect(page.getByText('Invalid User ID or password.')).toBeVisible();
});

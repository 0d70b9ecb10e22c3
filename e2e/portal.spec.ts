import { claimLogin, expect, insertStudent, insertTeacher, signIn, signInAsAdmin, test } from './support/fixtures';

test('a student sees their own profile with parents’ details, and only their own', async ({ page, db }) => {
  const student = await insertStudent(db, 'Priya Das');
  const other = await insertStudent(db, 'Someone Else');
  await claimLogin(page, { email: student.email, id: student.id, password: 'student-pass-1' }, 'Student');
  await signIn(page, student.id, 'student-pass-1');
  await expect(page.getByText(`User ID: ${student.id}`)).toBeVisible();
  await expect(page.getByText(`Email: ${student.email}`)).toBeVisible();

  await page.getByRole('link', { name: 'Profile Details' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  const details = page.getByRole('region', { name: 'Student details' });
  await expect(details.getByText('Priya Das')).toBeVisible();
  await expect(details.getByText('Suresh Kumar')).toBeVisible();
  await expect(details.getByText('Meena Kumar')).toBeVisible();

  await page.getByLabel('User ID').fill(other.id);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('You can only view your own profile details.')).toBeVisible();
  await page.getByLabel('User ID').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please enter a User ID')).toBeVisible();
});

test('a teacher’s dashboard greets them with their ID and email', async ({ page, db }) => {
  const teacher = await insertTeacher(db, 'Kavita Nair');
  await claimLogin(page, { email: teacher.email, id: teacher.id, password: 'teacher-pass-1' }, 'Teacher');
  await signIn(page, teacher.id, 'teacher-pass-1');
  await expect(page.getByRole('heading', { name: 'Welcome, Kavita Nair' })).toBeVisible();
  await expect(page.getByText(`Teacher ID: ${teacher.id}`)).toBeVisible();
  await expect(page.getByText(`Email: ${teacher.email}`)).toBeVisible();
});

test('an admin sees students per class and the system status', async ({ page, db }) => {
  await insertStudent(db);
  await signInAsAdmin(page);
  await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toBeVisible();
  await page.goto('/Classm');
  await expect(page.getByRole('heading', { name: 'Class Management' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Class 5/ })).toBeVisible();
  await page.goto('/python-backend');
  await expect(page.getByText('Database')).toBeVisible();
  await expect(page.getByText('Reachable').first()).toBeVisible();
});

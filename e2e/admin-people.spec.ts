import { addTeacher, dashboardCounts, fillStudent, idAfter, openScreen } from './support/admin-people';
import { claimLogin, expect, signIn, signInAsAdmin, test, uniqueEmail } from './support/fixtures';

test('an admin adds a teacher, edits the subject and deletes it through Yes/No, and the dashboard follows', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const before = await dashboardCounts(page);

  const { id } = await addTeacher(page, 'Kavya Nair', 'Math');
  const row = page.getByRole('row').filter({ hasText: id });
  await expect(row).toContainText('Kavya Nair');
  await expect(row).toContainText('Math');
  expect((await dashboardCounts(page)).teachers).toBe(before.teachers + 1);

  await openScreen(page, 'Teacher Management');
  // The list opens on its first page; after a whole run's teachers the new one is further on.
  await page.getByRole('searchbox').fill(id);
  await row.getByRole('button', { name: /^Edit Kavya Nair/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Teacher' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Kavya Nair');
  await dialog.getByLabel('Subject').selectOption('Chemistry');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Teacher updated successfully')).toBeVisible();
  await expect(row).toContainText('Chemistry');

  await row.getByRole('button', { name: /^Delete Kavya Nair/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this entry?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Delete Kavya Nair/ }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Teacher deleted successfully')).toBeVisible();
  // The search stays on the ID, so the list's "nothing found" line may name it: no teacher row does.
  await expect(page.getByRole('button', { name: /^Delete Kavya Nair/ })).toHaveCount(0);
  expect((await dashboardCounts(page)).teachers).toBe(before.teachers);
});

test('an admin adds a student with the parents’ details', async ({ page }) => {
  await signInAsAdmin(page);
  const before = await dashboardCounts(page);
  await openScreen(page, 'Student Management');
  const form = page.getByRole('form', { name: "Student's Details" });
  await expect(form.getByLabel('Gender')).toHaveValue('Male');
  await fillStudent(form, {
    name: 'Rohan Das',
    dob: '2013-01-20',
    class: '4',
    section: 'C',
    father: 'Bikash Das',
    mother: 'Rina Das',
    email: uniqueEmail('rohan'),
    mobile: '9437001122',
    address: '7 Lake Road, Puri',
  });
  await form.getByRole('button', { name: 'Add Student' }).click();
  const id = await idAfter(page, 'Student added successfully. Student ID: ');
  // The new student is listed first and marked; the secondary fields open under the row.
  const row = page.getByRole('row').filter({ hasText: id });
  await expect(row).toHaveClass('row-new');
  await expect(row).toContainText('Rohan Das');
  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.locator('tr.row-details');
  for (const text of ['20/01/2013', 'Bikash Das', 'Rina Das', '7 Lake Road, Puri', 'Male'])
    await expect(details).toContainText(text);
  expect((await dashboardCounts(page)).students).toBe(before.students + 1);
});

test('an admin creates a second admin, who signs in at once', async ({ page }) => {
  await signInAsAdmin(page);
  await openScreen(page, 'Add Account');
  const form = page.getByRole('form', { name: "Admin's Details" });
  await form.getByLabel('Name', { exact: true }).fill('Nisha Mohanty');
  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('nisha'));
  await form.getByLabel('Mobile', { exact: true }).fill('9090909090');
  await form.getByLabel('Password', { exact: true }).fill('nisha-password-1');
  await form.getByLabel('Confirm Password').fill('nisha-password-2');
  await form.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Passwords do not match/);

  await form.getByLabel('Confirm Password').fill('nisha-password-1');
  await form.getByRole('button', { name: 'Add Admin' }).click();
  const id = await idAfter(page, 'Admin registered successfully: ');
  await expect(page.getByRole('row').filter({ hasText: 'Nisha Mohanty' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Signin$/);
  await signIn(page, id, 'nisha-password-1');
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByRole('region', { name: 'Total Teachers' })).toBeVisible();
});

test('a teacher created on Teacher Management signs up with the generated ID and signs in', async ({ page }) => {
  await signInAsAdmin(page);
  const { id, email } = await addTeacher(page, 'Sunil Behera', 'Odia');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Signin$/);

  await claimLogin(page, { email, id, password: 'sunil-password-1' }, 'Teacher');
  await signIn(page, id, 'sunil-password-1');
  await expect(page).toHaveURL(/\/TeacherDashboard$/);
  await expect(page.getByText(id)).toBeVisible();
});

import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from './support/state';
import { insertClass, signedInTeacher } from './support/teacher';

const UNSAVED = 'You have changes that are not saved. Leave this page and lose them?';

async function fillSignIn(page: import('@playwright/test').Page) {
  await page.getByLabel('User ID').fill(E2E_ADMIN.id);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a deep link followed while signed out returns there after signing in, and a link to another site does not', async ({
  page,
  db,
}) => {
  const [pupil] = await insertClass(db, 1, 6, 'B');
  await page.goto(`/studentm?q=${encodeURIComponent(pupil.name)}`);
  await expect(page).toHaveURL(/\/Signin\?next=/);
  await fillSignIn(page);
  await expect(page).toHaveURL(
    new RegExp(`/studentm\\?q=${encodeURIComponent(pupil.name).replace(/%20/g, '(%20|\\+)')}$`),
  );
  await expect(page.getByRole('cell', { name: pupil.name, exact: true })).toBeVisible();
  await expect(page.getByLabel('Search students')).toHaveValue(pupil.name);

  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('button', { name: 'Logout' }).click();
  for (const next of ['//evil.example.org/x', '/\\evil.example.org', 'https://evil.example.org/']) {
    await page.goto(`/Signin?next=${encodeURIComponent(next)}`);
    await fillSignIn(page);
    await expect(page).toHaveURL(/\/Dashboard$/);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/Signin$/);
  }
});

test("a list's search, page and sort are in the address: reload, Back and Forward return to the same rows", async ({
  page,
  db,
}) => {
  const pupils = await insertClass(db, 30, 9, 'B');
  const tag = pupils[0].name.split(' ')[1];
  await page.goto('/Signin');
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Student Management' }).click();
  await page.getByLabel('Search students').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name/);
  // A search's first page is not counted: it says more follow; the second page counts them.
  await expect(page.getByText('25+ records · page 1 of 2+')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('cell', { name: pupils[29].name, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('30 records · page 2 of 2')).toBeVisible();
  await expect(page.getByRole('cell', { name: pupils[29].name, exact: true })).toBeVisible();
  await expect(page.getByLabel('Search students')).toHaveValue(tag);

  await page.goBack();
  await expect(page.getByText('25+ records · page 1 of 2+')).toBeVisible();
  await expect(page.getByRole('cell', { name: pupils[0].name, exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByText('30 records · page 2 of 2')).toBeVisible();
});

test('an unknown address says "Page not found" with the way home, signed out and signed in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/Signin$/);
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goto('/Nowhere/at/all');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByRole('heading', { name: 'Total Students' })).toBeVisible();
});

test('the register keeps its class on reload, and leaving it with unsaved marks asks first', async ({ page, db }) => {
  await signedInTeacher(page, db);
  const students = await insertClass(db, 3, 7, 'C');
  await page
    .getByRole('navigation', { name: 'Teacher Panel' })
    .getByRole('link', { name: 'Attendance Management' })
    .click();
  const register = page.getByRole('region', { name: 'Class register' });
  await register.getByLabel('Class').selectOption('7');
  await register.getByLabel('Section').selectOption('C');
  await expect(page).toHaveURL(/register_class=7&register_section=C/);
  await page.reload();
  await expect(register.getByLabel('Class')).toHaveValue('7');
  await expect(register.getByLabel('Section')).toHaveValue('C');

  await register
    .getByRole('group', { name: `Attendance of ${students[1].name}` })
    .getByLabel('Absent')
    .check();
  const nav = page.getByRole('navigation', { name: 'Teacher Panel' });
  await nav.getByRole('link', { name: 'Marks Entry' }).click();
  await expect(page.getByText(UNSAVED)).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/Attendancem/);
  await expect(
    register.getByRole('group', { name: `Attendance of ${students[1].name}` }).getByLabel('Absent'),
  ).toBeChecked();

  await page.goBack();
  await expect(page.getByText(UNSAVED)).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/Attendancem/);

  await nav.getByRole('link', { name: 'Marks Entry' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/Marksentry$/);
});

test('the sign-in page works before its script: drawn by the server, it posts itself and lands on the dashboard, or says the sign-in failed', async ({
  browser,
  baseURL,
}) => {
  // A phone that has not run the script yet behaves as one without scripts.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Signin?next=%2FStudentm');
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  await page.getByLabel('User ID').fill(E2E_ADMIN.id);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Signin\?failed=1&next=%2FStudentm$/);
  await page.getByLabel('User ID').fill(E2E_ADMIN.id);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Studentm$/);
  await context.close();

  // With its script, the live form takes over and says the sign-in failed.
  const live = await browser.newPage({ baseURL });
  await live.goto('/Signin?failed=1');
  await expect(live.getByText('Login failed. Please try again.')).toBeVisible();
  await live.close();
});

import type { Page } from '@playwright/test';
import { fillStudent, openScreen } from './support/admin-people';
import { claimLogin, expect, insertTeacher, signInAsAdmin, test, uniqueEmail } from './support/fixtures';
import { E2E_ADMIN } from './support/state';

// The first day of use: the keyboard, the office's first hour and a teacher's first sign-in.

/** WCAG's contrast ratio of a CSS rgb() colour against white. */
function contrastOnWhite(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return 1.05 / (luminance + 0.05);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return {
      tag: el.tagName,
      id: el.id,
      text: el.textContent?.trim(),
      outline: getComputedStyle(el).outlineColor,
      style: getComputedStyle(el).outlineStyle,
    };
  });

test('the first Tab stop of a signed-in page skips to its main content, and the focus ring stands out 3:1 on white', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/Dashboard$/);
  // Opened from a bookmark: the Tab order starts at the top of the page.
  await page.goto('/Teacherm');
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Management' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is inside the screen, not in the menu.
  await page.keyboard.press('Tab');
  const next = await focused(page);
  expect(await page.locator('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
  expect(next.style).toBe('solid');
  expect(contrastOnWhite(next.outline)).toBeGreaterThanOrEqual(3);
});

test('Escape closes the phone menu and a dialog, and focus returns to the button that opened them', async ({
  page,
  db,
}) => {
  const teacher = await insertTeacher(db, 'Rina Pradhan');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/Dashboard$/);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const link = page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Teacher Management' });
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await menu.click();
  await link.click();
  const opener = page.getByRole('button', { name: `Teaching of Rina Pradhan (${teacher.id})` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('/ takes a signed-in admin to the dashboard instead of the sign-in form, opened afresh or by Back', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('User ID').fill(E2E_ADMIN.id);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByRole('region', { name: 'Total Teachers' })).toBeVisible();
});

test('the teacher list shows who is class teacher of which section', async ({ page, db }) => {
  // 7C is no other browser test's: taking a section's class teacher over would break theirs.
  const teacher = await insertTeacher(db, 'Mira Sahu', {
    classTeacherOf: { class: 7, section: 'C' },
    subjects: [{ class: 7, section: 'C', subject: 'Odia' }],
  });
  await signInAsAdmin(page);
  await openScreen(page, 'Teacher Management');
  await page.getByLabel('Search teachers').fill(teacher.id);
  const row = page.getByRole('row').filter({ hasText: teacher.id });
  // A desk window has no room for the column beside the row's actions: it is in the row's Details.
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(
    page
      .locator('.row-details div')
      .filter({ has: page.locator('dt', { hasText: 'Class teacher of' }) })
      .locator('dd'),
  ).toHaveText('7C');
});

test("the father and mother become the first guardians on a click, and the banner names the pupil's and each guardian's ID", async ({
  page,
  db,
}) => {
  await signInAsAdmin(page);
  await openScreen(page, 'Student Management');
  const form = page.getByRole('form', { name: "Student's Details" });
  await fillStudent(form, {
    name: 'Lipi Nayak',
    dob: '2014-05-02',
    class: '3',
    section: 'A',
    father: 'Ajit Nayak',
    mother: 'Sita Nayak',
    email: uniqueEmail('lipi'),
    mobile: '9437005566',
    address: '3 Temple Road, Cuttack',
  });
  await form.getByRole('button', { name: 'Add the father and mother as guardians' }).click();
  const father = form.getByRole('group', { name: 'Guardian 1' });
  const mother = form.getByRole('group', { name: 'Guardian 2' });
  await expect(father.getByLabel('Guardian name')).toHaveValue('Ajit Nayak');
  await expect(father.getByLabel('Relation')).toHaveValue('father');
  await expect(mother.getByLabel('Guardian name')).toHaveValue('Sita Nayak');
  await expect(mother.getByLabel('Relation')).toHaveValue('mother');
  await expect(form.getByRole('button', { name: 'Add the father and mother as guardians' })).toHaveCount(0);
  await father.getByLabel('Guardian email').fill(uniqueEmail('ajit'));
  await father.getByLabel('Guardian mobile').fill('9437001111');
  await mother.getByLabel('Guardian email').fill(uniqueEmail('sita'));
  await mother.getByLabel('Guardian mobile').fill('9437002222');
  await form.getByRole('button', { name: 'Add Student' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'Student added successfully' });
  await expect(banner).toBeVisible();
  const studentId = /Student ID: (\S+?)\./.exec((await banner.textContent()) ?? '')![1];
  const { rows } = await db.query(
    `SELECT g.guardian_id, g.name FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id WHERE sg.student_id = $1 ORDER BY g.name`,
    [studentId],
  );
  expect(rows.map((r) => r.name)).toEqual(['Ajit Nayak', 'Sita Nayak']);
  for (const r of rows) await expect(banner).toContainText(`${r.guardian_id as string} (${r.name as string})`);
});

test('Sign up says which ID and email it wants, confirming fills in the User ID, and the tab titles are in normal case', async ({
  page,
  db,
}) => {
  await page.goto('/Signup');
  await expect(page.getByText('Use the ID the school gave you')).toBeVisible();
  // A guardian known by a mobile alone signs up with it (issue 32), so the hint names both.
  await expect(page.getByText('the email (or, without one, the mobile) the school has on record')).toBeVisible();

  const teacher = await insertTeacher(db, 'Gita Das');
  const password = 'gita-password-1';
  await page.goto('/ForgotPassword');
  await expect(page).toHaveTitle(/^Forgot password( - |$)/);
  await claimLogin(page, { email: teacher.email, id: teacher.id, password }, 'Teacher');
  await expect(page.getByLabel('User ID')).toHaveValue(teacher.id);
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/TeacherDashboard$/);
});

test("the confirm page's tab title is in normal case", async ({ page }) => {
  await page.goto('/ConfirmAccount?token=nothing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Confirm account( - |$)/);
});

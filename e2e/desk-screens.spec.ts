import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, insertTeacher, signInAsAdmin, test } from './support/fixtures';
import { brokenWords, fullyInWindow, headersUnderActions, heightOf } from './support/desk';

// The office's desk: a 1366 × 768 screen. The tables fit it without breaking a word, and the
// screens that change the most data (Import, Promotion) lead through their steps.
test.use({ viewport: { width: 1366, height: 768 } });

/** A form control a person can read and hit: at least this tall (the plain browser select is 19 px). */
const CONTROL_HEIGHT = 36;

// Screenshots for looking at, when asked for: E2E_SCREENSHOTS=<folder>.
test.afterEach(async ({ page }, info) => {
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots)
    await page.screenshot({
      path: path.join(shots, `desk-${info.title.slice(0, 40).replace(/\W+/g, '-')}.png`),
      fullPage: true,
    });
});

/** Signs the admin in and opens a screen by its address once the sign-in has landed. */
async function openAsAdmin(page: Page, path: string) {
  await signInAsAdmin(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto(path);
}

test('the teacher list fits a 1366 px desk: no word breaks, no header under the actions, long text whole on hover and focus', async ({
  page,
  db,
}) => {
  const tag = randomUUID().slice(0, 6);
  const name = `Bhagyashree Mohapatra Panigrahi ${tag}`;
  const email = `bhagyashree.mohapatra.panigrahi.${tag}@example-school-district.org`;
  const { rows } = await db.query(
    `INSERT INTO teachers (name, email, mobile, joining_date, subject, class, gender)
     VALUES ($1, $2, '9876543210', '2021-06-01', 'Chemistry', 10, 'Female') RETURNING teacher_id`,
    [name, email],
  );
  await openAsAdmin(page, '/Teacherm');
  const table = page.getByRole('table', { name: 'Teachers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The first page as it comes, whoever is on it.
  expect(await brokenWords(table)).toEqual([]);
  expect(await headersUnderActions(table)).toEqual([]);

  await page.getByRole('searchbox').fill(tag);
  const row = table.getByRole('row').filter({ hasText: rows[0].teacher_id });
  await expect(row).toHaveCount(1);
  expect(await brokenWords(table)).toEqual([]);
  expect(await headersUnderActions(table)).toEqual([]);
  // A long name is cut short with an ellipsis; the whole of it is its title and shows on focus.
  const cut = row.getByTitle(name);
  await expect(cut).toHaveText(name);
  expect(await cut.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await cut.focus();
  await expect(cut).toBeFocused();
  // Shown whole over the row while focused (the cell's ::after), not squeezed into the column.
  const shown = await cut.evaluate((el) => {
    const after = getComputedStyle(el.parentElement!, '::after');
    return { text: after.content, width: Number.parseFloat(after.width), column: el.parentElement!.clientWidth };
  });
  expect(shown.text).toBe(`"${name}"`);
  expect(shown.width).toBeGreaterThan(shown.column);
  // What the desk has no room for is in the row's Details, the email whole.
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(table.getByText(email, { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test('the student list fits a 1366 px desk: its Details button and every cell keep their words whole', async ({
  page,
  db,
}) => {
  const tag = randomUUID().slice(0, 6);
  await db.query(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
     VALUES ($1, '2012-03-04', 5, 'A', 'Female', 'Prakash Mohapatra', 'Sunita Mohapatra', $2, '9123456780', 'Road')`,
    [
      `Subhashree Priyadarshini Mohapatra ${tag}`,
      `subhashree.priyadarshini.mohapatra.${tag}@example-school-district.org`,
    ],
  );
  await openAsAdmin(page, '/Studentm');
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('button', { name: 'Details' }).first()).toBeVisible();
  expect(await brokenWords(table)).toEqual([]);
  expect(await headersUnderActions(table)).toEqual([]);
  await page.getByRole('searchbox').fill(tag);
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(await brokenWords(table)).toEqual([]);
  expect(await headersUnderActions(table)).toEqual([]);
});

test('the Teaching dialog shows its Save button whole on a 768 px high desk', async ({ page, db }) => {
  const subjects = ['Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi'].map((subject) => ({
    class: 6,
    section: 'A',
    subject,
  }));
  const teacher = await insertTeacher(db, `Desk Teaching ${randomUUID().slice(0, 6)}`, { subjects });
  await openAsAdmin(page, '/Teacherm');
  await page.getByRole('searchbox').fill(teacher.id);
  await page.getByRole('button', { name: new RegExp(`^Teaching of Desk Teaching .*\\(${teacher.id}\\)`) }).click();
  const dialog = page.getByRole('dialog', { name: /^Teaching of Desk Teaching/ });
  await expect(dialog.getByLabel('Subject (row 6)')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save teaching' });
  expect(await fullyInWindow(save)).toBe(true);
});

test('Import leads through its steps with labelled controls of normal size', async ({ page }) => {
  await openAsAdmin(page, '/Import');
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem')).toHaveText([/Choose the file/, /Check it/, /Import/, /Result/]);
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Choose the file/);

  const records = page.getByLabel('Records', { exact: true });
  expect(await heightOf(records)).toBeGreaterThanOrEqual(CONTROL_HEIGHT);
  await expect(page.getByLabel('Spreadsheet (CSV or .xlsx)')).toBeVisible();
  // Nothing chosen yet: Check file says what is missing instead of looking switched off.
  const check = page.getByRole('button', { name: 'Check file' });
  await expect(check).toBeEnabled();
  await check.click();
  await expect(page.getByText('Please choose a file to import.')).toBeVisible();

  const header = 'Student ID,Name,Date of Birth,Class,Section,Gender,Father Name,Mother Name,Email,Mobile,Address';
  const line = `,Desk Import,2013-05-06,4,A,Female,Hari Behera,Mina Behera,desk.${randomUUID().slice(0, 8)}@example.org,9437002211,3 Canal Road`;
  await page
    .getByLabel('Spreadsheet (CSV or .xlsx)')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\r\n${line}\r\n`) });
  await check.click();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Import/);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeEnabled();
});

test('Promotion leads through its steps and says what to do before a class is chosen', async ({ page, db }) => {
  await db.query(
    "INSERT INTO academic_years (name, starts_on, ends_on) VALUES ('E2E Desk 2095-96', '2095-04-01', '2096-03-31') ON CONFLICT DO NOTHING",
  );
  await openAsAdmin(page, '/Promotion');
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem')).toHaveText([/Choose the class/, /Check the plan/, /Confirm/, /Result/]);
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Choose the class/);
  await expect(
    page.getByText('Choose a year, class and section to see its students and what happens to each.'),
  ).toBeVisible();
  for (const name of ['Year', 'Class', 'Section'])
    expect(await heightOf(page.getByLabel(name, { exact: true }))).toBeGreaterThanOrEqual(CONTROL_HEIGHT);

  await page.getByLabel('Year', { exact: true }).selectOption({ label: 'E2E Desk 2095-96' });
  await page.getByLabel('Class', { exact: true }).selectOption('9');
  await page.getByLabel('Section', { exact: true }).selectOption('C');
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Check the plan/);
});

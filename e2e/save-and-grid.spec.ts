import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { attendanceOf, insertClass, signedInTeacher } from './support/teacher';

// A teacher's saves at a desk of 1366x768: the outcome where the pressed button is, the focus
// kept on the control, Ctrl+S, and a marks grid whose headers stay in view.

test.use({ viewport: { width: 1366, height: 768 } });
// A sign-up, a class of 25 or 30 and two saves each: generous on a shared machine.
test.describe.configure({ timeout: 120_000 });

const box = async (l: Locator) => (await l.boundingBox())!;
const teacherMenu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('link', { name }).click();

test('a register saved from the bottom bar says so beside the button, keeps focus there, and is greeted as saved, not as already taken', async ({
  page,
  db,
}) => {
  await signedInTeacher(page, db);
  // 2B is no other browser test's.
  const pupils = await insertClass(db, 30, 2, 'B');
  await teacherMenu(page, 'Attendance Management');
  const register = page.getByRole('region', { name: 'Class register' });
  await register.getByLabel('Class').selectOption('2');
  await register.getByLabel('Section').selectOption('B');
  // The field shows the school's DD/MM/YYYY; the database keeps the ISO date.
  const shown = await register.getByLabel('Date').inputValue();
  const date = shown.split('/').reverse().join('-');
  await register
    .getByRole('group', { name: `Attendance of ${pupils[4].name}` })
    .getByLabel('Absent')
    .check();

  const save = register.getByRole('button', { name: 'Save attendance' });
  await save.click();
  const outcome = register
    .getByRole('status')
    .filter({ hasText: /^Attendance saved for \d+ students of class 2 section B/ });
  await expect(outcome).toBeInViewport();
  // Beside the button, in the same bar, not at the top of the card.
  expect(Math.abs((await box(outcome)).y - (await box(save)).y)).toBeLessThan(60);
  await expect(save).toBeFocused();

  // Back at the top of the card: the register just saved is said to be saved, not "already taken... save again".
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(register.getByText(/already taken/)).toHaveCount(0);
  await expect(register.getByText(`Attendance for ${shown} is saved.`)).toBeVisible();

  // Ctrl+S saves from the keyboard, and the focus stays on the control in use.
  const next = register.getByRole('group', { name: `Attendance of ${pupils[9].name}` }).getByLabel('Absent');
  await next.check();
  await page.keyboard.press('Control+s');
  await expect.poll(async () => (await attendanceOf(db, [pupils[9]], date))[pupils[9].id]).toBe('Absent');
  await expect(outcome).toBeInViewport();
  await expect(next).toBeFocused();
});

test('the marks grid comes before the one-pupil form, keeps its subject headers in view down a class of 25, and saves with Ctrl+S', async ({
  page,
  db,
}, testInfo) => {
  await signedInTeacher(page, db);
  // 4C is no other browser test's.
  const pupils = await insertClass(db, 25, 4, 'C');
  const exam = `Unit Test ${randomUUID().slice(0, 4)}`;
  await db.query('INSERT INTO exams (name, class, subject_max) VALUES ($1, 4, 100)', [exam]);
  await teacherMenu(page, 'Marks Entry');
  const card = page.getByRole('region', { name: 'Whole class' });

  // From the top of the screen the keyboard reaches the whole-class grid first.
  await expect(card.getByLabel('Class')).toBeVisible();
  await page.locator('main').focus();
  await page.keyboard.press('Tab');
  await expect(card.getByLabel('Class')).toBeFocused();

  await card.getByLabel('Class').selectOption('4');
  await card.getByLabel('Section').selectOption('C');
  await card.getByLabel('Exam Name').selectOption(exam);
  await card.getByRole('button', { name: 'Open class' }).click();
  const cell = (subject: string, row: number) => card.getByLabel(`${subject} for ${pupils[row].name}`, { exact: true });
  await cell('Math', 0).click();
  await page.keyboard.type('81');
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowDown');
  await expect(cell('Math', 20)).toBeFocused();
  await page.keyboard.type('67');

  // Row 21: the subject headers are still in the window, above the cell, and the cell above the bar.
  // The header carries the subject's maximum too ("Math/100"), as the school set it up.
  const header = card.getByRole('columnheader', { name: /^Math\/\d+$/ });
  await page.screenshot({ path: testInfo.outputPath('grid-row-21.png') });
  await expect(header).toBeInViewport();
  const [h, c] = [await box(header), await box(cell('Math', 20))];
  expect(h.y + h.height).toBeLessThanOrEqual(c.y + 1);
  const save = card.getByRole('button', { name: 'Save all marks' });
  expect(c.y + c.height).toBeLessThanOrEqual((await box(save)).y);
  // The bottom bar (button and outcome) is slim: under 70 of the 768 px.
  const bar = save.locator('xpath=..');
  expect((await box(bar)).height).toBeLessThan(70);

  await page.keyboard.press('Control+s');
  const outcome = card
    .getByRole('status')
    .filter({ hasText: `Marks saved for 2 students of class 4 section C in ${exam}.` });
  await expect(outcome).toBeInViewport();
  await expect(cell('Math', 20)).toBeFocused();
  const { rows } = await db.query(
    'SELECT student_id, math FROM marks_records WHERE student_id = ANY($1) ORDER BY math',
    [[pupils[0].id, pupils[20].id]],
  );
  expect(rows).toEqual([
    { student_id: pupils[20].id, math: 67 },
    { student_id: pupils[0].id, math: 81 },
  ]);
});

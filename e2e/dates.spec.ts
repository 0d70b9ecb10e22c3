import { claimLogin, expect, insertStudent, insertTeacher, signIn, signInAsAdmin, test } from './support/fixtures';
import { seriousViolations } from './support/screens';
import { insertClass } from './support/teacher';

// One date format everywhere (the school's, DD/MM/YYYY by default), and month and day names in
// the reader's language, Odia included, which the browser's own date data does not cover.

// axe is put into the page as a script of its own.
test.use({ bypassCSP: true });

test('a date reads DD/MM/YYYY in the input, the table, the edit dialog and the receipt', async ({ page, db }) => {
  const student = await insertStudent(db, 'Mitali Sahoo');
  await db.query(`UPDATE students SET dob = '2015-12-04' WHERE student_id = $1`, [student.id]);
  await signInAsAdmin(page);

  await page.getByRole('link', { name: 'Fee Management' }).click();
  await page.getByLabel('Student ID').fill(student.id);
  await page.getByLabel('Amount').fill('750');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Mitali Sahoo');
  const date = page.getByLabel('Payment Date');
  await date.fill('9/9/2025');
  await date.blur();
  await expect(date).toHaveValue('09/09/2025');
  await page.getByRole('button', { name: 'Add Fee' }).click();
  await expect(page.getByText('Fee added successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: student.id });
  await expect(row).toContainText('09/09/2025');
  await expect(row).not.toContainText('2025-09-09');
  const { rows } = await db.query(`SELECT to_char(payment_date, 'YYYY-MM-DD') AS d FROM fees WHERE student_id = $1`, [
    student.id,
  ]);
  expect(rows[0].d).toBe('2025-09-09');
  await row.getByRole('link', { name: /^Receipt / }).click();
  await expect(page.getByRole('article', { name: 'Fee Receipt' })).toContainText('09/09/2025');

  // The date of birth reads the same in the list and in the edit dialog (it was 12/04 and 04/12).
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Student Management' }).click();
  await page.getByRole('searchbox').fill(student.id);
  const studentRow = page.getByRole('row').filter({ hasText: student.id });
  await studentRow.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('definition').filter({ hasText: '04/12/2015' })).toBeVisible();
  await studentRow.getByRole('button', { name: `Edit Mitali Sahoo (${student.id})` }).click();
  await expect(page.getByRole('dialog').getByLabel('Date of Birth')).toHaveValue('04/12/2015');
});

test('a teacher reading Odia types DD/MM/YYYY and picks days on a calendar named in Odia', async ({ page, db }) => {
  // Signing up, in, and an axe run of the open calendar: more than a minute on a busy machine.
  test.slow();
  await insertClass(db, 2, 6, 'B');
  const teacher = await insertTeacher(db, 'Sabita Mishra', {
    classTeacherOf: { class: 6, section: 'B' },
    subjects: [],
  });
  await claimLogin(page, { email: teacher.email, id: teacher.id, password: 'dates-pass-1' }, 'Teacher');
  // The account's language comes back at sign-in.
  await db.query(`UPDATE accounts SET language = 'or' WHERE login_id = $1`, [teacher.id]);
  await signIn(page, teacher.id, 'dates-pass-1');
  await page.waitForURL(/\/TeacherDashboard$/);
  await page.goto('/Attendancem?register_class=6&register_section=B');

  const register = page.locator('section[aria-labelledby="register-title"]');
  const field = register.getByLabel('ତାରିଖ', { exact: true });
  await field.fill('03/11/2025');
  await field.blur();
  await expect(register.getByRole('heading', { level: 2 }).filter({ hasText: '03/11/2025' })).toBeVisible();

  await register.getByRole('button', { name: /କ୍ୟାଲେଣ୍ଡରରୁ/ }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('heading', { name: 'ନଭେମ୍ବର 2025' })).toBeVisible();
  await expect(calendar.getByRole('columnheader')).toHaveText(['ରବି', 'ସୋମ', 'ମଙ୍ଗଳ', 'ବୁଧ', 'ଗୁରୁ', 'ଶୁକ୍ର', 'ଶନି']);
  await expect(calendar.getByRole('button', { name: '3 ନଭେମ୍ବର 2025, ସୋମବାର' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: '4 ନଭେମ୍ବର 2025, ମଙ୍ଗଳବାର' })).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect(calendar.getByRole('heading', { name: 'ଅକ୍ଟୋବର 2025' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(field).toHaveValue('04/10/2025');
  await expect(register.getByRole('heading', { level: 2 }).filter({ hasText: '04/10/2025' })).toBeVisible();

  // A typed date that is none is explained in Odia.
  await field.fill('31/02/2025');
  await field.blur();
  await expect(register.getByText('ସେହି ମାସରେ ଏପରି କୌଣସି ଦିନ ନାହିଁ।')).toBeVisible();
});

import { expect, test } from './support/fixtures';
import { attendanceOf, insertClass, signedInTeacher } from './support/teacher';

test('a teacher takes a class of 40 in the register with one absentee, then reopens it and corrects it', async ({
  page,
  db,
}) => {
  await signedInTeacher(page, db);
  const students = await insertClass(db, 40, 8, 'C');
  const [absentee, lateComer] = [students[6], students[21]];

  const started = Date.now();
  await page
    .getByRole('navigation', { name: 'Teacher Panel' })
    .getByRole('link', { name: 'Attendance Management' })
    .click();
  const register = page.getByRole('region', { name: 'Class register' });
  await register.getByLabel('Class').selectOption('8');
  await register.getByLabel('Section').selectOption('C');
  // The field shows DD/MM/YYYY; the database holds YYYY-MM-DD.
  const date = (await register.getByLabel('Date').inputValue()).split('/').reverse().join('-');
  await expect(register.getByText('Not taken yet for this date')).toBeVisible();
  await register
    .getByRole('group', { name: `Attendance of ${absentee.name}` })
    .getByLabel('Absent')
    .check();
  await expect(register.getByText('Absent: 1', { exact: true })).toBeVisible();
  await register.getByRole('button', { name: 'Save attendance' }).click();
  await expect(register.getByText(/^Attendance saved for \d+ students of class 8 section C/)).toBeVisible();
  console.log(`Register flow for a class of 40 (open, mark one absent, save): ${Date.now() - started} ms`);

  const saved = await attendanceOf(db, students, date);
  expect(Object.keys(saved)).toHaveLength(40);
  expect(
    Object.entries(saved)
      .filter(([, s]) => s === 'Absent')
      .map(([id]) => id),
  ).toEqual([absentee.id]);

  // Reopen the same class and day: the saved statuses come back and can be corrected.
  await page.reload();
  await register.getByLabel('Class').selectOption('8');
  await register.getByLabel('Section').selectOption('C');
  // Written in the school's date format (DD/MM/YYYY by default); the date field holds ISO.
  const shown = date.split('-').reverse().join('/');
  await expect(register.getByText(`Attendance for ${shown} was already taken`)).toBeVisible();
  const absenteeRow = register.getByRole('group', { name: `Attendance of ${absentee.name}` });
  await expect(absenteeRow.getByLabel('Absent')).toBeChecked();
  await absenteeRow.getByLabel('Present').check();
  await register
    .getByRole('group', { name: `Attendance of ${lateComer.name}` })
    .getByLabel('Absent')
    .check();
  await register.getByRole('button', { name: 'Save attendance' }).click();
  await expect(register.getByText(/^Attendance saved for/)).toBeVisible();

  const corrected = await attendanceOf(db, students, date);
  expect(Object.keys(corrected)).toHaveLength(40);
  expect(
    Object.entries(corrected)
      .filter(([, s]) => s === 'Absent')
      .map(([id]) => id),
  ).toEqual([lateComer.id]);
});

test('a teacher is offered only their own classes, starts on their class-teacher section, and sees who marked a child absent', async ({
  page,
  db,
}) => {
  const teacher = await signedInTeacher(page, db, {
    classTeacherOf: { class: 9, section: 'A' },
    subjects: [{ class: 4, section: 'B', subject: 'Odia' }],
  });
  const students = await insertClass(db, 3, 9, 'A');
  await page
    .getByRole('navigation', { name: 'Teacher Panel' })
    .getByRole('link', { name: 'Attendance Management' })
    .click();
  const register = page.getByRole('region', { name: 'Class register' });
  await expect(register.getByLabel('Class')).toHaveValue('9');
  await expect(register.getByLabel('Section')).toHaveValue('A');
  expect(await register.getByLabel('Class').locator('option').allTextContents()).toEqual(['Select class', '4', '9']);

  await register
    .getByRole('group', { name: `Attendance of ${students[1].name}` })
    .getByLabel('Absent')
    .check();
  await register.getByRole('button', { name: 'Save attendance' }).click();
  await expect(register.getByText(/^Attendance saved for \d+ students of class 9 section A/)).toBeVisible();

  await register.getByRole('button', { name: new RegExp(`^History of attendance of ${students[1].name}`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`History of attendance of ${students[1].name}`) });
  await expect(dialog.getByText(`Created by ${teacher.id}`)).toBeVisible();
  await expect(dialog.getByText('status: Absent')).toBeVisible();
  await page.screenshot({ path: 'test-results/register-history.png' });
});

test('a teacher enters a student’s marks and sees the grade', async ({ page, db }) => {
  await signedInTeacher(page, db);
  const [student] = await insertClass(db, 1, 8, 'B');
  // Exams are records an admin keeps; the form offers the class's exams.
  await db.query(`INSERT INTO exams (name, class) VALUES ('Unit Test 1', 8) ON CONFLICT DO NOTHING`);
  await page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('link', { name: 'Marks Entry' }).click();
  const form = page.getByRole('region', { name: 'Enter marks' });
  await form.getByLabel('Student ID').fill(student.id);
  await form.getByLabel('Class').selectOption('8');
  await form.getByLabel('Exam Name').selectOption('Unit Test 1');
  const marks = { Math: '95', English: '88', Physics: '90', Chemistry: '84', Odia: '0', Hindi: '79' };
  for (const [subject, value] of Object.entries(marks)) await form.getByLabel(subject, { exact: true }).fill(value);
  // 436 of 600 = 72.67%: grade B1, shown before saving by the same function the server uses.
  await expect(form.getByText('Percentage: 72.67%')).toBeVisible();
  await expect(form.getByText('B1', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Marks submitted successfully.')).toBeVisible();

  const records = page.getByRole('region', { name: 'Marks records' });
  await records.getByLabel('Search marks').fill(student.id);
  const row = records.getByRole('row', { name: new RegExp(student.id) });
  await expect(row).toContainText('Unit Test 1');
  await expect(row).toContainText('72.67%');
  await expect(row).toContainText('B1');
});

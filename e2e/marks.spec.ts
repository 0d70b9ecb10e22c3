import { randomUUID } from 'node:crypto';
import { expect, insertStudent, insertTeacher, signInAsAdmin, test } from './support/fixtures';
import { signUpAndIn } from './support/files';
import { enterMarks, teacherApi } from './support/portal';
import { insertClass, signedInTeacher } from './support/teacher';

const examOf = async (db: import('pg').Client, cls: number, subjectMax = 100) => {
  const name = `Half Yearly ${randomUUID().slice(0, 4)}`;
  await db.query('INSERT INTO exams (name, class, subject_max) VALUES ($1, $2, $3)', [name, cls, subjectMax]);
  return name;
};

test('a teacher fills the marks grid from the keyboard: arrows and Enter move, no key or wheel changes a mark', async ({
  page,
  db,
}, testInfo) => {
  await signedInTeacher(page, db);
  const [asha, bimal, chitra] = await insertClass(db, 3, 6, 'A');
  const exam = await examOf(db, 6);
  await page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('link', { name: 'Marks Entry' }).click();
  const card = page.getByRole('region', { name: 'Whole class' });
  await card.getByLabel('Class').selectOption('6');
  await card.getByLabel('Section').selectOption('A');
  await card.getByLabel('Exam Name').selectOption(exam);
  await card.getByRole('button', { name: 'Open class' }).click();
  const cell = (subject: string, name: string) => card.getByLabel(`${subject} for ${name}`, { exact: true });

  await cell('Math', asha.name).click();
  await page.keyboard.type('78');
  await page.keyboard.press('ArrowDown');
  await expect(cell('Math', bimal.name)).toBeFocused();
  await expect(cell('Math', asha.name)).toHaveValue('78');
  await page.keyboard.type('64');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown'); // a number field would have turned 78 into 77 here
  await expect(cell('Math', asha.name)).toHaveValue('78');
  await page.keyboard.press('Enter');
  await expect(cell('Math', chitra.name)).toBeFocused();
  await page.keyboard.type('AB');
  await cell('Math', bimal.name).hover();
  await page.mouse.wheel(0, 300);
  await page.mouse.wheel(0, -300);
  await expect(cell('Math', bimal.name)).toHaveValue('64');
  await cell('Math', asha.name).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(cell('English', asha.name)).toBeFocused();
  await page.keyboard.type('101');

  await card.getByRole('button', { name: 'Save all marks' }).click();
  const problems = card.getByRole('alert').filter({ hasText: 'Nothing was saved' });
  await expect(problems).toContainText(`${asha.name} (${asha.id}), English: English must be at most 100 in ${exam}.`);
  await expect(cell('English', asha.name)).toBeFocused();
  await expect(cell('English', asha.name)).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('marks-grid-error.png'), fullPage: true });

  // Unsaved marks: leaving asks first, and No keeps them.
  await page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('link', { name: 'Notice View' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave).toBeVisible();
  // The open grid's class, section and exam are in the address; No keeps all three.
  const gridAddress = /\/Marksentry\?grid_class=6&grid_section=A&grid_exam=/;
  await leave.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(gridAddress);
  await expect(cell('Math', asha.name)).toHaveValue('78');
  await page.evaluate(() => window.history.back());
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(gridAddress);
  await leave.getByRole('button', { name: 'No' }).click();
  await expect(cell('Math', asha.name)).toHaveValue('78');

  await cell('English', asha.name).fill('55');
  await card.getByRole('button', { name: 'Save all marks' }).click();
  await expect(card.getByText(`Marks saved for 3 students of class 6 section A in ${exam}.`)).toBeVisible();
  const { rows } = await db.query(
    `SELECT student_id, math, english, absent, grade FROM marks_records WHERE student_id = ANY($1) ORDER BY student_id`,
    [[asha.id, bimal.id, chitra.id]],
  );
  expect(rows).toEqual(
    [
      { student_id: asha.id, math: 78, english: 55, absent: [], grade: null },
      { student_id: bimal.id, math: 64, english: null, absent: [], grade: null },
      { student_id: chitra.id, math: null, english: null, absent: ['math'], grade: null },
    ].sort((a, b) => a.student_id.localeCompare(b.student_id)),
  );
  // Saved: leaving no longer asks.
  await page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('link', { name: 'Notice View' }).click();
  await expect(page).toHaveURL(/\/NoticeView$/);
});

test('a student sees "Result pending" until every subject is entered or absent', async ({
  page,
  db,
  baseURL,
}, testInfo) => {
  const student = await insertStudent(db, 'Mina Sahu');
  const teacher = await teacherApi(baseURL!, await insertTeacher(db, 'Gita Nayak'));
  await enterMarks(teacher, student.id, 'Unit Test 1', [60, 70, 55, 65, 80, 75]);
  await enterMarks(teacher, student.id, 'Half Yearly', [78, null, null, null, null, null]);

  await signUpAndIn(page, student);
  await expect(page).toHaveURL(/\/StudentDashboard$/);
  const latest = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: /Latest result/ });
  await expect(latest).toContainText('Result pendingHalf Yearly');
  await expect(latest).not.toContainText('Grade');

  await page.getByRole('navigation', { name: 'Student Panel' }).getByRole('link', { name: 'Exam Results' }).click();
  const pending = page.getByRole('article', { name: 'Half Yearly' });
  await expect(pending).toContainText('GradeResult pending');
  await expect(pending.getByRole('row', { name: 'Math 78 100' })).toBeVisible();
  await expect(pending.getByRole('row', { name: 'English Not entered 100' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Unit Test 1' })).toContainText('Percentage67.50%GradeB2');
  await page.screenshot({ path: testInfo.outputPath('result-pending.png'), fullPage: true });
});

test('an admin sets up an exam with its days and maximum marks, and a teacher’s marks form offers it', async ({
  page,
  db,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Exams' }).click();
  const name = `Class Test ${randomUUID().slice(0, 4)}`;
  const form = page.getByRole('form', { name: 'Exam Details' });
  await form.getByLabel('Exam Name').fill(name);
  await form.getByLabel('Class').selectOption('9');
  await form.getByLabel('First day').fill('02/02/2026');
  await form.getByLabel('Last day').fill('04/02/2026');
  await form.getByLabel('Maximum marks per subject').fill('25');
  await form.getByRole('button', { name: 'Add Exam' }).click();
  await expect(page.getByText('Exam added successfully.')).toBeVisible();
  // Six subjects of 25: a total of 150.
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(`${name}902/02/202604/02/202625150`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/Signin$/);

  await signedInTeacher(page, db);
  await page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('link', { name: 'Marks Entry' }).click();
  const marks = page.getByRole('region', { name: 'Enter marks' });
  await marks.getByLabel('Class').selectOption('9');
  await expect(marks.getByLabel('Exam Name').getByRole('option', { name: `${name} (from 02/02/2026)` })).toHaveCount(1);
});

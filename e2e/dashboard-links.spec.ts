import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { attendanceOf, insertClass, signedInTeacher } from './support/teacher';

test.use({ viewport: { width: 1366, height: 768 } });

// A teacher of two sections: class teacher of 2A (the section their screens start on) and Math
// teacher of 2C. The dashboard's links must open 2C when they name 2C, or a register taken there
// is saved for 2A and its absences mailed to 2A's parents.
const HOME = { class: 2, section: 'A' };
const OTHER = { class: 2, section: 'C', subject: 'Math' };

test('a teacher of two sections opens the second one’s register from the dashboard and saves it for that section only', async ({
  page,
  db,
}) => {
  const home = await insertClass(db, 3, HOME.class, HOME.section);
  const other = await insertClass(db, 4, OTHER.class, OTHER.section);
  await signedInTeacher(page, db, { classTeacherOf: HOME, subjects: [OTHER] });
  const { rows } = await db.query(`SELECT to_char(current_date, 'YYYY-MM-DD') AS today`);
  const today = rows[0].today as string;

  await page.getByRole('region', { name: "Today's registers" }).getByRole('link', { name: 'Class 2C' }).click();
  // Written in the school's date format (DD/MM/YYYY by default).
  const todayShown = today.split('-').reverse().join('/');
  const heading = `Class register: Class 2C, ${todayShown}`;
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  const register = page.getByRole('region', { name: heading });
  await expect(register.getByLabel('Class')).toHaveValue('2');
  await expect(register.getByLabel('Section')).toHaveValue('C');
  await expect(register.getByLabel('Date')).toHaveValue(todayShown);
  // This test's pupils are named with one tag per class: all of 2C's are listed, none of 2A's.
  const tagOf = (name: string) => name.split(' ').slice(0, 2).join(' ');
  await expect(register.getByRole('rowheader').filter({ hasText: tagOf(other[0].name) })).toHaveText(
    other.map((s) => s.name),
  );
  for (const s of home) await expect(register.getByText(s.name)).toHaveCount(0);

  const absentee = other[2];
  await register
    .getByRole('group', { name: `Attendance of ${absentee.name}` })
    .getByLabel('Absent')
    .check();
  await register.getByRole('button', { name: 'Save attendance' }).click();
  await expect(register.getByText(/^Attendance saved for \d+ students of class 2 section C/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('register-from-dashboard.png') });

  const saved = await attendanceOf(db, other, today);
  expect(Object.keys(saved).sort()).toEqual(other.map((s) => s.id).sort());
  expect(
    Object.entries(saved)
      .filter(([, status]) => status === 'Absent')
      .map(([id]) => id),
  ).toEqual([absentee.id]);
  expect(await attendanceOf(db, home, today)).toEqual({});
});

test('a teacher of two sections opens the latest exam’s grid for the second section from the dashboard', async ({
  page,
  db,
}) => {
  const home = await insertClass(db, 2, HOME.class, HOME.section);
  const other = await insertClass(db, 3, OTHER.class, OTHER.section);
  const exam = `Half Yearly ${randomUUID().slice(0, 4)}`;
  // Dated past any other exam of class 2, so it is the newest on the dashboard.
  await db.query(`INSERT INTO exams (name, class, starts_on) VALUES ($1, $2, current_date + 500)`, [exam, HOME.class]);
  await signedInTeacher(page, db, { classTeacherOf: HOME, subjects: [OTHER] });

  const exams = page.getByRole('region', { name: 'Latest exams' });
  await expect(exams.getByRole('link', { name: `${exam} (Class 2A)` })).toBeVisible();
  await exams.getByRole('link', { name: `${exam} (Class 2C)` }).click();
  await expect(page).toHaveURL(/\/Marksentry\?/);
  await expect(page.getByRole('heading', { name: `Whole class: ${exam}, Class 2C`, exact: true })).toBeVisible();
  const grid = page.getByRole('region', { name: `Whole class: ${exam}, Class 2C` });
  await expect(grid.getByLabel('Class')).toHaveValue('2');
  await expect(grid.getByLabel('Section')).toHaveValue('C');
  await expect(grid.getByLabel('Exam Name')).toHaveValue(exam);
  // The grid, below the one-student form, is brought into view at 1366x768.
  for (const s of other) await expect(grid.getByLabel(`Math for ${s.name}`, { exact: true })).toBeInViewport();
  for (const s of home) await expect(grid.getByText(s.name)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('grid-from-dashboard.png') });
});

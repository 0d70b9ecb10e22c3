import { expect, insertStudent, insertTeacher, signInAsAdmin, test } from './support/fixtures';
import { expectImageShown, pdfFile, pngFile, signUpAndIn } from './support/files';

test('an admin posts a PDF notice and an image timetable; a student sees and previews both', async ({ page, db }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Notice' }).click();
  await expect(page).toHaveURL(/\/Notice$/);

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Both title and file are required!')).toBeVisible();

  await page.getByLabel('Title').fill('Sports day on Friday');
  await page.getByLabel('File').setInputFiles(pdfFile('sports-day.pdf', 'Sports day on Friday'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Notice uploaded successfully.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sports day on Friday', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Timetable' }).click();
  // Until the Timetables screen is drawn, the Notice form (with its own Title) is still on the page.
  await expect(page.getByRole('heading', { name: 'Timetables', level: 1 })).toBeVisible();
  await page.getByLabel('Title').fill('Class 5 timetable');
  await page.getByLabel('File').setInputFiles(pngFile('class-5.png'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Timetable uploaded successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Preview Class 5 timetable' }).click();
  await expectImageShown(page, 'Class 5 timetable');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();

  const student = await insertStudent(db, 'Mira Das');
  await signUpAndIn(page, student);
  await page.getByRole('link', { name: 'Notice View' }).click();
  const notice = page.getByRole('article', { name: 'Sports day on Friday' });
  await expect(notice).toContainText('sports-day.pdf');
  const pdfLoaded = page.waitForResponse((r) => /\/api\/files\/notices\/\d+$/.test(r.url()) && r.status() === 200);
  await notice.getByRole('button', { name: 'Preview' }).click();
  const response = await pdfLoaded;
  expect(response.headers()['content-type']).toBe('application/pdf');
  await expect(notice.locator('iframe[title="Preview of Sports day on Friday"]')).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Download Sports day on Friday' })).toHaveAttribute(
    'href',
    /download=1$/,
  );

  await page.getByRole('link', { name: 'Time Table' }).click();
  const timetable = page.getByRole('article', { name: 'Class 5 timetable' });
  await timetable.getByRole('button', { name: 'Preview' }).click();
  await expectImageShown(page, 'Class 5 timetable');
});

test('a teacher sets an assignment with a PDF; a student of that class sees it, another class does not', async ({
  page,
  db,
}) => {
  const teacher = await insertTeacher(db, 'Leela Mohanty');
  const student = await insertStudent(db, 'Arjun Sahu');
  const elsewhere = await insertStudent(db, 'Other Class');
  await db.query('UPDATE students SET class = 6 WHERE student_id = $1', [elsewhere.id]);
  const title = `Fractions ${Date.now()}`;

  await signUpAndIn(page, teacher);
  await page.getByRole('link', { name: 'Assignment Management' }).click();
  await expect(page).toHaveURL(/\/Assignmentm$/);
  await page.getByRole('button', { name: 'Add Assignment' }).click();
  await expect(page.getByText('All fields are required!')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  // "Date", not the "Due date (optional)" beside it.
  await page.getByLabel('Date', { exact: true }).fill('15/09/2025');
  await page.getByLabel('Class').selectOption('5');
  await page.getByLabel('Description').fill('Exercises 1 to 10 on page 42.');
  await page.getByLabel('File').setInputFiles(pdfFile('fractions.pdf', 'Fractions worksheet'));
  await page.getByRole('button', { name: 'Add Assignment' }).click();
  await expect(page.getByText('Assignment added successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('15/09/2025');

  // Edit without a new file: the file stays.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
  await dialog.getByLabel('Description').fill('Exercises 1 to 12 on page 42.');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Assignment updated successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await signUpAndIn(page, student);
  await page.getByRole('link', { name: 'Assignment', exact: true }).click();
  await expect(page).toHaveURL(/\/Assignmentview$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Exercises 1 to 12 on page 42.');
  await expect(card).toContainText('fractions.pdf');
  await expect(card.getByRole('link', { name: `Download ${title}` })).toHaveAttribute('href', /download=1$/);
  const pdfLoaded = page.waitForResponse((r) => /\/api\/files\/assignments\/\d+$/.test(r.url()) && r.status() === 200);
  await card.getByRole('button', { name: 'Preview' }).click();
  await pdfLoaded;
  await expect(card.locator(`iframe[title="Preview of ${title}"]`)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await signUpAndIn(page, elsewhere);
  await page.getByRole('link', { name: 'Assignment', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Assignments' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

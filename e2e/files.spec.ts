import { expect, insertStudent, signInAsAdmin, test } from './support/fixtures';
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
  await expect(notice.getByRole('link', { name: 'Download Sports day on Friday' })).toHaveAttribute('href', /download=1$/);

  await page.getByRole('link', { name: 'Time Table' }).click();
  const timetable = page.getByRole('article', { name: 'Class 5 timetable' });
  await timetable.getByRole('button', { name: 'Preview' }).click();
  await expectImageShown(page, 'Class 5 timetable');
});

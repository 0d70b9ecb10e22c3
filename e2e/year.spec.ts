import { readFileSync } from 'node:fs';
import { expect, signInAsAdmin, test, uniqueEmail } from './support/fixtures';

const HEADER = 'Student ID,Name,Date of Birth,Class,Section,Gender,Father Name,Mother Name,Email,Mobile,Address';
const line = (name: string, section: string, email: string) =>
  `,${name},2013-05-06,4,${section},Female,Hari Behera,Mina Behera,${email},9437002211,3 Canal Road`;
const csv = (lines: string[]) => ({
  name: 'students.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`),
});

test('an admin imports students: sees the problems, downloads the rejected rows, fixes the file and imports it', async ({
  page,
  db,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('link', { name: 'Download template' })).toBeVisible();

  const emails = [uniqueEmail('wizard'), uniqueEmail('wizard'), uniqueEmail('wizard')];
  const lines = [
    line('Puja Behera', 'A', emails[0]),
    line('Bad Section', 'D', emails[1]),
    line('Sita Behera', 'B', emails[2]),
  ];
  const picker = page.getByLabel('Spreadsheet (CSV or .xlsx)');
  await picker.setInputFiles(csv(lines));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert')).toContainText(
    '1 problem to fix before importing (2 to add, 0 to update, 0 unchanged)',
  );
  const problems = page.getByRole('table', { name: 'Problems by row' });
  await expect(problems.getByRole('row').nth(1)).toContainText('3section');
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download rejected rows' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('students-rejected.csv');
  const rejected = readFileSync((await download.path())!, 'utf8');
  expect(rejected).toContain('"Error"');
  expect(rejected).toContain(emails[1]);
  expect(rejected).not.toContain(emails[0]);

  lines[1] = line('Good Section', 'C', emails[1]);
  await picker.setInputFiles(csv(lines));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ready to import' })).toContainText(
    '3 to add, 0 to update, 0 unchanged',
  );
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import done' })).toContainText(
    'Import done: 3 added, 0 updated, 0 unchanged.',
  );
  const { rows } = await db.query('SELECT name, section FROM students WHERE email = ANY($1) ORDER BY name', [emails]);
  expect(rows).toEqual([
    { name: 'Good Section', section: 'C' },
    { name: 'Puja Behera', section: 'A' },
    { name: 'Sita Behera', section: 'B' },
  ]);
});

// Class 3 section B is filled by no other browser test, so the roll is this test's own.
test('an admin promotes a class with one student retained, sees the counts first, and undoes it', async ({
  page,
  db,
}) => {
  await db.query(
    "INSERT INTO academic_years (name, starts_on, ends_on) VALUES ('E2E 2090-91', '2090-04-01', '2091-03-31') ON CONFLICT DO NOTHING",
  );
  const ids: string[] = [];
  for (const name of ['Anil Promoted', 'Bina Retained']) {
    const { rows } = await db.query(
      `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
       VALUES ($1, '2012-03-04', 3, 'B', 'Male', 'F', 'M', $2, '9123456780', 'Road') RETURNING student_id`,
      [name, uniqueEmail('promo')],
    );
    ids.push(rows[0].student_id);
  }
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Promotion' }).click();
  await page.getByLabel('Year', { exact: true }).selectOption({ label: 'E2E 2090-91' });
  await page.getByLabel('Class', { exact: true }).selectOption('3');
  await page.getByLabel('Section', { exact: true }).selectOption('B');
  await expect(page.getByText('Promote: 2')).toBeVisible();
  await page.getByLabel('Action for Bina Retained').selectOption('retain');
  await expect(page.getByText('Promote: 1, Retain: 1')).toBeVisible();

  await page.getByRole('button', { name: 'Apply promotion' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply promotion' });
  await expect(confirm).toContainText('Promote: 1, Retain: 1');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Class 3B promoted.')).toBeVisible();
  const places = async () =>
    (await db.query('SELECT name, class, section FROM students WHERE student_id = ANY($1) ORDER BY name', [ids])).rows;
  expect(await places()).toEqual([
    { name: 'Anil Promoted', class: 4, section: 'B' },
    { name: 'Bina Retained', class: 3, section: 'B' },
  ]);

  await page.getByRole('button', { name: 'Undo class 3B' }).click();
  await expect(page.getByText('Promotion undone.')).toBeVisible();
  expect(await places()).toEqual([
    { name: 'Anil Promoted', class: 3, section: 'B' },
    { name: 'Bina Retained', class: 3, section: 'B' },
  ]);
});

import { addTeacher, openScreen } from './support/admin-people';
import { expect, insertStudent, insertTeacher, signInAsAdmin, test } from './support/fixtures';

test('an admin records a teacher’s teaching on Teacher Management', async ({ page, db }) => {
  const holder = await insertTeacher(db, 'Mohan Das', { classTeacherOf: { class: 8, section: 'B' }, subjects: [] });
  await signInAsAdmin(page);
  const { id } = await addTeacher(page, 'Rekha Sahu', 'Physics');
  await openScreen(page, 'Teacher Management');
  await page
    .getByRole('row')
    .filter({ hasText: id })
    .getByRole('button', { name: /^Teaching of Rekha Sahu/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Teaching of Rekha Sahu/ });
  // A new teacher starts with the class and subject of their record in every section.
  await expect(dialog.getByLabel('Subject (row 3)')).toHaveValue('Physics');
  await dialog.getByRole('button', { name: 'Remove row 3' }).click();
  // A section has one class teacher: the editor says who holds 8B.
  await dialog.getByLabel('Class teacher of').selectOption({ label: 'Class 8 section B' });
  await dialog.getByRole('button', { name: 'Save teaching' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `Class 8B already has a class teacher: Mohan Das (${holder.id}). Change their teaching first.`,
  );
  await dialog.getByLabel('Class teacher of').selectOption({ label: 'Class 8 section C' });
  await page.screenshot({ path: 'test-results/teaching-editor.png' });
  await dialog.getByRole('button', { name: 'Save teaching' }).click();
  await expect(page.getByText('Teaching saved.')).toBeVisible();
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM teaching_subjects s WHERE s.teacher_id = t.id)::int AS subjects, c.class, c.section
     FROM teachers t LEFT JOIN class_teachers c ON c.teacher_id = t.id WHERE t.teacher_id = $1`,
    [id],
  );
  expect(rows).toEqual([{ subjects: 2, class: 8, section: 'C' }]);
});

test('an admin sees who deleted a fee payment and restores it', async ({ page, db }) => {
  const student = await insertStudent(db, 'Mitali Behera');
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Fee Management' }).click();
  await page.getByLabel('Student ID').fill(student.id);
  await page.getByLabel('Amount').fill('2100');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Mitali Behera');
  await page.getByLabel('Payment Mode').selectOption('Cash');
  await page.getByLabel('Payment Date').fill('01/07/2025');
  await page.getByRole('button', { name: 'Add Fee' }).click();
  await expect(page.getByText('Fee added successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: student.id });
  const receiptNo = (await row.getByRole('cell').nth(7).textContent())!;

  await row.getByRole('button', { name: `Delete fee ${receiptNo}` }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveCount(0);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Deleted records' }).click();
  await page.getByLabel('Records', { exact: true }).selectOption('fees');
  const deleted = page.getByRole('listitem').filter({ hasText: `receipt ${receiptNo}` });
  await expect(deleted).toContainText('deleted by');
  await deleted.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Record restored.')).toBeVisible();
  await expect(deleted).toHaveCount(0);

  await page.getByRole('link', { name: 'Fee Management' }).click();
  const back = page.getByRole('row').filter({ hasText: receiptNo });
  await expect(back).toContainText('₹2,100.00');
  await back.getByRole('button', { name: `History of fee ${receiptNo}` }).click();
  const history = page.getByRole('dialog', { name: `History of fee ${receiptNo}` });
  await expect(history.getByText(/^Created by/)).toHaveCount(2);
  await expect(history.getByText(/^Deleted by/)).toHaveCount(1);
});

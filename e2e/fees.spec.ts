import { expect, insertStudent, signInAsAdmin, test } from './support/fixtures';

test('an admin records a fee through the Student ID lookup and opens the printable receipt', async ({ page, db }) => {
  const student = await insertStudent(db, 'Kiran Patnaik');
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Fee Management' }).click();
  await expect(page).toHaveURL(/\/Fee$/);

  const studentId = page.getByLabel('Student ID');
  await studentId.focus();
  await page.getByLabel('Amount').focus();
  await expect(page.getByText('Please enter a valid Student ID')).toBeVisible();

  await studentId.fill('S99999999');
  await page.getByLabel('Amount').focus();
  await expect(page.getByText('Student not found!')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  await studentId.fill(student.id.toLowerCase());
  await page.getByLabel('Amount').focus();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kiran Patnaik');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue('5');

  await page.getByLabel('Amount').fill('1234.5');
  await page.getByLabel('Payment Mode').selectOption('Online');
  await page.getByLabel('Payment Date').fill('02/06/2025');
  await page.getByRole('button', { name: 'Add Fee' }).click();
  await expect(page.getByText('Fee added successfully.')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: student.id });
  await expect(row).toContainText('₹1,234.50');
  await expect(row).toContainText('Online');
  const receiptNo = (await row.getByRole('cell').nth(7).textContent())!;
  expect(receiptNo).toMatch(/^R\d{6,}$/);
  await expect(page.getByRole('region', { name: /Collected/ })).toContainText('June 2025');

  await row.getByRole('link', { name: `Receipt ${receiptNo}` }).click();
  await expect(page).toHaveURL(/\/FeeReceipt\/\d+$/);
  const receipt = page.getByRole('article', { name: 'Fee Receipt' });
  await expect(receipt).toContainText(receiptNo);
  await expect(receipt).toContainText(`Kiran Patnaik (${student.id})`);
  await expect(receipt).toContainText('₹1,234.50');
  await expect(receipt).toContainText('Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only');
  await expect(receipt).toContainText('Online');
  await expect(receipt).toContainText('02/06/2025');
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();

  // On paper only the receipt is left: no sidebar, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt).toBeVisible();
});

import type pg from 'pg';
import type { Page } from '@playwright/test';
import { addStudentWithGuardian, openScreen } from './support/admin-people';
import {
  claimLogin,
  expect,
  insertMarks,
  insertStudent,
  signIn,
  signInAsAdmin,
  test,
  uniqueEmail,
} from './support/fixtures';

/** A child with one exam's marks and one fee payment on file. */
async function childWithRecords(db: pg.Client, name: string, exam: string, amount: number) {
  const child = await insertStudent(db, name);
  await insertMarks(db, child.id, exam, [90, 80, 70, 60, 50, 40], { obtained: 390, percentage: 65, grade: 'B2' });
  const { rows } = await db.query(
    `INSERT INTO fees (student_id, name, class, amount, payment_mode, payment_date, receipt_no)
     VALUES ($1, $2, 5, $3, 'Online', '2026-04-02', padded_code('R', nextval('fee_receipt_seq'), 6)) RETURNING receipt_no`,
    [child.id, name, amount],
  );
  return { ...child, receipt: rows[0].receipt_no as string };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a parent claims the login from the mailed link, switches between two children, and opens a report card and a fee receipt on a phone', async ({
    page,
    db,
  }) => {
    const elder = await childWithRecords(db, 'Isha Mohanty', 'Half Yearly', 2750);
    const younger = await childWithRecords(db, 'Kabir Mohanty', 'Unit Test 1', 1900);
    const email = uniqueEmail('parent');
    const { rows } = await db.query(
      `INSERT INTO guardians (name, email, mobile, notify) VALUES ('Sanjay Mohanty', $1, $2, true) RETURNING id, guardian_id`,
      [email, `8${Date.now() % 1e9}`.padEnd(10, '0')],
    );
    for (const child of [elder, younger])
      await db.query(`INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, 'father')`, [
        child.id,
        rows[0].id,
      ]);
    const parentId = rows[0].guardian_id as string;

    await claimLogin(page, { email, id: parentId, password: 'sanjay-password-1' }, 'Parent');
    await signIn(page, parentId, 'sanjay-password-1');
    await expect(page).toHaveURL(/\/ParentDashboard$/);
    await expect(page.getByRole('heading', { name: 'Parent Dashboard' })).toBeVisible();
    await noSidewaysScroll(page);

    const child = page.getByLabel('Child');
    await expect(child).toHaveValue(elder.id);
    // On a phone the menu is folded behind its Menu button.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Parent Panel' }).getByRole('link', { name: 'Exam Results' }).click();
    await expect(page.getByRole('article', { name: 'Half Yearly' })).toContainText('Isha Mohanty');

    await child.selectOption(younger.id);
    const card = page.getByRole('article', { name: 'Unit Test 1' });
    await expect(card).toContainText('Kabir Mohanty');
    await expect(card).toContainText('Report Card');
    await expect(page.getByRole('article', { name: 'Half Yearly' })).toHaveCount(0);
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Parent Panel' }).getByRole('link', { name: 'Fees' }).click();
    await page.getByRole('link', { name: `View receipt ${younger.receipt}` }).click();
    const receipt = page.getByRole('article', { name: 'Fee Receipt' });
    await expect(receipt).toContainText('Kabir Mohanty');
    await expect(receipt).toContainText('₹1,900.00');
    await expect(receipt).toContainText(younger.receipt);
    await noSidewaysScroll(page);

    // The elder child's payments are one switch away; the younger's receipt is not among them.
    await page.getByRole('link', { name: '← Back to fees' }).click();
    await child.selectOption(elder.id);
    await expect(page.getByRole('link', { name: `View receipt ${elder.receipt}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `View receipt ${younger.receipt}` })).toHaveCount(0);
  });
});

test("an admin enters a mother on Student Management, and her second child's form links the same guardian", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openScreen(page, 'Student Management');
  const mother = { name: 'Rina Das', email: uniqueEmail('rina'), mobile: `7${String(Date.now()).slice(-9)}` };
  const first = await addStudentWithGuardian(page, 'Rohan Das', mother);
  const firstCard = await guardianInEditDialog(page, first);
  await expect(firstCard.getByLabel('Guardian name')).toHaveValue('Rina Das');
  const guardianId = /P\d{5}/.exec((await firstCard.textContent()) ?? '')![0];
  await page.getByRole('dialog', { name: 'Edit Student' }).getByRole('button', { name: 'Close' }).click();

  const second = await addStudentWithGuardian(page, 'Riya Das', { ...mother, email: mother.email.toUpperCase() });
  const secondCard = await guardianInEditDialog(page, second);
  await expect(secondCard).toContainText(`Guardian ID ${guardianId}`);
  await expect(secondCard.getByLabel('Guardian name')).toHaveValue('Rina Das');
});

/** The first guardian card of a student's edit dialog (the table's rows carry no guardians; the dialog loads the record). */
async function guardianInEditDialog(page: Page, studentId: string) {
  await page.getByLabel('Search students').fill(studentId);
  // The search's answer redraws the table: an Edit clicked on the rows before it opens a dialog that the redraw closes.
  await expect(page.getByText(/^1 record · page 1 of 1$/)).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: studentId })
    .getByRole('button', { name: /^Edit / })
    .click();
  return page.getByRole('dialog', { name: 'Edit Student' }).getByRole('group', { name: 'Guardian 1' });
}

import type pg from 'pg';
import { FAMILY_PASSWORD } from './support/family-login';
import { feePupil, forgetFeeYear, shown, twoHalves, yearDays } from './support/fee-year';
import { expect, signIn, signInAsAdmin, test, uniqueEmail } from './support/fixtures';
import { adminApi, teacherApi } from './support/portal';

// The fee office at a desk and a family on a phone (issue 34). Class 1 is this file's alone: its
// structure charges every pupil of the class, and no other browser test keeps pupils there.
const CLASS = 1;

test.afterAll(forgetFeeYear);

const pupil = async (db: pg.Client, name: string, section: string, since: string) =>
  (await feePupil(db, name, CLASS, section, since)).id;

/** Tuition of ₹3,000 in two halves, the year's first and last days. */
const structure = (days: { first: string; last: string }) => twoHalves(CLASS, days, 3000);

test('the office sets a class fee structure, takes a payment against a chosen instalment, prints its receipt and finds the pupil among the defaulters', async ({
  page,
  db,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const days = await yearDays(baseURL!);
  const id = await pupil(db, 'Mitali Sahu', 'A', days.first);
  await signInAsAdmin(page);

  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Fee Structures' }).click();
  await page.getByLabel('Class', { exact: true }).selectOption(String(CLASS));
  const form = page.getByRole('form', { name: `Fee structure of class ${CLASS}` });
  await expect(form.getByLabel('Due date 1')).toBeVisible();
  if (!(await form.getByLabel('Due date 2').count()))
    await form.getByRole('button', { name: 'Add instalment' }).click();
  await form.getByLabel('Fee head', { exact: true }).fill('Tuition');
  await form.getByLabel('Amount', { exact: true }).fill('3000');
  await form.getByLabel('Due date 1').fill(shown(days.first));
  await form.getByLabel('Instalment 1 amount').fill('1000');
  await form.getByLabel('Due date 2').fill(shown(days.last));
  await form.getByLabel('Instalment 2 amount').fill('1500');
  await form.getByRole('button', { name: 'Save structure' }).click();
  await expect(
    form.getByText('The instalments of Tuition add up to 2500.00, not to its amount 3000.00.'),
  ).toBeVisible();
  await form.getByLabel('Instalment 1 amount').fill('1500');
  await form.getByRole('button', { name: 'Save structure' }).click();
  await expect(page.getByText('Fee structure saved.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Fee Management' }).click();
  await page.getByLabel('Student ID').fill(id);
  await page.getByLabel('Amount').focus();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Mitali Sahu');
  const dues = page.getByRole('region', { name: 'Dues' });
  // The first instalment is overdue, and the second too once the year has ended.
  await expect(dues).toContainText(`Balance ₹3,000.00 · Overdue ${days.ended ? '₹3,000.00' : '₹1,500.00'}`);
  await expect(dues.getByText('the payment pays the oldest first')).toBeVisible();
  // The office pays the later instalment; the amount follows what is ticked.
  await dues.getByRole('checkbox', { name: `Pay Tuition due ${shown(days.last)}` }).check();
  await expect(page.getByLabel('Amount')).toHaveValue('1500.00');
  await page.getByRole('button', { name: 'Add Fee' }).click();
  await expect(page.getByText('Fee added successfully.')).toBeVisible();

  await page.getByRole('link', { name: /^Print receipt / }).click();
  const receipt = page.getByRole('article', { name: 'Fee Receipt' });
  await expect(receipt).toContainText(`Mitali Sahu (${id})`);
  const paidFor = receipt.getByRole('table', { name: 'Paid for' });
  await expect(paidFor.getByRole('row')).toHaveCount(1);
  await expect(paidFor).toContainText(`Tuition`);
  await expect(paidFor).toContainText(`due ${shown(days.last)}`);
  await expect(paidFor).toContainText('₹1,500.00');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(paidFor).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The first instalment is still owed, long past its date.
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Fee Defaulters' }).click();
  await page.getByLabel('Class', { exact: true }).selectOption(String(CLASS));
  await page.getByLabel('Section', { exact: true }).selectOption('A');
  const row = page.getByRole('row').filter({ hasText: id });
  await expect(row).toContainText('Mitali Sahu');
  await expect(row).toContainText('₹1,500.00');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /defaulters\.csv\?class=1&section=A$/,
  );
  const csv = await page.request.get((await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!);
  expect(await csv.text()).toContain(`"${id}","Mitali Sahu","1","A","1500.00"`);
  await page.getByRole('button', { name: 'Send reminders' }).click();
  await expect(page.getByText(/^Reminders queued: \d+ \(pupils owing: \d+\)\.$/)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Send reminders' })).toBeHidden();
  await expect(row).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Dashboard' }).click();
  const counter = page.getByRole('region', { name: 'Fees at the counter' });
  await expect(counter).toContainText('Collected today');
  await expect(counter.getByRole('row', { name: /^Class 1 / })).toBeVisible();
});

test('a parent sees the child’s dues, what is overdue and the next due date on a phone', async ({
  page,
  db,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const days = await yearDays(baseURL!);
  const child = await pupil(db, 'Anisha Nayak', 'B', days.first);
  const email = uniqueEmail('guardian');
  const g = await db.query(
    `INSERT INTO guardians (name, email, mobile, notify) VALUES ('Manas Nayak', $1, $2, true) RETURNING id, guardian_id`,
    [email, `7${Date.now() % 1e9}`.padEnd(10, '0')],
  );
  await db.query(`INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, 'father')`, [
    child,
    g.rows[0].id,
  ]);
  const guardian = g.rows[0].guardian_id as string;
  await (await teacherApi(baseURL!, { id: guardian, email }, FAMILY_PASSWORD)).dispose();
  // The same structure the office saves above: setting it again charges the new pupil, and changes nothing else.
  const admin = await adminApi(baseURL!);
  expect((await admin.put('/api/admin/fee-structures', { data: structure(days) })).status()).toBe(200);
  await admin.dispose();

  await signIn(page, guardian, FAMILY_PASSWORD);
  await expect(page).toHaveURL(/\/ParentDashboard$/);
  await page.goto('/ParentFees');
  const dues = page.getByRole('region', { name: 'Dues' });
  await expect(dues.getByRole('definition').first()).toHaveText('₹3,000.00');
  await expect(dues).toContainText(days.ended ? /Overdue\s*₹3,000\.00/ : /Overdue\s*₹1,500\.00/);
  await expect(dues).toContainText(days.ended ? 'Nothing more is due.' : `Next due: ₹1,500.00 on ${shown(days.last)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

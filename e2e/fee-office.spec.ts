import pg from 'pg';
import type { AcademicYear } from '@contracts/years';
import { FAMILY_PASSWORD } from './support/family-login';
import { expect, signIn, signInAsAdmin, test, uniqueEmail } from './support/fixtures';
import { adminApi, teacherApi } from './support/portal';
import { e2eState } from './support/state';

// The fee office at a desk and a family on a phone (issue 34). Class 1 is this file's alone: its
// structure charges every pupil of the class, and no other browser test keeps pupils there.
const CLASS = 1;

const YEAR = { name: 'E2E Fees 2024-25', starts_on: '2024-04-01', ends_on: '2025-03-31' };
const day = (d: string) => d.slice(0, 10);

/**
 * The current school year's first and last days (fee structures belong to it). The browser tests'
 * database has none: the office makes a past year current on the Years screen's API, as a year
 * holding today would take the exams other tests enter marks for into it.
 */
async function yearDays(baseURL: string) {
  const admin = await adminApi(baseURL);
  try {
    const years = (await (await admin.get('/api/years')).json()) as AcademicYear[];
    let current = years.find((y) => y.is_current);
    if (!current) {
      // Made current again for a test that runs after this file's afterAll (a worker started afresh).
      const ours = years.find((y) => y.name === YEAR.name);
      const data = { ...YEAR, current: true };
      const res = ours
        ? await admin.put(`/api/admin/years/${ours.id}`, { data })
        : await admin.post('/api/admin/years', { data });
      expect(res.ok(), await res.text()).toBe(true);
      current = ((await res.json()) as { year: AcademicYear }).year;
    }
    const [first, last] = [day(current.starts_on), day(current.ends_on)];
    return { first, last, ended: last < new Date().toISOString().slice(0, 10) };
  } finally {
    await admin.dispose();
  }
}
const shown = (iso: string) => iso.split('-').reverse().join('/');

// The other browser tests run with no current year (their exams and fee lists read every date):
// the year made current here is current no longer once this file is done. The app has no "no
// current year" to switch to (a school always has one), so this one step is the database's.
test.afterAll(async () => {
  const db = new pg.Client({ connectionString: e2eState().databaseUrl });
  await db.connect();
  await db.query('UPDATE academic_years SET is_current = false WHERE name = $1', [YEAR.name]);
  await db.end();
});

/** A pupil of class 1 on the roll since the year began (so charged the whole year, not from joining). */
async function pupil(db: pg.Client, name: string, section: string, since: string) {
  const { rows } = await db.query(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address, created_at)
     VALUES ($1, '2019-03-04', $2, $3, 'Female', 'F', 'M', $4, '9123456780', 'Road', $5) RETURNING student_id`,
    [name, CLASS, section, uniqueEmail('pupil'), since],
  );
  return rows[0].student_id as string;
}

/** Tuition of ₹3,000 in two halves, the year's first and last days: what the office types on the screen. */
const structure = (days: { first: string; last: string }) => ({
  class: CLASS,
  heads: [
    {
      head: 'Tuition',
      amount: '3000.00',
      instalments: [
        { due_date: days.first, amount: '1500.00' },
        { due_date: days.last, amount: '1500.00' },
      ],
    },
  ],
});

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

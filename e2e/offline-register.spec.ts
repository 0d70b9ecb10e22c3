import type { Page } from '@playwright/test';
import type pg from 'pg';
import { expect, test } from './support/fixtures';
import { attendanceOf, type ClassStudent, insertClass, signedInTeacher } from './support/teacher';

// The teacher's register with no connection (docs/offline-register.md).

/** How many history entries each pupil's attendance row of that day has. */
async function historyCounts(db: pg.Client, students: ClassStudent[], date: string): Promise<number[]> {
  const { rows } = await db.query(
    `SELECT count(h.id)::int AS n FROM attendance a LEFT JOIN history h ON h.table_name = 'attendance' AND h.record_id = a.id
     WHERE a.student_id = ANY($1) AND a.attendance_date = $2 GROUP BY a.id`,
    [students.map((s) => s.id), date],
  );
  return rows.map((r: { n: number }) => r.n);
}

/** The app's IndexedDB databases and the Cache Storage entries holding API answers, on this page's origin. */
const keptOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((d) => d.name);
    const answers: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys())
        if (new URL(req.url).pathname.startsWith('/api/')) answers.push(req.url);
    return { databases, answers };
  });

async function openRegister(page: Page, cls: number, section: string) {
  await page
    .getByRole('navigation', { name: 'Teacher Panel' })
    .getByRole('link', { name: 'Attendance Management' })
    .click();
  const register = page.getByRole('region', { name: 'Class register' });
  await register.getByLabel('Class').selectOption(String(cls));
  await register.getByLabel('Section').selectOption(section);
  await expect(register.getByText('Not taken yet for this date')).toBeVisible();
  const date = (await register.getByLabel('Date').inputValue()).split('/').reverse().join('-');
  return { register, date };
}

test.describe('with no service worker: the page keeps the save', () => {
  // setOffline does not cut a service worker's own fetches (microsoft/playwright#2311); without
  // one, every request of the page fails offline and the page-level queue is what is tested.
  test.use({ serviceWorkers: 'block' });

  test('a register saved offline is kept on this laptop, sent once when the connection returns, and signing out forgets it', async ({
    page,
    context,
    db,
  }) => {
    await signedInTeacher(page, db);
    // 10A: a section no other browser test takes a register of (5A has the portal's pupils).
    const students = await insertClass(db, 3, 10, 'A');
    const { register, date } = await openRegister(page, 10, 'A');

    await context.setOffline(true);
    await expect(page.getByRole('status').getByText('Offline', { exact: true })).toBeVisible();
    await register
      .getByRole('group', { name: `Attendance of ${students[1].name}` })
      .getByLabel('Absent')
      .check();
    await register.getByRole('button', { name: 'Save attendance' }).click();
    await expect(
      register.getByText('Saved on this laptop, 1 to send. It is sent by itself when the connection returns.'),
    ).toBeVisible();
    await expect(page.getByRole('status').getByText('1 to send', { exact: true })).toBeVisible();
    expect(await attendanceOf(db, students, date)).toEqual({});

    await context.setOffline(false);
    await expect(page.getByRole('status').getByText('Online', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').getByText('1 to send', { exact: true })).toBeHidden();
    await expect.poll(async () => Object.keys(await attendanceOf(db, students, date)).length).toBe(3);
    const saved = await attendanceOf(db, students, date);
    expect(
      Object.entries(saved)
        .filter(([, s]) => s === 'Absent')
        .map(([id]) => id),
    ).toEqual([students[1].id]);
    expect(await historyCounts(db, students, date)).toEqual([1, 1, 1]);

    await page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/Signin\b/);
    await expect.poll(async () => (await keptOnDevice(page)).databases).not.toContain('school-offline');
  });

  test('a pupil marked elsewhere while the teacher was offline: the sync shows both values and saves the teacher’s choice', async ({
    page,
    context,
    db,
  }) => {
    await signedInTeacher(page, db);
    const students = await insertClass(db, 2, 5, 'C');
    const { register, date } = await openRegister(page, 5, 'C');
    const [pupil] = students;

    await context.setOffline(true);
    await register
      .getByRole('group', { name: `Attendance of ${pupil.name}` })
      .getByLabel('Absent')
      .check();
    await register.getByRole('button', { name: 'Save attendance' }).click();
    await expect(register.getByText(/^Saved on this laptop, 1 to send/)).toBeVisible();
    // Meanwhile the office marks the same pupil present (written straight into the school's database).
    await db.query(
      `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status) VALUES ($1, $2, 5, 'C', $3, 'Present')`,
      [pupil.id, pupil.name, date],
    );

    await context.setOffline(false);
    const status = page.getByRole('status').filter({ hasText: 'Online' });
    const conflict = status.getByRole('group', { name: pupil.name });
    await expect(conflict.getByLabel('Yours: Absent')).toBeChecked();
    await expect(conflict.getByLabel('On the server: Present')).toBeVisible();
    expect(await attendanceOf(db, students, date)).toEqual({ [pupil.id]: 'Present' });

    await status.getByRole('button', { name: 'Send my choice' }).click();
    await expect
      .poll(() => attendanceOf(db, students, date))
      .toEqual({ [pupil.id]: 'Absent', [students[1].id]: 'Present' });
    await expect(conflict).toBeHidden();
  });
});

test('the service worker keeps a signed-in teacher’s answers, and signing out leaves none of them on the device', async ({
  page,
  db,
}) => {
  await signedInTeacher(page, db);
  const students = await insertClass(db, 2, 5, 'B');
  const { register } = await openRegister(page, 5, 'B');
  // Once the worker has taken the page (and kept the session check), what the register reads is kept.
  await expect(async () => {
    await page.reload();
    await expect(register.getByText('Not taken yet for this date')).toBeVisible();
    expect((await keptOnDevice(page)).answers.some((url) => url.includes('/api/attendance/register'))).toBe(true);
  }).toPass({ timeout: 120_000 });

  // Online, a read after a write comes from the server, not from what the worker kept.
  await register
    .getByRole('group', { name: `Attendance of ${students[0].name}` })
    .getByLabel('Absent')
    .check();
  await register.getByRole('button', { name: 'Save attendance' }).click();
  await expect(register.getByText(/^Attendance saved for \d+ students of class 5 section B/)).toBeVisible();
  await page.reload();
  await expect(register.getByText(/was already taken/)).toBeVisible();
  await expect(
    register.getByRole('group', { name: `Attendance of ${students[0].name}` }).getByLabel('Absent'),
  ).toBeChecked();

  await page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Signin$/);
  await expect
    .poll(() => keptOnDevice(page))
    .toEqual({ databases: expect.not.arrayContaining(['school-offline']), answers: [] });
});

import type { BrowserContext } from '@playwright/test';
import type pg from 'pg';
import { expect, test } from './support/fixtures';
import { keptOnDevice, openRegister, registerKept } from './support/offline-register';
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

test.describe('with no service worker: the page keeps the save', () => {
  // Without a worker every request of the page fails offline: the page-level queue alone is
  // what is tested here. The reload offline, with the worker, is the last test of this file.
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

  test('a register corrected offline: both saves are kept, land in the order made, and the correction is not taken for a change made elsewhere', async ({
    page,
    context,
    db,
  }) => {
    await signedInTeacher(page, db);
    // 9C: a section no other browser test takes a register of (the reload test below takes 10B's).
    const students = await insertClass(db, 3, 9, 'C');
    const { register, date } = await openRegister(page, 9, 'C');
    const mark = (pupil: ClassStudent, status: 'Absent' | 'Present') =>
      register
        .getByRole('group', { name: `Attendance of ${pupil.name}` })
        .getByLabel(status)
        .check();

    await context.setOffline(true);
    await mark(students[0], 'Absent');
    await register.getByRole('button', { name: 'Save attendance' }).click();
    await expect(register.getByText(/^Saved on this laptop, 1 to send/)).toBeVisible();
    await mark(students[0], 'Present');
    await mark(students[1], 'Absent');
    await register.getByRole('button', { name: 'Save attendance' }).click();
    await expect(page.getByRole('status').getByText('2 to send', { exact: true })).toBeVisible();

    await context.setOffline(false);
    await expect
      .poll(() => attendanceOf(db, students, date))
      .toEqual({ [students[0].id]: 'Present', [students[1].id]: 'Absent', [students[2].id]: 'Present' });
    await expect(page.getByRole('status').getByText('2 to send', { exact: true })).toBeHidden();
    await expect(page.getByRole('status').getByText('1 to send', { exact: true })).toBeHidden();
    // The teacher's own first save is not shown as another's change to choose from.
    await expect(page.getByRole('button', { name: 'Send my choice' })).toBeHidden();
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
  // Room for the worker to take the page (up to 2 minutes below) on a loaded machine.
  test.setTimeout(240_000);
  await signedInTeacher(page, db);
  const students = await insertClass(db, 2, 5, 'B');
  const { register } = await openRegister(page, 5, 'B');
  await registerKept(page, register);

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

/** Whether the service worker's own fetch reaches the server: it does not while the connection is cut. */
const workerReaches = (context: BrowserContext) =>
  context.serviceWorkers()[0].evaluate(() =>
    fetch('/api/login/status', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );

test('a register saved offline survives a reload with no connection (the app and the roster from the service worker) and arrives once when the connection returns', async ({
  page,
  context,
  db,
}) => {
  test.setTimeout(240_000);
  await signedInTeacher(page, db);
  // 10B: a section no other browser test uses.
  const students = await insertClass(db, 3, 10, 'B');
  const { register, date } = await openRegister(page, 10, 'B');
  await registerKept(page, register);

  // The connection drops mid-register: for the page and for the worker's own fetches alike.
  await register
    .getByRole('group', { name: `Attendance of ${students[0].name}` })
    .getByLabel('Absent')
    .check();
  expect(await workerReaches(context)).toBe(true);
  // Playwright 1.65 takes the worker's own requests into the context's network (the gap of
  // microsoft/playwright#2311 is closed): setOffline cuts them too, as the check shows.
  await context.setOffline(true);
  expect(await workerReaches(context)).toBe(false);
  await register.getByRole('button', { name: 'Save attendance' }).click();
  await expect(register.getByText(/^Saved on this laptop, 1 to send/)).toBeVisible();

  // Reloaded with no connection: the page comes from the precache, the session, the teacher's
  // screens and the roster from the kept answers, and the save waits in IndexedDB.
  await page.reload();
  await expect(page.getByRole('status').getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('1 to send', { exact: true })).toBeVisible();
  await expect(register.getByRole('group', { name: `Attendance of ${students[2].name}` })).toBeVisible();
  expect(await attendanceOf(db, students, date)).toEqual({});

  await context.setOffline(false);
  await expect(page.getByRole('status').getByText('1 to send', { exact: true })).toBeHidden();
  await expect.poll(async () => Object.keys(await attendanceOf(db, students, date)).length).toBe(3);
  expect(await attendanceOf(db, students, date)).toEqual({
    [students[0].id]: 'Absent',
    [students[1].id]: 'Present',
    [students[2].id]: 'Present',
  });
  // Once: one write per pupil in history, and a reload sends nothing again.
  await page.reload();
  await expect(register.getByText(/was already taken/)).toBeVisible();
  expect(await historyCounts(db, students, date)).toEqual([1, 1, 1]);
});

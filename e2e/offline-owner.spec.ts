import { expect, signIn, test } from './support/fixtures';
import { openRegister } from './support/offline-register';
import { attendanceOf, insertClass, signedInTeacher, TEACHER_PASSWORD } from './support/teacher';

// A teacher's saves kept on a shared laptop are theirs (docs/offline-register.md): a session
// that ends without a sign-out leaves them waiting for that teacher, not sent under the next one.
test.use({ serviceWorkers: 'block' });

test('a register kept offline by one teacher is not sent under the next teacher who signs in on the laptop, and goes when its teacher is back', async ({
  page,
  context,
  db,
}) => {
  test.setTimeout(180_000);
  const first = await signedInTeacher(page, db);
  // 8A: a section no other browser test takes a register of.
  const students = await insertClass(db, 2, 8, 'A');
  const { register, date } = await openRegister(page, 8, 'A');
  await context.setOffline(true);
  await register
    .getByRole('group', { name: `Attendance of ${students[1].name}` })
    .getByLabel('Absent')
    .check();
  await register.getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByRole('status').getByText('1 to send', { exact: true })).toBeVisible();

  // The first teacher's session ends without a sign-out (it expired); the connection returns.
  await context.clearCookies();
  await context.setOffline(false);
  await expect(page.getByRole('status').getByText('Online', { exact: true })).toBeVisible();

  // The next teacher, who teaches every section too, signs in on the same laptop.
  await signedInTeacher(page, db);
  await expect(page.getByRole('status').getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('1 to send', { exact: true })).toBeHidden();
  // Longer than the queue's first retries (1 s, 2 s): nothing of the first teacher's arrives.
  await page.waitForTimeout(4_000);
  expect(await attendanceOf(db, students, date)).toEqual({});

  // The first teacher signs in again on the laptop (the second's session over): the save goes, as theirs.
  await context.clearCookies();
  await signIn(page, first.id, TEACHER_PASSWORD);
  await page.waitForURL(/\/TeacherDashboard$/);
  await expect.poll(async () => Object.keys(await attendanceOf(db, students, date)).length).toBe(2);
  const { rows } = await db.query(
    `SELECT DISTINCT c.login_id FROM attendance a JOIN accounts c ON c.id = a.marked_by
     WHERE a.student_id = ANY($1) AND a.attendance_date = $2`,
    [students.map((s) => s.id), date],
  );
  expect(rows.map((r: { login_id: string }) => r.login_id.toLowerCase())).toEqual([first.id.toLowerCase()]);
});

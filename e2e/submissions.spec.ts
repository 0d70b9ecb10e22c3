import { expect, insertStudent, test } from './support/fixtures';
import { pngFile, signUpAndIn } from './support/files';
import { adminApi } from './support/portal';
import { insertClass, signedInTeacher } from './support/teacher';

test.use({ locale: 'en-US' });

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** An assignment for a class, due in a week, posted by the admin. */
async function assignmentFor(baseURL: string, cls: number, title: string): Promise<number> {
  const admin = await adminApi(baseURL);
  const res = await admin.post('/api/admin/assignments', {
    multipart: {
      title,
      date: inAWeek(),
      description: 'Draw the water cycle.',
      class: String(cls),
      file: pngFile('task.png'),
    },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { assignment_id: number }).assignment_id;
  await admin.dispose();
  return id;
}

test('a pupil hands in a photo of their work from a 390x844 phone and sees it handed in', async ({
  page,
  db,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pupil = await insertStudent(db, 'Mina Sahu');
  const title = `Water cycle ${Date.now().toString(36)}`;
  const id = await assignmentFor(baseURL!, 5, title);

  await signUpAndIn(page, pupil);
  await expect(page).toHaveURL(/\/StudentDashboard$/);
  await page.goto('/Assignmentview');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Missing')).toBeVisible();
  const picker = card.getByLabel('Photo of your work, or a file');
  // On a phone the picker offers the camera first.
  await expect(picker).toHaveAttribute('capture', 'environment');
  await expect(picker).toHaveAttribute('accept', /^image\/\*,application\/pdf/);
  await picker.setInputFiles(pngFile('IMG_0001.png'));
  await card.getByLabel('Your answer (optional)').fill('Page 1 of 1.');
  await card.getByRole('button', { name: 'Hand in' }).click();
  await expect(card.getByRole('status')).toContainText('Handed in. Your teacher can see it now.');
  await expect(card.getByText('Handed in', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Hand in again (replaces it)' })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('hand-in-phone.png'), fullPage: true });

  const { rows } = await db.query(
    `SELECT sub.state, sub.body, f.mime_type FROM assignment_submissions sub JOIN stored_files f ON f.id = sub.file_id WHERE sub.assignment_id = $1 AND sub.student_id = $2`,
    [id, pupil.id],
  );
  expect(rows).toEqual([{ state: 'handed_in', body: 'Page 1 of 1.', mime_type: 'image/png' }]);
});

test("a teacher marks a class's work by keyboard at 1366x768: Enter saves and moves to the next pupil", async ({
  page,
  db,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const pupils = await insertClass(db, 3, 7, 'C');
  const title = `Essay ${Date.now().toString(36)}`;
  const id = await assignmentFor(baseURL!, 7, title);
  for (const p of pupils) {
    await db.query(
      `INSERT INTO assignment_submissions (assignment_id, student_id, state, submitted_at, body) VALUES ($1, $2, 'handed_in', now(), $3)`,
      [id, p.id, `Essay of ${p.name}`],
    );
  }
  await signedInTeacher(page, db, { subjects: [{ class: 7, section: 'C', subject: 'English' }] });

  await page.goto('/Assignmentm');
  await page.getByRole('link', { name: `Mark the work handed in for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/Assignmentm/${id}/submissions$`));
  await expect(page.getByRole('link', { name: 'Download all (zip)' })).toHaveAttribute(
    'href',
    `/api/assignments/${id}/submissions/archive`,
  );
  const markOf = (i: number) => page.getByLabel(`Mark for ${pupils[i].name} (${pupils[i].id})`);
  const commentOf = (i: number) => page.getByLabel(`Comment for ${pupils[i].name} (${pupils[i].id})`);

  await markOf(0).click();
  await expect(page.getByRole('complementary')).toContainText(`Essay of ${pupils[0].name}`);
  await page.keyboard.type('9/10');
  await page.keyboard.press('Enter');
  await expect(markOf(1)).toBeFocused();
  await expect(page.getByRole('complementary')).toContainText(`Essay of ${pupils[1].name}`);
  await page.keyboard.type('7/10');
  await page.keyboard.press('Tab');
  await expect(commentOf(1)).toBeFocused();
  await page.keyboard.type('Check your spelling.');
  await page.keyboard.press('Enter');
  await expect(commentOf(2)).toBeFocused();
  await expect(page.getByRole('row', { name: new RegExp(pupils[1].name) })).toContainText('Marked');
  await page
    .getByRole('row', { name: new RegExp(pupils[2].name) })
    .getByRole('button', { name: 'Return for redoing' })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(pupils[2].name) })).toContainText('Returned for redoing');
  await page.screenshot({ path: testInfo.outputPath('marking-desk.png'), fullPage: true });

  const { rows } = await db.query(
    'SELECT student_id, state, mark, comment FROM assignment_submissions WHERE assignment_id = $1 ORDER BY student_id',
    [id],
  );
  const byId = Object.fromEntries(rows.map((r: { student_id: string }) => [r.student_id, r]));
  expect(byId[pupils[0].id]).toMatchObject({ state: 'marked', mark: '9/10', comment: null });
  expect(byId[pupils[1].id]).toMatchObject({ state: 'marked', mark: '7/10', comment: 'Check your spelling.' });
  expect(byId[pupils[2].id]).toMatchObject({ state: 'returned', mark: null });
});

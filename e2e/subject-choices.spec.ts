import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SetupDocument } from '@contracts/setup';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { adminApi } from './support/portal';
import { e2eState } from './support/state';
import { insertClass, signedInTeacher } from './support/teacher';

// Issue 30's teacher's grid with the school's subjects: class 7 takes Hindi or Sanskrit as its
// third language. The office sets each pupil's choice on Class Management; the Sanskrit teacher's
// grid greys out the Hindi cell of a pupil who chose Sanskrit and saves their Sanskrit mark.
// Classes 7A and 7B are this file's alone; the school's setup is given back as it was.

test.use({ viewport: { width: 1366, height: 768 } });
// Two sign-ins, a sign-up and two screens: generous on a shared machine.
test.describe.configure({ timeout: 240_000 });

const GROUP = 'Third Language';
const YEAR = `E2E Choices ${randomUUID().slice(0, 6)}`;
const EXAM = `Choices ${randomUUID().slice(0, 4)}`;

let baseURL = '';
let before: SetupDocument | undefined;

/** Class 7's Hindi and a new Sanskrit made alternatives of one group, the rest of the setup as it is. */
const withChoiceGroup = (doc: SetupDocument): SetupDocument => ({
  ...doc,
  classes: doc.classes.map((c) =>
    c.name !== '7'
      ? c
      : {
          ...c,
          subjects: [
            ...c.subjects.map((s) => (s.code === 'hindi' ? { ...s, choice_group: GROUP } : s)),
            {
              code: 'sanskrit',
              name: 'Sanskrit',
              name_or: 'ସଂସ୍କୃତ',
              name_hi: 'संस्कृत',
              max_marks: 100,
              counts_in_total: true,
              choice_group: GROUP,
            },
          ],
        },
  ),
});

// Undone whatever the test came to: this exam's marks, the Sanskrit teaching and the year (the
// other files' exams read with no year holding today), then the setup as it was.
test.afterAll(async () => {
  const db = new pg.Client({ connectionString: e2eState().databaseUrl });
  await db.connect();
  try {
    await db.query('DELETE FROM marks WHERE exam_id IN (SELECT id FROM exams WHERE class = 7 AND name = $1)', [EXAM]);
    await db.query('DELETE FROM exams WHERE class = 7 AND name = $1', [EXAM]);
    await db.query("DELETE FROM teaching_subjects WHERE class = 7 AND subject = 'Sanskrit'");
    await db.query('DELETE FROM academic_years WHERE name = $1', [YEAR]);
  } finally {
    await db.end();
  }
  if (!before) return;
  const admin = await adminApi(baseURL);
  const res = await admin.put('/api/admin/setup', { data: before });
  const answer = `${res.status()} ${await res.text()}`;
  await admin.dispose();
  expect(answer).toMatch(/^200 /);
});

test('the office sets Sanskrit for a pupil, and the Sanskrit teacher’s grid greys out their Hindi and saves their Sanskrit mark', async ({
  page,
  db,
  baseURL: base,
}) => {
  baseURL = base!;
  const admin = await adminApi(baseURL);
  const read = (await (await admin.get('/api/admin/setup')).json()) as SetupDocument;
  const put = await admin.put('/api/admin/setup', { data: withChoiceGroup(read) });
  expect(put.status(), await put.text()).toBe(200);
  await admin.dispose();
  before = read;
  // Choices are kept per academic year: one holding today, unless the school has one already.
  await db.query(
    `INSERT INTO academic_years (name, starts_on, ends_on)
     SELECT $1, current_date - 30, current_date + 30
     WHERE NOT EXISTS (SELECT 1 FROM academic_years WHERE current_date BETWEEN starts_on AND ends_on)`,
    [YEAR],
  );
  const [sanskritPupil, hindiPupil] = await insertClass(db, 2, 7, 'A');
  // Made after the setup's change, the exam has Sanskrit and the group too.
  await db.query('INSERT INTO exams (name, class, subject_max) VALUES ($1, 7, 100)', [EXAM]);

  // The office, on Class Management.
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Class Management' }).click();
  const choices = page.getByRole('region', { name: 'Subject choices' });
  await choices.getByLabel('Class').selectOption('7');
  await choices.getByLabel('Section').selectOption('A');
  await choices.getByRole('button', { name: 'Show pupils' }).click();
  await choices.getByLabel(`${GROUP} for ${sanskritPupil.name}`).selectOption('Sanskrit');
  await choices.getByLabel(`${GROUP} for ${hindiPupil.name}`).selectOption('Hindi');
  await choices.getByRole('button', { name: 'Save choices' }).click();
  await expect(choices.getByRole('status').filter({ hasText: 'Choices saved for 2 pupils.' })).toBeVisible();

  // The Sanskrit teacher of 7A.
  await page.context().clearCookies();
  await signedInTeacher(page, db, { subjects: [{ class: 7, section: 'A', subject: 'Sanskrit' }] });
  await page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('link', { name: 'Marks Entry' }).click();
  const card = page.getByRole('region', { name: 'Whole class' });
  await card.getByLabel('Class').selectOption('7');
  await card.getByLabel('Section').selectOption('A');
  await card.getByLabel('Exam Name').selectOption(EXAM);
  await card.getByRole('button', { name: 'Open class' }).click();

  const notTaken = card.getByLabel(
    `Hindi for ${sanskritPupil.name}: not taken, ${sanskritPupil.name} takes Sanskrit in ${GROUP}`,
  );
  await expect(notTaken).toHaveAttribute('readonly', '');
  await expect(notTaken).toHaveAttribute('title', `Not taken: ${sanskritPupil.name} takes Sanskrit in ${GROUP}`);
  await expect(notTaken).toHaveCSS('background-color', 'rgb(230, 233, 239)');
  // The other pupil chose Hindi: their Sanskrit is the grey one.
  await expect(card.getByLabel(`Sanskrit for ${hindiPupil.name}: not taken`, { exact: false })).toHaveAttribute(
    'readonly',
    '',
  );
  const sanskrit = card.getByLabel(`Sanskrit for ${sanskritPupil.name}`, { exact: true });
  await sanskrit.fill('72');
  await page.screenshot({ path: test.info().outputPath('teacher-grid.png') });
  await card.getByRole('button', { name: 'Save all marks' }).click();
  await expect(
    card.getByRole('status').filter({ hasText: `Marks saved for 1 student of class 7 section A in ${EXAM}.` }),
  ).toBeVisible();

  // Kept: on the page read afresh, and in the record's Sanskrit row.
  await page.reload();
  await expect(card.getByLabel(`Sanskrit for ${sanskritPupil.name}`, { exact: true })).toHaveValue('72');
  await expect(card.getByLabel(`Hindi for ${sanskritPupil.name}: not taken`, { exact: false })).toHaveValue('');
  const { rows } = await db.query(
    `SELECT x.code, x.mark FROM subject_marks x JOIN marks m ON m.marks_id = x.marks_id
     WHERE m.student_id = $1 AND x.code IN ('hindi', 'sanskrit') ORDER BY x.code`,
    [sanskritPupil.id],
  );
  expect(rows).toEqual([
    { code: 'hindi', mark: null },
    { code: 'sanskrit', mark: 72 },
  ]);
});

import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { insertClass, signedInTeacher } from './support/teacher';

// Issue 30: a marks grid of seven subjects with the Odisha board's long names fits a 1366x768
// desk, its Result column whole beside the subjects; and, should a class have more subjects than
// fit, the table scrolls inside its own box with the pupils' names kept in view. The seven
// subjects are the exam's own copy (exam_subjects), so the school's setup, which other browser
// tests read at the same time, is left as it is.

test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 90_000 });

// The widest realistic class: the Odisha board's subjects and a third-language choice.
const SEVEN = [
  ['odia', 'First Language Odia'],
  ['english', 'Second Language English'],
  ['hindi', 'Third Language Hindi'],
  ['math', 'Mathematics'],
  ['physics', 'Science'],
  ['chemistry', 'Social Science'],
  ['sanskrit', 'Third Language Sanskrit'],
] as const;

/** How far an element sticks out of the window or of a scroll box around it, in px (0: whole). */
const cutBy = (el: Locator) =>
  el.evaluate((node) => {
    const box = node.getBoundingClientRect();
    let cut = Math.max(0, -box.left, box.right - window.innerWidth, -box.top, box.bottom - window.innerHeight);
    for (let up = node.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (!/(auto|scroll|hidden)/.test(style.overflowX + style.overflowY)) continue;
      const clip = up.getBoundingClientRect();
      cut = Math.max(cut, clip.left - box.left, box.right - clip.right, clip.top - box.top, box.bottom - clip.bottom);
    }
    return Math.round(cut);
  });

const scrollBox = (card: Locator) => card.locator('.marks-grid-scroll');
const overflowOf = (box: Locator) => box.evaluate((n) => n.scrollWidth - n.clientWidth);
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a grid of seven long-named subjects shows every column and its Result at 1366x768, and scrolls with the names kept when narrower', async ({
  page,
  db,
}, testInfo) => {
  // 6C is no other browser test's.
  const pupils = await insertClass(db, 3, 6, 'C');
  const exam = `Half Yearly ${randomUUID().slice(0, 4)}`;
  const { rows } = await db.query('INSERT INTO exams (name, class, subject_max) VALUES ($1, 6, 100) RETURNING id', [
    exam,
  ]);
  const examId = rows[0].id as number;
  await db.query('DELETE FROM exam_subjects WHERE exam_id = $1', [examId]);
  await db.query(
    `INSERT INTO exam_subjects (exam_id, position, code, name, max_marks)
     SELECT $1, i, u.code, u.name, 100 FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS u (code, name, i)`,
    [examId, SEVEN.map(([code]) => code), SEVEN.map(([, name]) => name)],
  );

  // 6C's class teacher, who enters every subject of it.
  await signedInTeacher(page, db, { classTeacherOf: { class: 6, section: 'C' }, subjects: [] });
  await page.getByRole('navigation', { name: 'Teacher Panel' }).getByRole('link', { name: 'Marks Entry' }).click();
  const card = page.getByRole('region', { name: 'Whole class' });
  await card.getByLabel('Class').selectOption('6');
  await card.getByLabel('Section').selectOption('C');
  await card.getByLabel('Exam Name').selectOption(exam);
  await card.getByRole('button', { name: 'Open class' }).click();
  for (const [i, [, name]] of SEVEN.entries())
    await card.getByLabel(`${name} for ${pupils[0].name}`, { exact: true }).fill(String(90 - i));
  await card.getByLabel(`${SEVEN[0][1]} for ${pupils[1].name}`, { exact: true }).fill('55');
  const result = card.getByRole('columnheader', { name: 'Result', exact: true });
  const resultCells = card.locator('td.grid-result');
  await expect(resultCells.first()).toContainText('%');
  await scrollBox(card).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('seven-subjects-1366.png') });

  // At the desk: nothing to scroll sideways, every subject and the Result whole in the window.
  expect(await overflowOf(scrollBox(card))).toBeLessThanOrEqual(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  for (const [, name] of SEVEN)
    expect(await cutBy(card.getByRole('columnheader', { name: `${name}/100`, exact: true }))).toBe(0);
  expect(await cutBy(result)).toBe(0);
  for (const cell of await resultCells.all()) expect(await cutBy(cell)).toBe(0);

  // The rule for a class wider than the window: the table scrolls in its box, not the page, and
  // its far end (the Result) is reached with the pupil's name still beside it.
  await page.setViewportSize({ width: 1000, height: 768 });
  await expect.poll(() => overflowOf(scrollBox(card))).toBeGreaterThan(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await scrollBox(card).evaluate((n) => n.scrollTo({ left: n.scrollWidth }));
  await page.screenshot({ path: testInfo.outputPath('seven-subjects-1000-scrolled.png') });
  expect(await cutBy(result)).toBe(0);
  expect(await cutBy(resultCells.first())).toBe(0);
  expect(await cutBy(card.getByRole('rowheader', { name: new RegExp(pupils[0].name) }))).toBe(0);
});

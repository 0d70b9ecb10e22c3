import type { SetupTemplate } from '@contracts/setup';
import { expect, insertStudent, signInAsAdmin, test } from './support/fixtures';
import { layoutProblems, seriousViolations, settle } from './support/screens';

// A new school sets itself up through the first-run screens (issue 30) at the admin's desk width.
test.use({ viewport: { width: 1366, height: 768 }, bypassCSP: true });

test('a new school starts from the CBSE template, adds section D and Sanskrit, and retires a class with students', async ({
  page,
  db,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A school whose setup was never saved, with a pupil in class 5.
  await db.query('UPDATE school_profile SET saved_at = NULL');
  await insertStudent(db, 'Setup Pupil');

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Set up your school' })).toBeVisible();
  await settle(page);
  expect((await layoutProblems(page)).overflow).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'CBSE, LKG-12 with streams' }).click();
  await expect(page).toHaveURL(/\/SchoolSetup\?template=cbse/);

  await expect(page.getByRole('button', { name: 'CBSE, LKG-12 with streams' })).toHaveAttribute('aria-pressed', 'true');
  await settle(page);
  const layout = await layoutProblems(page);
  expect(layout.overflow).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  const class5 = page.locator('details[aria-label="Class 5"]');
  await expect(page.locator('details[aria-label="Class LKG"]')).toHaveCount(1);
  await expect(page.locator('details[aria-label="Class 12 Commerce"]')).toHaveCount(1);
  await class5.locator('summary').click();
  await class5.getByRole('button', { name: 'Add a section to class 5' }).click();
  await class5.getByLabel('Section', { exact: true }).last().fill('D');
  // Hindi and Sanskrit become alternatives: a pupil takes one.
  const hindi = class5.getByRole('listitem', { name: 'Class 5 subject hindi' });
  await hindi.getByLabel('Choice group').fill('Second Language');
  await class5.getByRole('button', { name: 'Add a subject to class 5' }).click();
  await class5.getByLabel('Code').last().fill('sanskrit');
  await class5.getByLabel('Name (English)').last().fill('Sanskrit');
  await class5.getByLabel('Name (Odia)').last().fill('ସଂସ୍କୃତ');
  await class5.getByLabel('Name (Hindi)').last().fill('संस्कृत');
  await class5.getByLabel('Choice group').last().fill('Second Language');
  await page.getByRole('button', { name: 'Save the setup' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'School setup saved.' })).toBeVisible();
  await expect(page).toHaveURL(/\/SchoolSetup$/);

  await page.reload();
  await class5.locator('summary').click();
  // The template's section A, and D.
  await expect(class5.getByLabel('Section', { exact: true })).toHaveCount(2);
  await expect(class5.getByLabel('Section', { exact: true }).last()).toHaveValue('D');
  const sanskrit = class5.getByRole('listitem', { name: 'Class 5 subject sanskrit' });
  await expect(sanskrit.getByLabel('Name (Hindi)')).toHaveValue('संस्कृत');
  await expect(sanskrit.getByLabel('Choice group')).toHaveValue('Second Language');
  await expect(hindi.getByLabel('Choice group')).toHaveValue('Second Language');
  await expect(page.locator('details[aria-label="Class UKG"]')).toHaveCount(1);

  // Class 5 has a pupil: dropping it is refused beside it, and retiring it is offered instead.
  await class5.getByRole('button', { name: 'Remove Class 5', exact: true }).click();
  await page.getByRole('button', { name: 'Save the setup' }).click();
  await expect(class5.getByRole('alert')).toContainText('Class 5 has students on record, so it cannot be removed.');
  await class5.getByRole('button', { name: 'Retire Class 5 instead', exact: true }).click();
  await page.getByRole('button', { name: 'Save the setup' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'School setup saved.' })).toBeVisible();
  await page.reload();
  await expect(class5.getByLabel('Class 5 retired', { exact: true })).toBeChecked();

  // Saved once, the dashboard no longer leads to the setup.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(
    page
      .getByRole('heading', { name: 'Total Students' })
      .or(page.getByRole('heading', { name: 'Dashboard' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up your school' })).toHaveCount(0);

  // The other browser tests share this school: it goes back to today's standard shape.
  const templates = (await (await page.request.get('/api/admin/setup/templates')).json()) as SetupTemplate[];
  const standard = templates.find((t) => t.key === 'standard')!;
  expect(
    (
      await page.request.put('/api/admin/setup', {
        data: standard.document,
        headers: { Origin: new URL(baseURL!).origin },
      })
    ).status(),
  ).toBe(200);
});

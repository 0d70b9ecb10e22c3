import type { SetupDocument, SetupTemplate } from '@contracts/setup';
import { fillStudent, idAfter } from './support/admin-people';
import { expect, insertStudent, signInAsAdmin, test, uniqueEmail } from './support/fixtures';
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

  // Every form follows the setup: LKG gets a section D, and a pupil joins it on Student Management.
  const origin = { Origin: new URL(baseURL!).origin };
  const doc = (await (await page.request.get('/api/admin/setup')).json()) as SetupDocument;
  const withD = {
    ...doc,
    classes: doc.classes.map((c) => (c.name === 'LKG' ? { ...c, sections: [...c.sections, 'D'] } : c)),
  };
  expect((await page.request.put('/api/admin/setup', { data: withD, headers: origin })).status()).toBe(200);
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Student Management' }).click();
  const form = page.getByRole('form', { name: "Student's Details" });
  await expect(form.getByLabel('Class', { exact: true }).locator('option', { hasText: 'LKG' })).toHaveCount(1);
  await fillStudent(form, {
    name: 'Kavya Nayak',
    dob: '2021-04-02',
    class: 'LKG',
    section: 'D',
    father: 'Manoj Nayak',
    mother: 'Puja Nayak',
    email: uniqueEmail('kavya'),
    mobile: '9437005566',
    address: '3 Temple Road, Cuttack',
  });
  await form.getByRole('button', { name: 'Add Student' }).click();
  const kg = await idAfter(page, 'Student added successfully. Student ID: ');
  // The list's filters offer the setup's classes and sections, and find her there.
  await page.locator('label.list-filter', { hasText: 'Class' }).locator('select').selectOption('LKG');
  await page.locator('label.list-filter', { hasText: 'Section' }).locator('select').selectOption('D');
  await expect(page).toHaveURL(/class=LKG/);
  await expect(page.getByText(/^1 record · page 1 of 1$/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: kg })).toContainText('LKG');
  // Class Management shows the setup's classes, her section D counted, and retired class 5 marked.
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Class Management' }).click();
  await expect(page.getByRole('list', { name: 'Sections of class LKG' })).toContainText('Section D: 1');
  await expect(page.getByRole('rowheader', { name: 'Class 5 (retired)' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Class 12 Commerce' })).toBeVisible();
  await settle(page);
  expect((await layoutProblems(page)).overflow).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  // She goes again, so the school can go back to its standard shape below.
  expect((await page.request.delete(`/api/admin/Students?id=${kg}`, { headers: origin })).status()).toBe(200);

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

import { expect, type Locator, type Page } from '@playwright/test';
import type { DashboardCounts } from '../../contracts/dashboard';
import { uniqueEmail } from './fixtures';

/**
 * The totals on the admin Dashboard, opened from the sidebar. The screen first shows the totals
 * it had cached and reads them afresh as it opens, unless it read them under a second ago (so
 * waiting for its request hung when the test came straight from another dashboard read). The
 * truth is read beside it with the same session, and the cards must come to show it.
 */
export async function dashboardCounts(page: Page): Promise<{ teachers: number; students: number }> {
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Dashboard' }).click();
  const fresh = (await (await page.request.get('/api/dashboard')).json()) as DashboardCounts;
  const shows = async (name: string, value: number) => {
    await expect(page.getByRole('region', { name }).locator('.stat-value')).toHaveText(String(value));
    return value;
  };
  return {
    teachers: await shows('Total Teachers', fresh.total_teachers),
    students: await shows('Total Students', fresh.total_students),
  };
}

export const openScreen = (page: Page, label: 'Add Account' | 'Teacher Management' | 'Student Management') =>
  page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: label }).click();

export async function fillTeacher(form: Locator, t: { name: string; email?: string; subject?: string }) {
  const email = t.email ?? uniqueEmail('teacher');
  await form.getByLabel('Name', { exact: true }).fill(t.name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Mobile No').fill('9876543210');
  await form.getByLabel('Joining Date').fill('15/06/2022');
  await form.getByLabel('Subject').selectOption(t.subject ?? 'Math');
  await form.getByLabel('Class', { exact: true }).selectOption('7');
  await form.getByLabel('Gender').selectOption('Female');
  return email;
}

export interface E2eStudent {
  name: string;
  dob: string;
  class: string;
  section: string;
  father: string;
  mother: string;
  email: string;
  mobile: string;
  address: string;
}

/** The student's own fields of the Student's Details form. */
export async function fillStudent(form: Locator, s: E2eStudent) {
  await form.getByLabel('Name', { exact: true }).fill(s.name);
  // Typed as the school writes dates (DD/MM/YYYY); the test data holds ISO dates.
  await form.getByLabel('Date of Birth').fill(s.dob.split('-').reverse().join('/'));
  await form.getByLabel('Class', { exact: true }).selectOption(s.class);
  await form.getByLabel('Section').selectOption(s.section);
  await form.getByLabel("Father's Name").fill(s.father);
  await form.getByLabel("Mother's Name").fill(s.mother);
  await form.getByLabel('Email', { exact: true }).fill(s.email);
  await form.getByLabel('Mobile', { exact: true }).fill(s.mobile);
  await form.getByLabel('Address').fill(s.address);
}

/** Adds a teacher on Teacher Management and answers the ID the server gave them. */
export async function addTeacher(page: Page, name: string, subject = 'Math') {
  await openScreen(page, 'Teacher Management');
  const form = page.getByRole('form', { name: "Teacher's Details" });
  const email = await fillTeacher(form, { name, subject });
  await form.getByRole('button', { name: 'Add Teacher' }).click();
  return { id: await idAfter(page, 'Teacher added successfully. Teacher ID: '), email };
}

/** The login ID a success message names right after `lead`, once the message shows. */
export async function idAfter(page: Page, lead: string): Promise<string> {
  const alert = page.getByRole('status').filter({ hasText: lead });
  await expect(alert).toBeVisible();
  const text = (await alert.textContent()) ?? '';
  return /^[A-Za-z0-9_-]+/.exec(text.slice(text.indexOf(lead) + lead.length))![0];
}

/** Fills the add form of Student Management for a student with one guardian (the mother); answers the form. */
export async function fillStudentWithGuardian(
  page: Page,
  name: string,
  guardian: { name: string; email: string; mobile: string },
): Promise<Locator> {
  const form = page.getByRole('form', { name: "Student's Details" });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Date of Birth').fill('11/02/2014');
  await form.getByLabel('Class', { exact: true }).selectOption('3');
  await form.getByLabel('Section').selectOption('A');
  await form.getByLabel("Father's Name").fill('Bikash Das');
  await form.getByLabel("Mother's Name").fill(guardian.name);
  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('pupil'));
  await form.getByLabel('Mobile', { exact: true }).fill('9437001122');
  await form.getByLabel('Address').fill('7 Lake Road, Puri');
  await form.getByRole('button', { name: 'Add guardian' }).click();
  const g = form.getByRole('group', { name: 'Guardian 1', exact: true });
  await g.getByLabel('Guardian name').fill(guardian.name);
  await g.getByLabel('Relation').selectOption('mother');
  await g.getByLabel('Guardian email').fill(guardian.email);
  await g.getByLabel('Guardian mobile').fill(guardian.mobile);
  return form;
}

/** Adds a student on Student Management with one guardian, and answers the new student's ID. */
export async function addStudentWithGuardian(
  page: Page,
  name: string,
  guardian: { name: string; email: string; mobile: string },
): Promise<string> {
  const form = await fillStudentWithGuardian(page, name, guardian);
  await form.getByRole('button', { name: 'Add Student' }).click();
  return idAfter(page, 'Student added successfully. Student ID: ');
}

import { expect, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

/** The totals on the admin Dashboard, opened from the sidebar. */
export async function dashboardCounts(page: Page): Promise<{ teachers: number; students: number }> {
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Dashboard' }).click();
  const value = async (name: string) => {
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible();
    return Number(await card.locator('.stat-value').textContent());
  };
  return { teachers: await value('Total Teachers'), students: await value('Total Students') };
}

export const openScreen = (page: Page, label: 'Add Account' | 'Teacher Management' | 'Student Management') =>
  page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: label }).click();

export async function fillTeacher(form: Locator, t: { name: string; email?: string; subject?: string }) {
  const email = t.email ?? uniqueEmail('teacher');
  await form.getByLabel('Name', { exact: true }).fill(t.name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Mobile No').fill('9876543210');
  await form.getByLabel('Joining Date').fill('2022-06-15');
  await form.getByLabel('Subject').selectOption(t.subject ?? 'Math');
  await form.getByLabel('Class', { exact: true }).selectOption('7');
  await form.getByLabel('Gender').selectOption('Female');
  return email;
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

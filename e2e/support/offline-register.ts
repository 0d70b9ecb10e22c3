import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// The teacher's register in the offline browser tests (e2e/offline-register.spec.ts, e2e/offline-forget.spec.ts).

/** The app's IndexedDB databases and the Cache Storage entries holding API answers, on this page's origin. */
export const keptOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((d) => d.name);
    const answers: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys())
        if (new URL(req.url).pathname.startsWith('/api/')) answers.push(req.url);
    return { databases, answers };
  });

/** What a register on screen shows once read: by default, today's register not yet taken. */
const notTaken = (register: Locator) => register.getByText('Not taken yet for this date');

export async function openRegister(page: Page, cls: number, section: string, shown = notTaken) {
  await page
    .getByRole('navigation', { name: 'Teacher Panel' })
    .getByRole('link', { name: 'Attendance Management' })
    .click();
  const register = page.getByRole('region', { name: 'Class register' });
  await register.getByLabel('Class').selectOption(String(cls));
  await register.getByLabel('Section').selectOption(section);
  await expect(shown(register)).toBeVisible();
  const date = (await register.getByLabel('Date').inputValue()).split('/').reverse().join('-');
  return { register, date };
}

/** Once the worker has taken the page (and kept the session check), what the register reads is kept. */
export async function registerKept(page: Page, register: Locator, shown = notTaken(register)) {
  await expect(async () => {
    await page.reload();
    await expect(shown).toBeVisible();
    expect((await keptOnDevice(page)).answers.some((url) => url.includes('/api/attendance/register'))).toBe(true);
  }).toPass({ timeout: 120_000 });
}

import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';

export interface BrowserFigures {
  signInFormMs: number;
  studentListMs: number;
  fiftyRowsMs: number;
}

/** What a person waits for: a usable sign-in form, and the student list with 50 rows. */
export async function browserTimings(url: string, admin: { id: string; password: string }): Promise<BrowserFigures | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    let t = performance.now();
    await page.goto(`${url}/Signin`);
    await page.getByLabel('User ID').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Login' }).isEnabled();
    const signInFormMs = performance.now() - t;

    await page.getByLabel('User ID').fill(admin.id);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/Dashboard/);

    t = performance.now();
    await page.goto(`${url}/Studentm`);
    await page.locator('tbody tr').nth(24).waitFor();
    const studentListMs = performance.now() - t;
    t = performance.now();
    await page.getByLabel('Rows per page').selectOption('50');
    await page.locator('tbody tr').nth(49).waitFor();
    const fiftyRowsMs = performance.now() - t;
    return { signInFormMs: Math.round(signInFormMs), studentListMs: Math.round(studentListMs), fiftyRowsMs: Math.round(fiftyRowsMs) };
  } finally {
    await browser.close();
  }
}

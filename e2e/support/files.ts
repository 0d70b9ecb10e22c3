import type { Page } from '@playwright/test';
import { minimalPdf, tinyPng } from '../../server/test/sample-files';
import { claimLoginByApi, expect, signIn } from './fixtures';

// Real files made in code, handed to the browser's file picker.
export const pdfFile = (name: string, text = 'Hello from the school') => ({
  name,
  mimeType: 'application/pdf',
  buffer: minimalPdf(text),
});
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng(48, [30, 140, 90]) });

/** A school-created person claims the login with their ID and email (claimLoginByApi), then signs in. */
export async function signUpAndIn(page: Page, person: { id: string; email: string }, password = 'person-pass-1') {
  await claimLoginByApi({ email: person.email, id: person.id, password });
  await signIn(page, person.id, password);
}

/** The picture really decoded and painted (not a broken image). */
export async function expectImageShown(page: Page, name: string) {
  const img = page.getByRole('img', { name });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

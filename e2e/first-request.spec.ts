import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from './support/state';

// A screen opened by its address (issue 37): its first data request leaves beside the session
// check, for the user who signed in last on this device, not after the check has answered.
test('a screen opened by its address asks for its data before the session check answers', async ({ page }) => {
  await page.goto('/Signin');
  await page.getByLabel('User ID').fill(E2E_ADMIN.id);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);

  const seen: string[] = [];
  page.on('request', (r) => seen.push(`request ${new URL(r.url()).pathname}`));
  page.on('response', (r) => seen.push(`response ${new URL(r.url()).pathname}`));
  await page.goto('/Studentm');
  await expect(page.getByRole('columnheader', { name: 'Name' }).first()).toBeVisible();
  const data = seen.indexOf('request /api/admin/Students');
  const statusAnswer = seen.indexOf('response /api/login/status');
  expect(data, seen.join('\n')).toBeGreaterThanOrEqual(0);
  expect(statusAnswer, seen.join('\n')).toBeGreaterThanOrEqual(0);
  expect(data, seen.join('\n')).toBeLessThan(statusAnswer);
});

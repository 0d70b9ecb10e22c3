import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { keptOnDevice, openRegister, registerKept } from './support/offline-register';
import { insertClass, signedInTeacher } from './support/teacher';

// Nothing personal left behind on a device nobody signs in on (docs/offline-register.md).

test('a device nobody signed in on for 7 days forgets its kept answers and saves the next time it opens offline', async ({
  page,
  context,
  db,
}) => {
  test.setTimeout(240_000);
  await signedInTeacher(page, db);
  // 9C is only read here (the test of 9C above may have saved today's register already).
  const students = await insertClass(db, 2, 9, 'C');
  const rowOf = (register: Locator) => register.getByRole('group', { name: `Attendance of ${students[1].name}` });
  const { register } = await openRegister(page, 9, 'C', rowOf);
  await registerKept(page, register, rowOf(register));
  await expect.poll(async () => (await keptOnDevice(page)).databases).toContain('school-offline');

  // The kept session check as a device left for 8 days would hold it.
  await page.evaluate(async () => {
    const cache = await caches.open('school-personal');
    const kept = (await cache.match('/api/login/status'))!;
    const headers = new Headers(kept.headers);
    headers.set('x-kept-at', String(Date.now() - 8 * 24 * 60 * 60 * 1000));
    await cache.put('/api/login/status', new Response(await kept.blob(), { status: kept.status, headers }));
  });
  await context.setOffline(true);
  await page.reload();
  await expect
    .poll(() => keptOnDevice(page))
    .toEqual({ databases: expect.not.arrayContaining(['school-offline']), answers: [] });
  await expect(rowOf(register)).toBeHidden();
});

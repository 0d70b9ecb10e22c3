import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { accountLanguage, FAMILY_PASSWORD, familyWithLogin } from './support/family-login';
import { adminApi, markDay, postNotice, teacherApi } from './support/portal';
import { insertTeacher } from './support/fixtures';
import { signedInTeacher } from './support/teacher';

// The language once signed in, and a family's phone (390x844): the words, the targets, the colours.

const ODIA = {
  login: 'ଲଗଇନ୍',
  language: 'ଭାଷା',
  teacherPanel: 'ଶିକ୍ଷକ ପ୍ୟାନେଲ',
  dashboard: 'ଅଭିଭାବକ ଡ୍ୟାସବୋର୍ଡ',
  teacherDashboard: 'ଶିକ୍ଷକ ଡ୍ୟାସବୋର୍ଡ',
  menu: 'ମେନୁ',
  logout: 'ଲଗଆଉଟ୍',
  loggedOut: 'ସଫଳତାର ସହ ଲଗଆଉଟ୍ ହେଲା',
};
const height = async (l: Locator) => (await l.boundingBox())!.height;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a parent switches to Odia from the menu once signed in, and the account keeps it for answers and the next sign-in', async ({
    page,
    db,
    baseURL,
  }) => {
    const family = await familyWithLogin(db, baseURL!);
    await signIn(page, family.id, FAMILY_PASSWORD);
    await expect(page).toHaveURL(/\/ParentDashboard$/);
    await page.getByRole('button', { name: 'Menu' }).click();
    const language = page.getByRole('navigation', { name: 'Parent Panel' }).getByLabel('Language');
    await expect(language).toBeVisible();
    expect(await height(language)).toBeGreaterThanOrEqual(44);
    await language.selectOption('or');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ODIA.dashboard);
    await expect.poll(() => accountLanguage(db, family.id)).toBe('or');

    // A new page load follows the account, and the server answers in Odia.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ODIA.dashboard);
    await page.getByRole('button', { name: ODIA.menu }).click();
    await page.getByRole('button', { name: ODIA.logout }).click();
    await expect(page.getByText(ODIA.loggedOut)).toBeVisible();
  });

  test('Odia chosen at sign-in stays the account’s when Login is pressed before its catalogue has arrived', async ({
    page,
    db,
    baseURL,
  }) => {
    const family = await familyWithLogin(db, baseURL!);
    // A slow phone: the Odia catalogue is held back until the sign-in has been answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/or-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/Signin');
    await page.getByLabel('Language').selectOption('or');
    await page.getByLabel('User ID').fill(family.id);
    await page.getByLabel('Password').fill(FAMILY_PASSWORD);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/api/login'));
    await page.getByRole('button', { name: 'Login' }).click();
    await answered;
    release();
    await expect(page).toHaveURL(/\/ParentDashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ODIA.dashboard);
    expect(await accountLanguage(db, family.id)).toBe('or');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ODIA.dashboard);
  });

  test('Odia picked on the sign-in page before its script has arrived is not lost when the script takes over', async ({
    page,
  }) => {
    // A slow phone: the page comes drawn (sign-in.html), its script held back until the pick is made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/Signin', { waitUntil: 'commit' });
    await page.getByLabel('Language').selectOption('or');
    release();
    await expect(page.getByRole('heading', { name: ODIA.login, exact: true })).toBeVisible();
    await expect(page.getByLabel(ODIA.language)).toHaveValue('or');
  });

  test('a parent’s phone: targets of at least 44 px, a cue that the monthly table scrolls, and Absent never in the good-news blue', async ({
    page,
    db,
    baseURL,
  }) => {
    const family = await familyWithLogin(db, baseURL!, 'Mamata Swain');
    const teacher = await teacherApi(baseURL!, await insertTeacher(db, 'Kabita Jena'));
    const today = new Date();
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await markDay(teacher, family.child.id, iso(today), 'Absent');
    await teacher.dispose();
    const admin = await adminApi(baseURL!);
    await postNotice(admin, `Parents meeting ${family.child.id}`);
    await admin.dispose();

    await signIn(page, family.id, FAMILY_PASSWORD);
    await expect(page).toHaveURL(/\/ParentDashboard$/);
    expect(await height(page.getByRole('button', { name: 'Menu' }))).toBeGreaterThanOrEqual(44);
    const absent = page.getByRole('navigation', { name: 'Today' }).getByText('Absent', { exact: true });
    await expect(absent).toBeVisible();
    const [r, g, b] = (await absent.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    expect(r, 'Absent is written in a warning red, not blue').toBeGreaterThan(Math.max(g, b));

    await page.goto('/Attendanceview');
    expect(await height(page.getByLabel('Month', { exact: true }))).toBeGreaterThanOrEqual(44);
    const table = page.getByRole('region', { name: 'Monthly summary table' });
    const wider = await table.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (wider) await expect(page.getByText('Swipe sideways for more columns →')).toBeVisible();
    expect(wider, 'at 390 px the monthly table is wider than its box (else this check says nothing)').toBe(true);

    await page.goto('/ParentFees');
    expect(await height(page.getByRole('link', { name: /^View receipt/ }))).toBeGreaterThanOrEqual(44);
    await page.goto('/Studentsnoticeview');
    const notice = page.getByRole('article', { name: `Parents meeting ${family.child.id}` });
    for (const name of [/^Open /, /^Download /])
      expect(await height(notice.getByRole('link', { name }))).toBeGreaterThanOrEqual(44);
  });
});

test('a teacher at a desk finds the language in the menu beside the screen, without opening anything', async ({
  page,
  db,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const teacher = await signedInTeacher(page, db);
  const language = page.getByRole('navigation', { name: 'Teacher Panel' }).getByLabel('Language');
  await expect(language).toBeVisible();
  await language.focus();
  await language.selectOption('or');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ODIA.teacherDashboard);
  // The same control, now named in Odia, still has the keyboard.
  await expect(page.getByRole('navigation', { name: ODIA.teacherPanel }).getByLabel(ODIA.language)).toBeFocused();
  await expect.poll(() => accountLanguage(db, teacher.id)).toBe('or');
});

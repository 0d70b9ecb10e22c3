import type pg from 'pg';
import type { Page } from '@playwright/test';
import { claimLogin, expect, insertMarks, insertStudent, signInAsAdmin, test, uniqueEmail } from './support/fixtures';

// What each language must show: the catalogue's words, checked by a reader of the script.
const WORDS = {
  or: {
    tag: 'or-IN',
    font: 'Noto Sans Oriya',
    examResults: 'ପରୀକ୍ଷା ଫଳାଫଳ',
    login: 'ଲଗଇନ୍',
    userId: 'ବ୍ୟବହାରକାରୀ ଆଇଡି',
    password: 'ପାସୱାର୍ଡ',
    submit: 'ଲଗଇନ୍ କରନ୍ତୁ',
    toSignup: 'ଆକାଉଣ୍ଟ ନାହିଁ କି? ସାଇନ୍ ଅପ୍ କରନ୍ତୁ',
    signup: 'ସାଇନ୍ ଅପ୍',
    mismatch: 'ପାସୱାର୍ଡ ମେଳ ଖାଉନାହିଁ!',
    mobileError: 'ମୋବାଇଲ୍ ନମ୍ବର 7ରୁ 15 ଅଙ୍କ ମଧ୍ୟରେ ହେବା ଆବଶ୍ୟକ।',
    wrongPassword: 'ବ୍ୟବହାରକାରୀ ଆଇଡି କିମ୍ବା ପାସୱାର୍ଡ ଭୁଲ।',
    reportCard: 'ପ୍ରଗତି ପତ୍ର',
    math: 'ଗଣିତ',
    receipt: 'ଫି ରସିଦ',
    words: 'ଏକ ଲକ୍ଷ ତେଇଶି ହଜାର ଚାରି ଶହ ଛପନ ଟଙ୍କା ପଚାଶ ପଇସା ମାତ୍ର',
  },
  hi: {
    tag: 'hi-IN',
    font: 'Noto Sans Devanagari',
    examResults: 'परीक्षा परिणाम',
    login: 'लॉग इन',
    userId: 'उपयोगकर्ता आईडी',
    password: 'पासवर्ड',
    submit: 'लॉग इन करें',
    toSignup: 'खाता नहीं है? साइन अप करें',
    signup: 'साइन अप',
    mismatch: 'पासवर्ड मेल नहीं खाते!',
    mobileError: 'मोबाइल नंबर 7 से 15 अंकों का होना चाहिए।',
    wrongPassword: 'उपयोगकर्ता आईडी या पासवर्ड गलत है।',
    reportCard: 'प्रगति पत्र',
    math: 'गणित',
    receipt: 'शुल्क रसीद',
    words: 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र',
  },
} as const;

/** A child with one exam's marks and a fee of ₹1,23,456.50, and a guardian with a login of their own. */
async function family(db: pg.Client, page: Page, password: string) {
  const child = await insertStudent(db, 'Sasmita Behera');
  await insertMarks(db, child.id, 'Annual', [91, 82, 73, 64, 95, 88], {
    obtained: 493,
    percentage: 82.17,
    grade: 'A2',
  });
  const fee = await db.query(
    `INSERT INTO fees (student_id, name, class, amount, payment_mode, payment_date, receipt_no)
     VALUES ($1, 'Sasmita Behera', 5, 123456.50, 'Cash', '2026-04-02', padded_code('R', nextval('fee_receipt_seq'), 6)) RETURNING fee_id`,
    [child.id],
  );
  const email = uniqueEmail('guardian');
  const g = await db.query(
    `INSERT INTO guardians (name, email, mobile, notify) VALUES ('Prakash Behera', $1, $2, true) RETURNING id, guardian_id`,
    [email, `7${Date.now() % 1e9}`.padEnd(10, '0')],
  );
  await db.query(`INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, 'father')`, [
    child.id,
    g.rows[0].id,
  ]);
  const id = g.rows[0].guardian_id as string;
  await claimLogin(page, { email, id, password }, 'Parent');
  return { id, feeId: fee.rows[0].fee_id as number };
}

/** The shipped font is loaded and is the one the element's text is set in. */
async function expectShippedFont(page: Page, selector: string, font: string) {
  await page.evaluate(() => document.fonts.ready);
  const seen = await page.evaluate(
    ([sel, family]) => ({
      computed: getComputedStyle(document.querySelector(sel)!).fontFamily,
      loaded: [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded'),
      check: document.fonts.check(`16px "${family}"`, document.querySelector(sel)!.textContent ?? ''),
    }),
    [selector, font] as const,
  );
  expect(seen.computed).toContain(font);
  expect(seen.loaded).toBe(true);
  expect(seen.check).toBe(true);
}

for (const language of ['or', 'hi'] as const) {
  const w = WORDS[language];

  test(`a parent chooses ${w.tag} on LOGIN, signs in, and reads the report card and the receipt in it, in the shipped font`, async ({
    page,
    db,
    browser,
  }, testInfo) => {
    // Two browsers, a claim, six screens: generous on a shared machine.
    test.setTimeout(180_000);
    const password = `family-pass-${language}1`;
    const { id, feeId } = await family(db, page, password);

    await page.goto('/Signin');
    await page.getByRole('combobox').selectOption(language);
    await expect(page.getByRole('heading', { name: w.login, exact: true })).toBeVisible();
    await expect(page.getByLabel(w.userId)).toBeVisible();
    await expect(page.getByRole('button', { name: w.submit })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(w.tag);
    await expectShippedFont(page, 'h1', w.font);
    await page.screenshot({ path: testInfo.outputPath(`login-${language}.png`) });

    // SIGN UP in the same language: the form's own check and a field checked by the shared rules.
    await page.getByRole('link', { name: w.toSignup }).click();
    await expect(page.getByRole('heading', { name: w.signup, exact: true })).toBeVisible();
    const inputs = page.locator('form input');
    await inputs.nth(0).fill('someone@example.org');
    await inputs.nth(1).fill('12');
    await inputs.nth(2).fill('S99999');
    await inputs.nth(3).fill('password-one');
    await inputs.nth(4).fill('password-two');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(w.mismatch)).toBeVisible();
    await inputs.nth(4).fill('password-one');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(w.mobileError)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`signup-errors-${language}.png`) });

    // The server's answer in the same language.
    await page.goto('/Signin');
    await page.getByLabel(w.userId).fill(id);
    await page.getByLabel(w.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.wrongPassword)).toBeVisible();

    await page.getByLabel(w.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL(/\/ParentDashboard$/);

    await page.goto('/ExamResults');
    // The screen's title, in the tab and on the page, in the family's language.
    await expect(page).toHaveTitle(new RegExp(`^${w.examResults} - `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.examResults);
    const card = page.getByRole('article', { name: 'Annual' });
    await expect(card).toContainText(w.reportCard);
    await expect(card).toContainText(w.math);
    await expect(card).toContainText('82.17%');
    await expectShippedFont(page, '.report-card-kind', w.font);
    await card.screenshot({ path: testInfo.outputPath(`report-card-${language}.png`) });

    await page.goto(`/ParentFees/${feeId}/receipt`);
    const receipt = page.getByRole('article', { name: w.receipt });
    await expect(receipt).toContainText('₹1,23,456.50');
    await expect(receipt).toContainText(w.words);
    await expect(receipt).toContainText('02/04/2026');
    await expectShippedFont(page, '.receipt dt', w.font);
    await page.emulateMedia({ media: 'print' });
    await receipt.screenshot({ path: testInfo.outputPath(`receipt-${language}-print.png`) });
    await page.emulateMedia({ media: 'screen' });

    // Signing in on another browser brings the language back from the account.
    const other = await browser.newContext();
    const desk = await other.newPage();
    await desk.goto('/Signin');
    await expect(desk.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
    await desk.getByLabel('User ID').fill(id);
    await desk.getByLabel('Password', { exact: true }).fill(password);
    await desk.getByRole('button', { name: 'Login' }).click();
    await expect(desk).toHaveURL(/\/ParentDashboard$/);
    await expect.poll(() => desk.evaluate(() => document.documentElement.lang)).toBe(w.tag);
    await other.close();
  });
}

test('the office prints a receipt in the family’s language and can switch it, while its own screens stay in English', async ({
  page,
  db,
}) => {
  const { feeId } = await family(db, page, 'family-pass-office1');
  // The family chose Hindi at sign-in elsewhere.
  await db.query(
    `UPDATE accounts SET language = 'hi' WHERE login_id = (SELECT g.guardian_id FROM guardians g JOIN student_guardians sg ON sg.guardian_id = g.id JOIN fees f ON f.student_id = sg.student_id WHERE f.fee_id = $1)`,
    [feeId],
  );
  await signInAsAdmin(page);
  // Signed in before the address changes, or the login's answer (and its cookie) is cut off.
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goto(`/FeeReceipt/${feeId}`);
  await expect(page.getByRole('article', { name: WORDS.hi.receipt })).toContainText(WORDS.hi.words);
  await expect(page.getByRole('link', { name: '← Back to fees' })).toBeVisible();
  await page.getByLabel('Print in').selectOption('en');
  const english = page.getByRole('article', { name: 'Fee Receipt' });
  await expect(english).toContainText(
    'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
  );
  await expect(english).toContainText('₹1,23,456.50');
  await page.getByLabel('Print in').selectOption('or');
  await expect(page.getByRole('article', { name: WORDS.or.receipt })).toContainText(WORDS.or.words);
});

import { feePupil, forgetFeeYear, twoHalves, yearDays } from './support/fee-year';
import { claimLoginByApi, expect, signIn, test } from './support/fixtures';
import { adminApi } from './support/portal';

// A pupil's own Fees in the student portal, on a phone (issue 34). Class 7B is this file's for
// fees: its structure charges every pupil of class 7, and no other browser test reads their dues.
const CLASS = 7;
const PASSWORD = 'pupil-pass-1';

test.afterAll(forgetFeeYear);
test.use({ viewport: { width: 390, height: 844 } });

test('a pupil sees their dues, ledger and receipt on a phone, in lakhs and in Hindi, and not another pupil’s receipt', async ({
  page,
  db,
  baseURL,
}, testInfo) => {
  const days = await yearDays(baseURL!);
  const pupil = await feePupil(db, 'Sasmita Behera', CLASS, 'B', days.first);
  const other = await feePupil(db, 'Other Pupil', CLASS, 'B', days.first);
  // ₹2,50,000 of tuition in two halves; the office takes the first half for each pupil.
  const admin = await adminApi(baseURL!);
  const put = await admin.put('/api/admin/fee-structures', { data: twoHalves(CLASS, days, 250000) });
  expect(put.status(), await put.text()).toBe(200);
  const receipts: { fee_id: number; receipt_no: string }[] = [];
  for (const p of [pupil, other]) {
    const res = await admin.post('/api/admin/Fee', {
      data: { student_id: p.id, amount: '125000.00', payment_mode: 'Online', payment_date: days.first, receipt_no: '' },
    });
    expect(res.status(), await res.text()).toBe(201);
    receipts.push(await res.json());
  }
  await admin.dispose();
  const [mine, theirs] = receipts;
  await claimLoginByApi({ email: pupil.email, id: pupil.id, password: PASSWORD });
  await signIn(page, pupil.id, PASSWORD);
  await expect(page).toHaveURL(/\/StudentDashboard$/);

  // The dashboard's card says what is owed and leads to Fees.
  const card = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: /^Fees to pay/ });
  await expect(card).toContainText('₹1,25,000.00');
  await card.click();
  await expect(page).toHaveURL(/\/StudentFees$/);
  const dues = page.getByRole('region', { name: 'Dues' });
  await expect(dues.getByRole('definition').first()).toHaveText('₹1,25,000.00');
  await expect(dues).toContainText(days.ended ? /Overdue\s*₹1,25,000\.00/ : /Overdue\s*₹0\.00/);
  await expect(dues).toContainText(days.ended ? 'Nothing more is due.' : 'Next due: ₹1,25,000.00');
  // The ledger, newest first: the two halves charged and the payment, each with the balance after it.
  const entries = dues.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Balance after: ₹1,25,000.00');
  await expect(entries.filter({ hasText: 'Payment' })).toContainText('Balance after: ₹0.00');
  await page.screenshot({ path: testInfo.outputPath('pupil-fees.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The same screen is in the folded menu; the receipt opens and prints from it.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Student Panel' }).getByRole('link', { name: 'Fees' }).click();
  await page.getByRole('link', { name: `View receipt ${mine.receipt_no}` }).click();
  await expect(page).toHaveURL(new RegExp(`/StudentFees/${mine.fee_id}/receipt$`));
  const receipt = page.getByRole('article', { name: 'Fee Receipt' });
  await expect(receipt).toContainText(`Sasmita Behera (${pupil.id})`);
  await expect(receipt).toContainText('₹1,25,000.00');
  await expect(receipt.getByRole('table', { name: 'Paid for' })).toContainText('Tuition');
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Another pupil's receipt, typed into the address bar, is refused by the server.
  await page.goto(`/StudentFees/${theirs.fee_id}/receipt`);
  await expect(page.getByText('You can only view your own fees.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Fee Receipt' })).toHaveCount(0);

  // In Hindi the dues keep their lakh grouping.
  await page.getByRole('link', { name: '← Back to fees' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Student Panel' }).getByLabel('Language').selectOption('hi');
  const hindiDues = page.getByRole('region', { name: 'बकाया शुल्क' });
  await expect(hindiDues.getByRole('definition').first()).toHaveText('₹1,25,000.00');
  await expect(page.getByRole('link', { name: `रसीद ${mine.receipt_no} देखें` })).toBeVisible();
});

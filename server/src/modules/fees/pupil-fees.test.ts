import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { textIn } from '../../i18n/messages';
import { makeStudent, signedIn } from '../../../test/factories';
import { feePayment } from '../../../test/fee-factories';
import { testApp } from '../../../test/test-app';

const ctx = testApp({ SCHOOL_NAME: 'Green Valley School' });

/** A payment the office records for `studentId`: its id and receipt number. */
async function paid(studentId: string, amount: string) {
  const { agent: office } = await signedIn(ctx, 'admin');
  const res = await office.post('/api/admin/Fee').send(feePayment(studentId, { amount, payment_mode: 'Online' }));
  expect(res.status).toBe(201);
  return res.body as { fee_id: number; receipt_no: string };
}

describe("a pupil's own payments and receipts", () => {
  it('lists their own payments and opens their own receipt, in lakhs and words', async () => {
    const pupil = await signedIn(ctx, 'student');
    const fee = await paid(pupil.loginId, '125000.00');
    const list = await pupil.agent.get('/api/fees').query({ student_id: pupil.loginId });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ fee_id: fee.fee_id, receipt_no: fee.receipt_no })]);
    const receipt = await pupil.agent.get(`/api/admin/Fee/${fee.fee_id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      student_id: pupil.loginId,
      receipt_no: fee.receipt_no,
      amount: '125000.00',
      amount_in_words: 'Rupees One Lakh Twenty-Five Thousand Only',
      school_name: 'Green Valley School',
    });
  });

  it("refuses another pupil's payments and receipt with 403, and answers 404 for a receipt that does not exist", async () => {
    const pupil = await signedIn(ctx, 'student');
    const other = await makeStudent({ name: 'Someone Else' });
    const theirs = await paid(other.student_id, '900.00');
    const refusal = textIn('en', msg('feeLedger.ownLedgerOnly'));
    const list = await pupil.agent.get('/api/fees').query({ student_id: other.student_id });
    expect([list.status, list.body.error]).toEqual([403, refusal]);
    const receipt = await pupil.agent.get(`/api/admin/Fee/${theirs.fee_id}/receipt`);
    expect([receipt.status, receipt.body.error]).toEqual([403, refusal]);
    expect((await pupil.agent.get('/api/admin/Fee/999999999/receipt')).status).toBe(404);
  });

  it('keeps teachers out of payments and receipts', async () => {
    const { agent: teacher } = await signedIn(ctx, 'teacher');
    const s = await makeStudent();
    const fee = await paid(s.student_id, '500.00');
    expect((await teacher.get('/api/fees').query({ student_id: s.student_id })).status).toBe(403);
    expect((await teacher.get(`/api/admin/Fee/${fee.fee_id}/receipt`)).status).toBe(403);
  });
});

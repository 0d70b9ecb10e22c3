import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { feePayment } from '../../../test/fee-factories';
import { feeTestApp, pupilOnPlainStructure } from '../../../test/fee-ledger-factories';
import { daysBetween } from './dues-state';

const { admin } = feeTestApp();
type Agent = Awaited<ReturnType<typeof admin>>;

/** Where the whole school's defaulters list puts this pupil: overdue and since when, or null when not on it. */
async function listed(a: Agent, studentId: string) {
  const res = await a.get('/api/admin/fees/defaulters');
  expect(res.status).toBe(200);
  const row = (res.body as { student_id: string; overdue: string; days_overdue: number }[]).find(
    (d) => d.student_id === studentId,
  );
  return row ? `${row.overdue} ${row.days_overdue}` : null;
}

const keptRows = async (studentId: string) =>
  (
    await query<{ n: number }>(
      'SELECT (SELECT count(*) FROM fee_open_dues WHERE student_id = $1) + (SELECT count(*) FROM fee_balances WHERE student_id = $1) AS n',
      [studentId],
    )
  )[0].n;

// The defaulters list reads what PostgreSQL keeps of each due beside the ledger (migration 071):
// every way a ledger or a payment's place changes must reach it in the same transaction.
describe('what is kept of the dues beside the ledger', () => {
  it('follows a payment made, edited, put on chosen dues and deleted, an ID changed and a pupil deleted', async () => {
    const a = await admin();
    const { year, s } = await pupilOnPlainStructure(a, 9, '12-01');
    const since = (mmdd: string) => daysBetween(year.on(mmdd), year.on('12-01'));
    // Tuition 400.00 on 10 April, July and October, the exam fee 300.00 on 10 November: all past.
    expect(await listed(a, s.student_id)).toBe(`1500.00 ${since('04-10')}`);

    const paid = (await a.post('/api/admin/Fee').send(feePayment(s.student_id, { amount: '500' }))).body;
    expect(await listed(a, s.student_id)).toBe(`1000.00 ${since('07-10')}`);
    const edited = { ...feePayment(s.student_id, { amount: '1200' }), fee_id: paid.fee_id };
    expect((await a.put('/api/admin/Fee').send(edited)).status).toBe(200);
    expect(await listed(a, s.student_id)).toBe(`300.00 ${since('11-10')}`);
    expect((await a.delete('/api/admin/Fee').query({ fee_id: paid.fee_id })).status).toBe(200);
    expect(await listed(a, s.student_id)).toBe(`1500.00 ${since('04-10')}`);

    // 300.00 put on the exam fee stays there; the other 100.00 goes on the oldest tuition.
    const dues = (await a.get('/api/admin/fees/dues').query({ student_id: s.student_id })).body as {
      due_id: number;
      head: string;
    }[];
    const exam = dues.find((d) => d.head === 'Exam')!;
    const chosen = await a
      .post('/api/admin/fees/payments')
      .send({ ...feePayment(s.student_id, { amount: '400' }), dues: [{ due_id: exam.due_id, amount: '300' }] });
    expect(chosen.status).toBe(201);
    expect(await listed(a, s.student_id)).toBe(`1100.00 ${since('04-10')}`);

    expect((await a.delete('/api/admin/Fee').query({ fee_id: chosen.body.fee_id })).status).toBe(200);
    expect(await listed(a, s.student_id)).toBe(`1500.00 ${since('04-10')}`);

    // A pupil's ID changed (the ledger follows by ON UPDATE CASCADE), then the pupil deleted.
    const renamed = `${s.student_id}R`;
    await query('UPDATE students SET student_id = $2 WHERE student_id = $1', [s.student_id, renamed]);
    expect(await listed(a, s.student_id)).toBeNull();
    expect(await listed(a, renamed)).toBe(`1500.00 ${since('04-10')}`);
    await query('DELETE FROM students WHERE student_id = $1', [renamed]);
    expect(await listed(a, renamed)).toBeNull();
    expect(await keptRows(renamed)).toBe(0);
  });
});

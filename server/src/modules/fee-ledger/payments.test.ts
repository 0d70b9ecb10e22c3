import { describe, expect, it } from 'vitest';
import { feePayment } from '../../../test/fee-factories';
import { feeTestApp, ledgerOf, pupilOnPlainStructure } from '../../../test/fee-ledger-factories';

const { admin } = feeTestApp();
type Agent = Awaited<ReturnType<typeof admin>>;

const pupilWithDues = (a: Agent, cls = 10) => pupilOnPlainStructure(a, cls, '12-01');
const dues = async (a: Agent, id: string) =>
  (await a.get('/api/admin/fees/dues').query({ student_id: id })).body as {
    due_id: number;
    head: string;
    due_date: string;
    outstanding: string;
  }[];

describe('payments against dues', () => {
  it('a spec payment lowers the balance by its amount, goes on the oldest dues first, and its receipt lists them', async () => {
    const a = await admin();
    const { year, s } = await pupilWithDues(a);
    const paid = await a
      .post('/api/admin/Fee')
      .send(feePayment(s.student_id, { amount: '500', payment_date: year.on('11-30') }));
    expect(paid.status).toBe(201);
    const l = await ledgerOf(a, s.student_id);
    expect(l.balance).toBe('1000.00');
    expect(l.entries.find((e) => e.kind === 'payment')).toEqual({
      date: year.on('11-30'),
      kind: 'payment',
      head: null,
      amount: '-500.00',
      balance: '1000.00',
    });
    expect(l.overdue).toBe('1000.00');
    expect((await dues(a, s.student_id)).map((d) => `${d.due_date} ${d.outstanding}`)).toEqual([
      `${year.on('07-10')} 300.00`,
      `${year.on('10-10')} 400.00`,
      `${year.on('11-10')} 300.00`,
    ]);
    const receipt = await a.get(`/api/admin/Fee/${paid.body.fee_id}/receipt`);
    expect(receipt.body.paid_for).toEqual([
      { head: 'Tuition', due_date: year.on('04-10'), amount: '400.00' },
      { head: 'Tuition', due_date: year.on('07-10'), amount: '100.00' },
    ]);
    expect(receipt.body).toMatchObject({ amount: '500.00', amount_in_words: 'Rupees Five Hundred Only' });
  });

  it('follows an edited spec payment and forgets a deleted one', async () => {
    const a = await admin();
    const { s } = await pupilWithDues(a);
    const paid = (await a.post('/api/admin/Fee').send(feePayment(s.student_id, { amount: '500' }))).body;
    expect(
      (await a.put('/api/admin/Fee').send({ ...feePayment(s.student_id, { amount: '700' }), fee_id: paid.fee_id }))
        .status,
    ).toBe(200);
    expect((await ledgerOf(a, s.student_id)).balance).toBe('800.00');
    expect((await a.delete('/api/admin/Fee').query({ fee_id: paid.fee_id })).status).toBe(200);
    expect((await ledgerOf(a, s.student_id)).balance).toBe('1500.00');
  });

  it('puts a payment on the dues the office chose, the rest on the oldest others', async () => {
    const a = await admin();
    const { year, s } = await pupilWithDues(a);
    const exam = (await dues(a, s.student_id)).find((d) => d.head === 'Exam')!;
    const res = await a
      .post('/api/admin/fees/payments')
      .send({ ...feePayment(s.student_id, { amount: '500' }), dues: [{ due_id: exam.due_id, amount: '300' }] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Fee added successfully.', amount: '500.00', student_id: s.student_id });
    expect((await dues(a, s.student_id)).map((d) => `${d.head} ${d.due_date} ${d.outstanding}`)).toEqual([
      `Tuition ${year.on('04-10')} 200.00`,
      `Tuition ${year.on('07-10')} 400.00`,
      `Tuition ${year.on('10-10')} 400.00`,
    ]);
    const receipt = await a.get(`/api/admin/Fee/${res.body.fee_id}/receipt`);
    expect(receipt.body.paid_for).toEqual([
      { head: 'Tuition', due_date: year.on('04-10'), amount: '200.00' },
      { head: 'Exam', due_date: year.on('11-10'), amount: '300.00' },
    ]);
    // A later oldest-first payment leaves the chosen due paid.
    await a.post('/api/admin/Fee').send(feePayment(s.student_id, { amount: '200' }));
    expect((await dues(a, s.student_id)).map((d) => d.outstanding)).toEqual(['400.00', '400.00']);
  });

  it('refuses chosen amounts above the payment or the due, and writes nothing', async () => {
    const a = await admin();
    const { s } = await pupilWithDues(a);
    const exam = (await dues(a, s.student_id)).find((d) => d.head === 'Exam')!;
    const over = await a
      .post('/api/admin/fees/payments')
      .send({ ...feePayment(s.student_id, { amount: '100' }), dues: [{ due_id: exam.due_id, amount: '200' }] });
    expect(over.status).toBe(400);
    const above = await a
      .post('/api/admin/fees/payments')
      .send({ ...feePayment(s.student_id, { amount: '500' }), dues: [{ due_id: exam.due_id, amount: '301' }] });
    expect(above.status).toBe(400);
    expect(above.body.fields.dues).toMatch(/is not owed/);
    expect((await ledgerOf(a, s.student_id)).balance).toBe('1500.00');
  });
});

describe('refunds and write-offs', () => {
  it('refunds a credit balance, and refuses more than the credit', async () => {
    const a = await admin();
    const { year, s } = await pupilWithDues(a);
    await a.post('/api/admin/Fee').send(feePayment(s.student_id, { amount: '1600', payment_date: year.on('11-30') }));
    expect((await ledgerOf(a, s.student_id)).balance).toBe('-100.00');
    const tooMuch = await a
      .post('/api/admin/fees/refunds')
      .send({ student_id: s.student_id, amount: '100.01', reason: 'Overpaid' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields.amount).toMatch(/100\.00/);
    expect(
      (await a.post('/api/admin/fees/refunds').send({ student_id: s.student_id, amount: '100', reason: 'Overpaid' }))
        .status,
    ).toBe(201);
    const l = await ledgerOf(a, s.student_id);
    expect(l.balance).toBe('0.00');
    expect(l.entries.at(-1)).toMatchObject({ kind: 'refund', amount: '100.00', balance: '0.00' });
  });

  it('writes off dues oldest first, with the reason', async () => {
    const a = await admin();
    const { s } = await pupilWithDues(a);
    const res = await a
      .post('/api/admin/fees/write-offs')
      .send({ student_id: s.student_id, amount: '500', reason: 'Family hardship' });
    expect(res.status).toBe(201);
    const l = await ledgerOf(a, s.student_id);
    expect(l.entries.filter((e) => e.kind === 'write_off').map((e) => e.amount)).toEqual(['-400.00', '-100.00']);
    expect(l.balance).toBe('1000.00');
    expect(
      (await a.post('/api/admin/fees/write-offs').send({ student_id: s.student_id, amount: '1000.01', reason: 'x' }))
        .status,
    ).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { type Call, nonAdminStatuses } from '../../../test/calls';
import { makeStudent, signedIn } from '../../../test/factories';
import { testApp } from '../../../test/test-app';
import { feePayment } from '../../../test/fee-factories';

const ctx = testApp({ SCHOOL_NAME: 'Green Valley School' });
const admin = () => signedIn(ctx, 'admin');

const payment = feePayment;

const cents = (amount: string) => BigInt(amount.replace('.', ''));

describe('fee endpoints are for admins only', () => {
  const calls: Call[] = [
    { method: 'get', path: '/api/admin/Fee' },
    { method: 'get', path: '/api/admin/Fee/totals' },
    { method: 'post', path: '/api/admin/Fee', body: {} },
    { method: 'put', path: '/api/admin/Fee', body: {} },
    { method: 'delete', path: '/api/admin/Fee?fee_id=1' },
    { method: 'get', path: '/api/admin/Students?student_id=S00001' },
  ];

  it('answers 401 when signed out and 403 to teachers and students', async () => {
    expect(await nonAdminStatuses(ctx, calls)).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
  });
});

describe('recording a payment', () => {
  it('takes name and class from the student record, keeps the amount exact and gives a receipt number', async () => {
    const s = await makeStudent({ name: 'Anita Behera', class: 7 });
    const { agent: a } = await admin();
    const res = await a.post('/api/admin/Fee').send(payment(s.student_id.toLowerCase()));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Fee added successfully.',
      student_id: s.student_id,
      name: 'Anita Behera',
      class: 7,
      amount: '1234.50',
      payment_mode: 'Cash',
      payment_date: '2025-04-10',
    });
    expect(res.body.receipt_no).toMatch(/^R\d{6,}$/);
    const stored = await queryOne<{ amount: string }>('SELECT amount::text FROM fees WHERE fee_id = $1', [
      res.body.fee_id,
    ]);
    expect(stored!.amount).toBe('1234.50');
    const list = await a.get('/api/admin/Fee').query({ q: s.student_id });
    expect(list.body[0].amount).toBe('1234.50');
  });

  it('reads amounts as exact decimals, from text or a JSON number', async () => {
    const s = await makeStudent();
    const { agent: a } = await admin();
    for (const [sent, kept] of [
      ['1234.5', '1234.50'],
      [1234.5, '1234.50'],
      ['0.1', '0.10'],
      ['99999999.99', '99999999.99'],
      ['007', '7.00'],
    ] as const) {
      const res = await a.post('/api/admin/Fee').send(payment(s.student_id, { amount: sent }));
      expect(res.status).toBe(201);
      expect(res.body.amount).toBe(kept);
    }
  });

  it.each([
    ['zero', { amount: '0.00' }, 'amount', /greater than zero/],
    ['negative', { amount: '-5' }, 'amount', /at most two decimals/],
    ['three decimals', { amount: '10.005' }, 'amount', /at most two decimals/],
    ['a float artefact', { amount: 0.1 + 0.2 }, 'amount', /at most two decimals/],
    ['too large', { amount: '100000000' }, 'amount', /at most two decimals/],
    ['not a number', { amount: '12abc' }, 'amount', /at most two decimals/],
    ['an unknown mode', { payment_mode: 'Card' }, 'payment_mode', /Cash, Online or Bank/],
    ['an impossible date', { payment_date: '2025-02-30' }, 'payment_date', /real date/],
    ['a blank student ID', { student_id: '  ' }, 'student_id', /Please enter a valid Student ID/],
    ['a bad receipt number', { receipt_no: 'R 1;drop' }, 'receipt_no', /only letters/],
  ])('answers 400 naming the field for %s', async (_what, over, field, message) => {
    const s = await makeStudent();
    const { agent: a } = await admin();
    const res = await a.post('/api/admin/Fee').send(payment(s.student_id, over));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toMatch(message);
  });

  it('answers 404 "Student not found!" for a student who does not exist', async () => {
    const { agent: a } = await admin();
    const res = await a.post('/api/admin/Fee').send(payment('S99999999'));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Student not found!');
  });

  it('refuses a receipt number already used, whatever its case, with 409', async () => {
    const s = await makeStudent();
    const { agent: a } = await admin();
    const no = `RC-${Date.now()}`;
    expect((await a.post('/api/admin/Fee').send(payment(s.student_id, { receipt_no: no }))).status).toBe(201);
    const again = await a.post('/api/admin/Fee').send(payment(s.student_id, { receipt_no: no.toLowerCase() }));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`Receipt number ${no.toLowerCase()} is already used.`);
  });

  it('skips a generated number that someone already typed in by hand', async () => {
    const s = await makeStudent();
    const { agent: a } = await admin();
    const first = await a.post('/api/admin/Fee').send(payment(s.student_id));
    const next = `R${String(Number(first.body.receipt_no.slice(1)) + 1).padStart(6, '0')}`;
    expect((await a.post('/api/admin/Fee').send(payment(s.student_id, { receipt_no: next }))).status).toBe(201);
    const third = await a.post('/api/admin/Fee').send(payment(s.student_id));
    expect(third.status).toBe(201);
    expect(third.body.receipt_no).not.toBe(next);
  });

  it('keeps a student with payments from being deleted', async () => {
    const s = await makeStudent();
    const { agent: a } = await admin();
    await a.post('/api/admin/Fee').send(payment(s.student_id));
    await expect(query('DELETE FROM students WHERE student_id = $1', [s.student_id])).rejects.toMatchObject({
      code: '23001',
    });
  });
});

describe('listing, editing and deleting', () => {
  it('filters by class and payment date, searches, sorts and pages with X-Total-Count', async () => {
    const s = await makeStudent({ class: 3 });
    const { agent: a } = await admin();
    for (const amount of ['300.00', '100.00', '200.00'])
      await a.post('/api/admin/Fee').send(payment(s.student_id, { amount, payment_date: '2024-01-15' }));
    const res = await a.get('/api/admin/Fee').query({
      class: 3,
      payment_date: '2024-01-15',
      q: s.student_id,
      sort: 'amount',
      order: 'asc',
      page: 1,
      pageSize: 2,
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.map((f: { amount: string }) => f.amount)).toEqual(['100.00', '200.00']);
    const other = await a.get('/api/admin/Fee').query({ class: 4, q: s.student_id });
    expect(other.body).toEqual([]);
    expect((await a.get('/api/admin/Fee').query({ class: 11 })).status).toBe(400);
    expect((await a.get('/api/admin/Fee').query({ payment_date: 'yesterday' })).status).toBe(400);
  });

  it('updates a payment, taking name and class from the record again and keeping a blank receipt number', async () => {
    const s = await makeStudent({ name: 'Before Rename', class: 2 });
    const { agent: a } = await admin();
    const created = (await a.post('/api/admin/Fee').send(payment(s.student_id))).body;
    await query("UPDATE students SET name = 'After Rename', class = 3 WHERE student_id = $1", [s.student_id]);
    const res = await a.put('/api/admin/Fee').send({
      ...payment(s.student_id, { amount: '99.90', payment_mode: 'Bank', name: 'Ignored', class: 10 }),
      fee_id: created.fee_id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Fee updated successfully.',
      name: 'After Rename',
      class: 3,
      amount: '99.90',
      payment_mode: 'Bank',
      receipt_no: created.receipt_no,
    });
  });

  it('answers 404 for an unknown fee or student on update, 409 for a taken receipt, 400 without fee_id', async () => {
    const s = await makeStudent();
    const { agent: a } = await admin();
    const one = (await a.post('/api/admin/Fee').send(payment(s.student_id))).body;
    const two = (await a.post('/api/admin/Fee').send(payment(s.student_id))).body;
    expect((await a.put('/api/admin/Fee').send({ ...payment(s.student_id), fee_id: 999999999 })).status).toBe(404);
    const noStudent = await a.put('/api/admin/Fee').send({ ...payment('S77777777'), fee_id: one.fee_id });
    expect(noStudent.body.error).toBe('Student not found!');
    const clash = await a
      .put('/api/admin/Fee')
      .send({ ...payment(s.student_id, { receipt_no: two.receipt_no }), fee_id: one.fee_id });
    expect(clash.status).toBe(409);
    expect((await a.put('/api/admin/Fee').send(payment(s.student_id))).body.fields.fee_id).toBeDefined();
  });

  it('deletes by ?fee_id= and then answers 404', async () => {
    const s = await makeStudent();
    const { agent: a } = await admin();
    const created = (await a.post('/api/admin/Fee').send(payment(s.student_id))).body;
    const res = await a.delete('/api/admin/Fee').query({ fee_id: created.fee_id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Fee deleted successfully.');
    expect((await a.delete('/api/admin/Fee').query({ fee_id: created.fee_id })).status).toBe(404);
    expect((await a.delete('/api/admin/Fee')).status).toBe(400);
  });
});

describe('receipts and totals', () => {
  it('gives a receipt with the school name and the amount in words', async () => {
    const s = await makeStudent({ name: 'Receipt Holder', class: 6 });
    const { agent: a } = await admin();
    const created = (
      await a.post('/api/admin/Fee').send(payment(s.student_id, { amount: '1500', payment_mode: 'Online' }))
    ).body;
    const res = await a.get(`/api/admin/Fee/${created.fee_id}/receipt`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      school_name: 'Green Valley School',
      receipt_no: created.receipt_no,
      name: 'Receipt Holder',
      class: 6,
      amount: '1500.00',
      amount_in_words: 'Rupees One Thousand Five Hundred Only',
      payment_mode: 'Online',
    });
    expect((await a.get('/api/admin/Fee/999999999/receipt')).status).toBe(404);
  });

  it('totals per class and per month exactly, to the paisa', async () => {
    const s = await makeStudent({ class: 10 });
    const { agent: a } = await admin();
    const before = (await a.get('/api/admin/Fee/totals')).body;
    for (const amount of ['0.10', '0.20', '1234.55'])
      await a.post('/api/admin/Fee').send(payment(s.student_id, { amount, payment_date: '2023-07-09' }));
    const after = (await a.get('/api/admin/Fee/totals')).body;
    const classTotal = (t: typeof before) =>
      cents(t.by_class.find((c: { class: number }) => c.class === 10)?.total ?? '0.00');
    const monthTotal = (t: typeof before) =>
      cents(t.by_month.find((m: { month: string }) => m.month === '2023-07')?.total ?? '0.00');
    expect(classTotal(after) - classTotal(before)).toBe(123485n);
    expect(monthTotal(after) - monthTotal(before)).toBe(123485n);
    expect(cents(after.overall.total) - cents(before.overall.total)).toBe(123485n);
    expect(after.overall.count - before.overall.count).toBe(3);
  });
});

describe('the Student ID lookup the fee screen uses', () => {
  it('answers an array with the student, or an empty one', async () => {
    const s = await makeStudent({ name: 'Lookup Me', class: 4, section: 'B' });
    const { agent: a } = await admin();
    const found = await a.get('/api/admin/Students').query({ student_id: s.student_id.toLowerCase() });
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({ student_id: s.student_id, name: 'Lookup Me', class: 4, section: 'B' });
    expect((await a.get('/api/admin/Students').query({ student_id: 'NOPE123' })).body).toEqual([]);
  });
});

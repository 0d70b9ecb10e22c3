import { describe, expect, it, vi } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { makeStudent, signedIn } from '../../../test/factories';
import { feePayment } from '../../../test/fee-factories';
import {
  currentFeeYear,
  feeTestApp,
  ledgerOf,
  nextFeeYear,
  plainStructure,
  pupilOnPlainStructure,
  putStructure,
} from '../../../test/fee-ledger-factories';
import { textIn } from '../../i18n/messages';
import { calendar } from '../../lib/calendar';

const { ctx, admin } = feeTestApp();

const lines = (l: Awaited<ReturnType<typeof ledgerOf>>, head: string) =>
  l.entries.filter((e) => e.head === head).map((e) => `${e.date} ${e.kind} ${e.amount}`);

describe("copying last year's structures", () => {
  it('sets every class of the next year with amounts raised to whole rupees and due dates a year on, and charges its pupils', async () => {
    const a = await admin();
    const { year, s } = await pupilOnPlainStructure(a, 4);
    const next = await nextFeeYear(year.y);
    const res = await a
      .post('/api/admin/fee-structures/copy')
      .send({ from_year_id: year.id, to_year_id: next, percent: '7.5' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Fee structures copied.',
      from_year_id: year.id,
      to_year_id: next,
      classes: [4],
      // This pupil and any class 4 pupil other files of this worker's database left there.
      pupils: expect.any(Number),
    });
    expect(res.body.pupils).toBeGreaterThanOrEqual(1);
    const later = (mmdd: string) => year.on(mmdd).replace(/^\d{4}/, (y) => String(Number(y) + 1));
    const got = await a.get('/api/admin/fee-structures').query({ class: 4, year_id: next });
    // 300.00 raised by 7.5 % is 322.50: whole rupees, half up.
    expect(got.body.heads).toEqual([
      { head: 'Exam', amount: '323.00', instalments: [{ due_date: later('11-10'), amount: '323.00' }] },
      {
        head: 'Tuition',
        amount: '1290.00',
        instalments: ['04-10', '07-10', '10-10'].map((d) => ({ due_date: later(d), amount: '430.00' })),
      },
    ]);
    const l = await ledgerOf(a, s.student_id);
    expect(lines(l, 'Tuition').filter((x) => x.startsWith(later('04-10')))).toEqual([
      `${later('04-10')} charge 430.00`,
    ]);
    const again = await a
      .post('/api/admin/fee-structures/copy')
      .send({ from_year_id: year.id, to_year_id: next, percent: 5 });
    expect(again.status).toBe(409);
    const yearName = (await a.get('/api/years')).body.find((y: { id: number }) => y.id === next).name;
    expect(again.body.error).toBe(textIn('en', msg('feeLedger.copyTargetHasStructures', { year: yearName })));
  });

  it('refuses a bad increase, the same year twice and callers other than the admin', async () => {
    const year = await currentFeeYear();
    const a = await admin();
    const bad = await a.post('/api/admin/fee-structures/copy').send({ percent: '12.345' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.percent).toBe(textIn('en', msg('feeLedger.increaseFormat')));
    const same = await a
      .post('/api/admin/fee-structures/copy')
      .send({ from_year_id: year.id, to_year_id: year.id, percent: '5' });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe(textIn('en', msg('feeLedger.copySameYear')));
    const teacher = (await signedIn(ctx, 'teacher')).agent;
    expect((await teacher.post('/api/admin/fee-structures/copy').send({ percent: '5' })).status).toBe(403);
  });
});

describe('optional heads', () => {
  const bus = (on: (mmdd: string) => string) => ({
    head: 'Bus Route 3',
    amount: '1200.00',
    optional: true,
    instalments: ['04-10', '07-10', '10-10', '01-10'].map((d) => ({ due_date: on(d), amount: '300.00' })),
  });

  it('charges a pupil given a head from the month given, cancels what falls due after it is taken away, and no one else', async () => {
    const year = await currentFeeYear('09-15');
    const a = await admin();
    const [rider, walker] = [await makeStudent({ class: 6 }), await makeStudent({ class: 6 })];
    const set = await putStructure(a, 6, [...plainStructure(year.on), bus(year.on)]);
    expect(set.heads.find((h: { head: string }) => h.head === 'Bus Route 3').optional).toBe(true);
    expect(lines(await ledgerOf(a, rider.student_id), 'Bus Route 3')).toEqual([]);

    const given = await a
      .post('/api/admin/fees/optional-heads')
      .send({ student_id: rider.student_id, head: 'bus route 3' });
    expect(given.status).toBe(201);
    expect(given.body).toEqual({
      message: 'Optional head given; its charges follow.',
      heads: [{ head: 'Bus Route 3', year_id: year.id, starts_on: year.on('09-01'), ends_on: null }],
    });
    expect(lines(await ledgerOf(a, rider.student_id), 'Bus Route 3')).toEqual([
      `${year.on('10-10')} charge 300.00`,
      `${year.on('01-10')} charge 300.00`,
    ]);
    const twice = await a
      .post('/api/admin/fees/optional-heads')
      .send({ student_id: rider.student_id, head: 'Bus Route 3' });
    expect(twice.status).toBe(409);

    vi.spyOn(calendar, 'today').mockReturnValue(year.on('11-20'));
    const away = await a
      .delete('/api/admin/fees/optional-heads')
      .send({ student_id: rider.student_id, head: 'Bus Route 3' });
    expect(away.status).toBe(200);
    expect(away.body.heads).toEqual([
      { head: 'Bus Route 3', year_id: year.id, starts_on: year.on('09-01'), ends_on: year.on('11-20') },
    ]);
    const l = await ledgerOf(a, rider.student_id);
    expect(lines(l, 'Bus Route 3')).toEqual([
      `${year.on('10-10')} charge 300.00`,
      `${year.on('11-20')} cancel -300.00`,
      `${year.on('01-10')} charge 300.00`,
    ]);
    expect(l.balance).toBe('1800.00'); // tuition 1200 + exam 300 + one bus instalment
    expect(lines(await ledgerOf(a, walker.student_id), 'Bus Route 3')).toEqual([]);
    const listed = await a.get('/api/admin/fees/optional-heads').query({ student_id: rider.student_id });
    expect(listed.body).toEqual(away.body.heads);
  });

  it('refuses a head that is not optional in the class, taking away one not taken, and callers other than the admin', async () => {
    const year = await currentFeeYear();
    const a = await admin();
    const s = await makeStudent({ class: 5 });
    await putStructure(a, 5, [...plainStructure(year.on), bus(year.on)]);
    const tuition = await a.post('/api/admin/fees/optional-heads').send({ student_id: s.student_id, head: 'Tuition' });
    expect(tuition.status).toBe(400);
    expect(tuition.body.fields.head).toBe(
      textIn('en', msg('feeLedger.notOptionalHead', { head: 'Tuition', class: 5 })),
    );
    const notTaken = await a
      .delete('/api/admin/fees/optional-heads')
      .send({ student_id: s.student_id, head: 'Bus Route 3' });
    expect(notTaken.status).toBe(404);
    expect(notTaken.body.error).toBe(textIn('en', msg('feeLedger.optionalHeadNotTaken', { head: 'Bus Route 3' })));
    const unknown = await a.post('/api/admin/fees/optional-heads').send({ student_id: 'NOSUCH1', head: 'Bus Route 3' });
    expect(unknown.status).toBe(404);
    const student = (await signedIn(ctx, 'student')).agent;
    const asPupil = await student
      .post('/api/admin/fees/optional-heads')
      .send({ student_id: s.student_id, head: 'Bus Route 3' });
    expect(asPupil.status).toBe(403);
  });
});

describe('the day-book', () => {
  it("lists a day's receipts, what each mode brought in (nil modes too), the total and the refunds paid out", async () => {
    const year = await currentFeeYear('10-03');
    const a = await admin();
    const s = await makeStudent({ class: 3 });
    const day = year.on('10-03');
    for (const [amount, mode, date] of [
      ['500.00', 'Cash', day],
      ['250.50', 'Cash', day],
      ['1000.00', 'Online', day],
      ['99.00', 'Bank', year.on('10-02')],
    ])
      expect(
        (
          await a
            .post('/api/admin/Fee')
            .send(feePayment(s.student_id, { amount, payment_mode: mode, payment_date: date }))
        ).status,
      ).toBe(201);
    const refund = await a
      .post('/api/admin/fees/refunds')
      .send({ student_id: s.student_id, amount: '100.00', reason: 'Overpaid', refund_date: day });
    expect(refund.status).toBe(201);
    const book = await a.get('/api/admin/fees/day-book');
    expect(book.status).toBe(200);
    expect(book.body).toMatchObject({
      date: day,
      modes: [
        { mode: 'Cash', receipts: 2, amount: '750.50' },
        { mode: 'Online', receipts: 1, amount: '1000.00' },
        { mode: 'Bank', receipts: 0, amount: '0.00' },
      ],
      total: { receipts: 3, amount: '1750.50' },
      refunds: { count: 1, amount: '100.00' },
    });
    expect(book.body.receipts.map((r: { amount: string; mode: string }) => `${r.mode} ${r.amount}`)).toEqual([
      'Cash 500.00',
      'Cash 250.50',
      'Online 1000.00',
    ]);
    const other = await a.get('/api/admin/fees/day-book').query({ date: year.on('10-02') });
    expect(other.body.total).toEqual({ receipts: 1, amount: '99.00' });
    expect((await a.get('/api/admin/fees/day-book').query({ date: '2025-13-01' })).status).toBe(400);
    const teacher = (await signedIn(ctx, 'teacher')).agent;
    expect((await teacher.get('/api/admin/fees/day-book')).status).toBe(403);
  });
});

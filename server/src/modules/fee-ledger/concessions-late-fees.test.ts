import { describe, expect, it, vi } from 'vitest';
import { calendar } from '../../lib/calendar';
import { makeGuardian, makeStudent, signedIn } from '../../../test/factories';
import {
  currentFeeYear,
  feeTestApp,
  ledgerOf,
  plainStructure,
  pupilOnPlainStructure,
  putStructure,
} from '../../../test/fee-ledger-factories';

const { ctx, admin } = feeTestApp();
const ofKind = (l: Awaited<ReturnType<typeof ledgerOf>>, kind: string) =>
  l.entries.filter((e) => e.kind === kind).map((e) => `${e.head} ${e.amount}`);

describe('concessions', () => {
  it('takes a percentage off each charge of the head, with who granted it and why', async () => {
    const { agent: a, accountId } = await signedIn(ctx, 'admin');
    const { s } = await pupilOnPlainStructure(a, 2);
    const res = await a
      .post('/api/admin/concessions')
      .send({ student_id: s.student_id, head: 'tuition', percent: 12.5, reason: 'Staff child' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Concession granted.',
      head: 'Tuition',
      percent: '12.50',
      amount: null,
      reason: 'Staff child',
      granted_by: accountId,
    });
    const l = await ledgerOf(a, s.student_id);
    expect(ofKind(l, 'concession')).toEqual(['Tuition -50.00', 'Tuition -50.00', 'Tuition -50.00']);
    expect(l.balance).toBe('1350.00');
    const listed = await a.get('/api/admin/concessions').query({ student_id: s.student_id });
    expect(listed.body).toHaveLength(1);
  });

  it("spreads an amount over the head's charges to the paisa, and refuses more than is left", async () => {
    const a = await admin();
    const { s } = await pupilOnPlainStructure(a, 2);
    const res = await a
      .post('/api/admin/concessions')
      .send({ student_id: s.student_id, head: 'Tuition', amount: '100.00', reason: 'Scholarship' });
    expect(res.status).toBe(201);
    const l = await ledgerOf(a, s.student_id);
    expect(ofKind(l, 'concession')).toEqual(['Tuition -33.33', 'Tuition -33.33', 'Tuition -33.34']);
    expect(l.balance).toBe('1400.00');
    const tooMuch = await a
      .post('/api/admin/concessions')
      .send({ student_id: s.student_id, head: 'Tuition', amount: '1100.01', reason: 'Too much' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields.amount).toMatch(/more than what is left/);
  });

  it.each([
    ['both a percent and an amount', { percent: 10, amount: '5' }, 'percent'],
    ['neither', {}, 'percent'],
    ['a percent over 100', { percent: 101 }, 'percent'],
    ['no reason', { percent: 5, reason: ' ' }, 'reason'],
  ])('answers 400 for %s', async (_w, over, field) => {
    await currentFeeYear();
    const a = await admin();
    const s = await makeStudent({ class: 2 });
    const res = await a
      .post('/api/admin/concessions')
      .send({ student_id: s.student_id, head: 'Tuition', reason: 'Why', ...over });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBeDefined();
  });

  it('gives the second child of a family the sibling percentage off tuition, by itself', async () => {
    const year = await currentFeeYear();
    const a = await admin();
    expect(
      (
        await a.put('/api/admin/fees/settings').send({
          sibling_percent: 10,
          late_fee_kind: 'none',
          late_fee_amount: 0,
          grace_days: 0,
          mid_year_from: 'joining_month',
        })
      ).status,
    ).toBe(200);
    const elder = await makeStudent({ class: 2 });
    const younger = await makeStudent({ class: 2 });
    await makeGuardian([elder.student_id, younger.student_id]);
    await putStructure(a, 2, plainStructure(year.on));
    expect(ofKind(await ledgerOf(a, elder.student_id), 'concession')).toEqual([]);
    const l = await ledgerOf(a, younger.student_id);
    expect(ofKind(l, 'concession')).toEqual(['Tuition -40.00', 'Tuition -40.00', 'Tuition -40.00']);
    expect(l.balance).toBe('1380.00');
  });
});

describe('late fees', () => {
  const rule = (a: Awaited<ReturnType<typeof admin>>, over: Record<string, unknown>) =>
    a.put('/api/admin/fees/settings').send({
      sibling_percent: 0,
      late_fee_kind: 'flat',
      late_fee_amount: '50',
      grace_days: 10,
      mid_year_from: 'joining_month',
      ...over,
    });

  it('charges a flat late fee once a due is past its grace days, once, and waives it with a reason', async () => {
    const a = await admin();
    const { year, s } = await pupilOnPlainStructure(a, 2, '04-15');
    await rule(a, {});
    // 5 days late: within the grace days.
    expect((await a.post('/api/admin/fees/late-fees').send({})).status).toBe(200);
    expect(ofKind(await ledgerOf(a, s.student_id), 'late_fee')).toEqual([]);
    vi.spyOn(calendar, 'today').mockReturnValue(year.on('04-25'));
    await a.post('/api/admin/fees/late-fees').send({});
    await a.post('/api/admin/fees/late-fees').send({});
    const l = await ledgerOf(a, s.student_id);
    expect(ofKind(l, 'late_fee')).toEqual(['Tuition 50.00']);
    expect(l.overdue).toBe('400.00');
    const dues = (await a.get('/api/admin/fees/dues').query({ student_id: s.student_id })).body as {
      due_id: number;
      kind: string;
    }[];
    const late = dues.find((d) => d.kind === 'late_fee')!;
    expect((await a.post('/api/admin/fees/waivers').send({ entry_id: late.due_id, reason: ' ' })).status).toBe(400);
    const waived = await a.post('/api/admin/fees/waivers').send({ entry_id: late.due_id, reason: 'First time' });
    expect(waived.status).toBe(201);
    expect(ofKind(await ledgerOf(a, s.student_id), 'waiver')).toEqual(['Tuition -50.00']);
    expect((await a.post('/api/admin/fees/waivers').send({ entry_id: late.due_id, reason: 'Again' })).status).toBe(409);
    // A waived charge accrues no more.
    vi.spyOn(calendar, 'today').mockReturnValue(year.on('05-25'));
    await a.post('/api/admin/fees/late-fees').send({});
    expect(ofKind(await ledgerOf(a, s.student_id), 'late_fee')).toEqual(['Tuition 50.00']);
  });

  it('charges so much a day past the grace days, topped up on each run, and none on a paid due', async () => {
    const year = await currentFeeYear('04-01');
    const a = await admin();
    const s = await makeStudent({ class: 2 });
    const paid = await makeStudent({ class: 2 });
    await putStructure(a, 2, plainStructure(year.on));
    await a
      .post('/api/admin/Fee')
      .send({ student_id: paid.student_id, amount: '400', payment_mode: 'Cash', payment_date: year.on('04-05') });
    await rule(a, { late_fee_kind: 'per_day', late_fee_amount: '2.50', grace_days: 5 });
    await a.post('/api/admin/fees/late-fees').send({ as_of: year.on('04-20') });
    expect(ofKind(await ledgerOf(a, s.student_id), 'late_fee')).toEqual(['Tuition 12.50']);
    await a.post('/api/admin/fees/late-fees').send({ as_of: year.on('04-25') });
    expect(ofKind(await ledgerOf(a, s.student_id), 'late_fee')).toEqual(['Tuition 12.50', 'Tuition 12.50']);
    expect(ofKind(await ledgerOf(a, paid.student_id), 'late_fee')).toEqual([]);
  });

  it('answers 409 when the school has no late fee rule', async () => {
    await currentFeeYear();
    const a = await admin();
    expect((await a.post('/api/admin/fees/late-fees').send({})).status).toBe(409);
  });
});

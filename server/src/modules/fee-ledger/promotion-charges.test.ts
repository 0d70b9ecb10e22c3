import { describe, expect, it, vi } from 'vitest';
import type { Section } from '@contracts/enums';
import { batch } from '../../db/batch';
import { queryOne } from '../../db/pool';
import { calendar } from '../../lib/calendar';
import { makeGuardian, makeStudent } from '../../../test/factories';
import {
  currentFeeYear,
  feeTestApp,
  ledgerOf,
  nextFeeYear,
  plainStructure,
  putStructure,
} from '../../../test/fee-ledger-factories';
import { backupBeforePromotions } from '../promotions/backup-hook';
import { promotionsService } from '../promotions/promotions.service';

// Its own database: a promotion lists every pupil of the section (see global-setup.ts).
const { admin } = feeTestApp('promotions');
type Agent = Awaited<ReturnType<typeof admin>>;

const lines = (l: Awaited<ReturnType<typeof ledgerOf>>) =>
  l.entries.map((e) => `${e.date} ${e.kind} ${e.head} ${e.amount}`);

/** The entries a pupil's ledger gained between two readings, in ledger order. */
function gained(before: string[], after: string[]): string[] {
  const left = [...before];
  return after.filter((line) => {
    const i = left.indexOf(line);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

const twice = (on: (mmdd: string) => string, amount: string) =>
  ['04-10', '10-10'].map((d) => ({ due_date: on(d), amount }));

/**
 * A class 3 of one section (two siblings, a bus rider, a pupil to be held back with a concession
 * of this year) and a class 10 pupil who graduates, on this year's structures and next year's
 * (the bus is an optional head both years; the school gives a second child 10 % off tuition).
 */
async function school(a: Agent, section: Section) {
  const year = await currentFeeYear('03-20');
  const next = await nextFeeYear(year.y);
  const nextOn = (mmdd: string) => `${Number(mmdd.slice(0, 2)) >= 4 ? year.y + 1 : year.y + 2}-${mmdd}`;
  const settings = await a.put('/api/admin/fees/settings').send({
    sibling_percent: 10,
    late_fee_kind: 'none',
    late_fee_amount: 0,
    grace_days: 0,
    mid_year_from: 'joining_month',
  });
  expect(settings.status).toBe(200);
  const bus = (on: (mmdd: string) => string, amount: string) => ({
    head: 'Bus Route 3',
    amount,
    optional: true,
    instalments: twice(on, (Number(amount) / 2).toFixed(2)),
  });
  const tuition = (amount: string) => ({
    head: 'Tuition',
    amount,
    instalments: twice(nextOn, (Number(amount) / 2).toFixed(2)),
  });
  const pupils = {
    elder: await makeStudent({ class: 3, section }),
    younger: await makeStudent({ class: 3, section }),
    rider: await makeStudent({ class: 3, section }),
    held: await makeStudent({ class: 3, section }),
  };
  const grad = await makeStudent({ class: 10, section });
  await makeGuardian([pupils.elder.student_id, pupils.younger.student_id]);
  await putStructure(a, 3, [...plainStructure(year.on), bus(year.on, '600.00')]);
  await putStructure(a, 10, plainStructure(year.on));
  await putStructure(a, 4, [tuition('2000.00'), bus(nextOn, '800.00')], next);
  await putStructure(a, 3, [tuition('1800.00')], next);
  await putStructure(a, 10, [tuition('3000.00')], next);
  // The bus taken in September: this year's October instalment charged.
  const today = vi.spyOn(calendar, 'today').mockReturnValue(year.on('09-15'));
  const rides = await a
    .post('/api/admin/fees/optional-heads')
    .send({ student_id: pupils.rider.student_id, head: 'Bus Route 3' });
  expect(rides.status).toBe(201);
  today.mockReturnValue(year.on('03-20'));
  const off = await a
    .post('/api/admin/concessions')
    .send({ student_id: pupils.held.student_id, head: 'Tuition', percent: '50', reason: 'Scholarship' });
  expect(off.status).toBe(201);
  const all = { ...pupils, grad };
  const ledgers = async () =>
    Object.fromEntries(
      await Promise.all(Object.entries(all).map(async ([k, s]) => [k, await ledgerOf(a, s.student_id)])),
    );
  const choices = async (cls: number) => {
    const preview = await a.get('/api/admin/promotions/preview').query({ year_id: year.id, class: cls, section });
    expect(preview.status).toBe(200);
    return preview.body.students.map((p: { student_id: string; action: string }) => ({
      student_id: p.student_id,
      action: p.student_id === pupils.held.student_id ? 'retain' : p.action,
    }));
  };
  return { year, nextOn, all, ledgers, choices };
}

/** What the promotion charged each pupil (next year's class, with the sibling rule), and their balances after it. */
function expectNextYearCharged(
  nextOn: (mmdd: string) => string,
  today: string,
  before: Record<string, Awaited<ReturnType<typeof ledgerOf>>>,
  after: Record<string, Awaited<ReturnType<typeof ledgerOf>>>,
) {
  const gains = Object.fromEntries(Object.keys(after).map((k) => [k, gained(lines(before[k]), lines(after[k]))]));
  const tuition = (amount: string) => [
    `${nextOn('04-10')} charge Tuition ${amount}`,
    `${nextOn('10-10')} charge Tuition ${amount}`,
  ];
  const cancelled = (amount: string) => [`${today} cancel Tuition -${amount}`, `${today} cancel Tuition -${amount}`];
  expect(gains).toEqual({
    // Charged next year's class 3 when its structure was set (class 3 is where they stood), that
    // is cancelled on the day and next year's class 4 charged.
    elder: [...cancelled('900.00'), ...tuition('1000.00')],
    // The second child: 10 % off next year's tuition, on class 3's charges and then on class 4's.
    younger: [
      ...cancelled('810.00'),
      `${today} concession Tuition -100.00`,
      `${today} concession Tuition -100.00`,
      ...tuition('1000.00'),
    ],
    // The bus was given for this year: next year's is not charged until it is given again.
    rider: [...cancelled('900.00'), ...tuition('1000.00')],
    // Held back: next year's class 3 as charged before, without this year's scholarship.
    held: [],
    // Class 10's next year was charged to the graduate; it is cancelled, nothing charged.
    grad: cancelled('1500.00'),
  });
  const moved = (k: string) => (Number(after[k].balance) - Number(before[k].balance)).toFixed(2);
  expect(Object.keys(after).map((k) => [k, moved(k)])).toEqual([
    ['elder', '200.00'],
    ['younger', '180.00'],
    ['rider', '200.00'],
    ['held', '0.00'],
    ['grad', '-3000.00'],
  ]);
  // Where each stands in all: this year's charges and concessions, and next year's.
  expect(Object.keys(after).map((k) => [k, after[k].balance])).toEqual([
    ['elder', '3500.00'],
    ['younger', '3180.00'],
    ['rider', '3800.00'],
    ['held', '2700.00'],
    ['grad', '1500.00'],
  ]);
}

describe("next year's charges on promotion", () => {
  it('charges each pupil of a promoted section their next class, a held-back one their own, a graduate nothing', async () => {
    const a = await admin();
    const { year, nextOn, ledgers, choices } = await school(a, 'A');
    const before = await ledgers();
    for (const cls of [10, 3]) {
      const students = await choices(cls);
      const res = await a.post('/api/admin/promotions').send({ year_id: year.id, class: cls, section: 'A', students });
      expect(res.status, `${res.text.slice(0, 200)} (class ${cls}: ${students.length} pupils)`).toBe(201);
    }
    expectNextYearCharged(nextOn, year.on('03-20'), before, await ledgers());
  });

  it('charges the same when the sections are promoted in one transaction, as at the end of a year', async () => {
    const a = await admin();
    const { year, nextOn, all, ledgers, choices } = await school(a, 'B');
    const before = await ledgers();
    const moves = { 10: await choices(10), 3: await choices(3) };
    const by = (await queryOne<{ id: number }>(
      "SELECT id::int FROM accounts WHERE role = 'admin' ORDER BY id LIMIT 1",
    ))!.id;
    await batch('the school promoted', async () => {
      for (const cls of [10, 3] as const)
        await promotionsService.apply(
          { year_id: year.id, class: cls, section: 'B', students: moves[cls] },
          by,
          backupBeforePromotions(null),
        );
    });
    expect(Object.keys(all)).toHaveLength(5);
    expectNextYearCharged(nextOn, year.on('03-20'), before, await ledgers());
  });
});

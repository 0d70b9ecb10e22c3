import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { query } from '../../db/pool';
import { makeStudent, signedIn } from '../../../test/factories';
import { feePayment } from '../../../test/fee-factories';
import { currentFeeYear, ledgerOf, nextFeeYear, putStructure, resetFeeRules } from '../../../test/fee-ledger-factories';
import { testApp } from '../../../test/test-app';
import type { FeeStructureInput } from '@contracts/fee-ledger';
import { toDecimal, toPaise } from '@contracts/money';

const ctx = testApp();
afterAll(async () => {
  vi.restoreAllMocks();
  await resetFeeRules();
});

const pupil = fc.integer({ min: 0, max: 2 });
const paise = (max: number) => fc.integer({ min: 1, max });
const op = fc.oneof(
  fc.record({
    t: fc.constant('structure' as const),
    parts: fc.array(paise(50_000), { minLength: 1, maxLength: 4 }),
    exam: fc.option(paise(30_000), { nil: undefined }),
  }),
  fc.record({
    t: fc.constant('concession' as const),
    pupil,
    percent: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
    amount: paise(40_000),
  }),
  // A spec payment kept, deleted, or deleted and restored from its history.
  fc.record({
    t: fc.constant('pay' as const),
    pupil,
    amount: paise(150_000),
    then: fc.constantFrom('keep' as const, 'delete' as const, 'restore' as const),
  }),
  fc.record({ t: fc.constant('refund' as const), pupil, amount: paise(50_000) }),
  fc.record({ t: fc.constant('lateFees' as const) }),
  fc.record({ t: fc.constant('withdraw' as const), pupil }),
  fc.record({ t: fc.constant('readmit' as const), pupil }),
  fc.record({ t: fc.constant('promote' as const), withdraw: pupil }),
  fc.record({ t: fc.constant('undo' as const) }),
  fc.record({ t: fc.constant('bus' as const), pupil, give: fc.boolean() }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const money = (p: number | bigint) => toDecimal(BigInt(p));

/** Each kind's total in a pupil's ledger, from the entries as stored. */
async function totalsOf(studentId: string) {
  const rows = await query<{ kind: string; total: string }>(
    'SELECT kind, sum(amount)::text AS total FROM fee_entries WHERE student_id = $1 GROUP BY kind',
    [studentId],
  );
  const of = (...kinds: string[]) =>
    rows.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + BigInt(r.total), 0n);
  return {
    charges: of('charge', 'late_fee', 'cancel'),
    concessions: -of('concession', 'waiver', 'write_off'),
    payments: -of('payment'),
    refunds: of('refund'),
  };
}

/** The open dues and balance kept for the defaulters list and the office's figures. */
async function keptOf(studentId: string) {
  const open = await query<{ due_id: number; outstanding: string }>(
    'SELECT due_id::int, outstanding::text FROM fee_open_dues WHERE student_id = $1 ORDER BY due_id',
    [studentId],
  );
  const kept = await query<{ balance: string }>('SELECT balance::text FROM fee_balances WHERE student_id = $1', [
    studentId,
  ]);
  return {
    balance: toDecimal(BigInt(kept[0]?.balance ?? 0)),
    open: open.map((o) => `${o.due_id} ${toDecimal(BigInt(o.outstanding))}`),
  };
}

/** The dues the pupil still owes as the payment screen lists them (worked out from the ledger each time). */
async function openDuesOf(a: Awaited<ReturnType<typeof signedIn>>['agent'], studentId: string) {
  const dues = (await a.get('/api/admin/fees/dues').query({ student_id: studentId })).body as {
    due_id: number;
    outstanding: string;
  }[];
  return dues.sort((x, y) => x.due_id - y.due_id).map((d) => `${d.due_id} ${d.outstanding}`);
}

describe('every rupee reconciled', () => {
  it('charges - concessions - payments + refunds = balance, for every pupil, class and the school, after any sequence of operations', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    await a.put('/api/admin/fees/settings').send({
      sibling_percent: 0,
      late_fee_kind: 'per_day',
      late_fee_amount: '1.25',
      grace_days: 3,
      mid_year_from: 'joining_month',
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops: Op[]) => {
        const year = await currentFeeYear('12-01');
        const next = await nextFeeYear(year.y);
        const section = 'C';
        const pupils = [
          await makeStudent({ class: 7, section }),
          await makeStudent({ class: 7, section }),
          await makeStudent({ class: 7, section }),
        ].map((p) => p.student_id);
        await putStructure(
          a,
          8,
          [{ head: 'Tuition', amount: '900.00', instalments: [{ due_date: `${year.y + 1}-04-10`, amount: '900.00' }] }],
          next,
        );
        const paid = [0n, 0n, 0n];
        let promotionId: number | null = null;
        for (const o of ops) {
          if (o.t === 'structure') {
            const total = o.parts.reduce((s, p) => s + p, 0);
            const heads: FeeStructureInput['heads'] = [
              {
                head: 'Tuition',
                amount: money(total),
                instalments: o.parts.map((p, i) => ({
                  due_date: year.on(`${String(4 + i * 2).padStart(2, '0')}-10`),
                  amount: money(p),
                })),
              },
            ];
            // An optional head, charged only to the pupils given it.
            heads.push({
              head: 'Bus',
              amount: '600.00',
              optional: true,
              instalments: [
                { due_date: year.on('04-10'), amount: '300.00' },
                { due_date: year.on('01-10'), amount: '300.00' },
              ],
            });
            if (o.exam)
              heads.push({
                head: 'Exam',
                amount: money(o.exam),
                instalments: [{ due_date: year.on('11-10'), amount: money(o.exam) }],
              });
            await putStructure(a, 7, heads);
          } else if (o.t === 'concession') {
            const body = o.percent ? { percent: (o.percent / 100).toFixed(2) } : { amount: money(o.amount) };
            const res = await a
              .post('/api/admin/concessions')
              .send({ student_id: pupils[o.pupil], head: 'Tuition', reason: 'Scholarship', ...body });
            expect([201, 400]).toContain(res.status);
          } else if (o.t === 'pay') {
            const res = await a
              .post('/api/admin/Fee')
              .send(feePayment(pupils[o.pupil], { amount: money(o.amount), payment_date: year.on('11-20') }));
            expect(res.status).toBe(201);
            const fee_id = res.body.fee_id;
            if (o.then !== 'keep') expect((await a.delete('/api/admin/Fee').query({ fee_id })).status).toBe(200);
            if (o.then === 'restore')
              expect((await a.post('/api/history/restore').send({ table: 'fees', id: fee_id })).status).toBe(201);
            if (o.then !== 'delete') paid[o.pupil] += BigInt(o.amount);
          } else if (o.t === 'refund') {
            const res = await a
              .post('/api/admin/fees/refunds')
              .send({ student_id: pupils[o.pupil], amount: money(o.amount), reason: 'Overpaid' });
            expect([201, 400]).toContain(res.status);
            if (res.status === 201) paid[o.pupil] -= BigInt(o.amount);
          } else if (o.t === 'lateFees') {
            expect((await a.post('/api/admin/fees/late-fees').send({})).status).toBe(200);
          } else if (o.t === 'withdraw') {
            expect([200, 409]).toContain(
              (
                await a
                  .post('/api/admin/Students/withdraw')
                  .send({ student_id: pupils[o.pupil], withdrawn_on: year.on('09-30'), reason: 'Moved' })
              ).status,
            );
          } else if (o.t === 'readmit') {
            expect([200, 409]).toContain(
              (await a.post('/api/admin/Students/readmit').send({ student_id: pupils[o.pupil] })).status,
            );
          } else if (o.t === 'promote' && promotionId === null) {
            const preview = await a.get('/api/admin/promotions/preview').query({ year_id: year.id, class: 7, section });
            const students = preview.body.students.map((s: { student_id: string; action: string }) => ({
              student_id: s.student_id,
              action: s.student_id === pupils[o.withdraw] ? 'withdraw' : s.action,
            }));
            const res = await a.post('/api/admin/promotions').send({ year_id: year.id, class: 7, section, students });
            expect(res.status).toBe(201);
            promotionId = res.body.id;
          } else if (o.t === 'bus') {
            const body = { student_id: pupils[o.pupil], head: 'Bus' };
            const res = o.give
              ? await a.post('/api/admin/fees/optional-heads').send(body)
              : await a.delete('/api/admin/fees/optional-heads').send(body);
            expect(o.give ? [201, 400, 409] : [200, 400, 404]).toContain(res.status);
          } else if (o.t === 'undo' && promotionId !== null) {
            const undone = (await a.post(`/api/admin/promotions/${promotionId}/undo`)).status;
            expect([200, 409]).toContain(undone);
            // An undone promotion is gone: the class may be promoted again.
            if (undone === 200) promotionId = null;
          }
        }
        // The defaulters list (one statement for the school) owes what each ledger says is overdue.
        const defaulters = (await a.get('/api/admin/fees/defaulters')).body as {
          student_id: string;
          overdue: string;
        }[];
        // Every pupil: the ledger's balance is the identity over its entries, and the running balance ends there.
        for (const [i, id] of pupils.entries()) {
          const l = await ledgerOf(a, id);
          expect(defaulters.find((d) => d.student_id === id)?.overdue ?? '0.00').toBe(l.overdue);
          const t = await totalsOf(id);
          expect(l.balance).toBe(toDecimal(t.charges - t.concessions - t.payments + t.refunds));
          expect(l.entries.at(-1)?.balance ?? '0.00').toBe(l.balance);
          expect(t.payments - t.refunds).toBe(paid[i]);
          expect(toPaise(l.overdue)).toBeGreaterThanOrEqual(0n);
          // What PostgreSQL keeps beside the ledger (migration 071) is what the pupil's dues say.
          expect(await keptOf(id)).toEqual({ balance: l.balance, open: await openDuesOf(a, id) });
        }
        // Every class and the school: the office's figures are the sum of the ledgers.
        const summary = (await a.get('/api/admin/fees/summary')).body as {
          by_class: { class: number; balance: string }[];
        };
        const stored = await query<{ class: number; total: string }>(
          "SELECT s.class, sum(e.amount)::text AS total FROM fee_entries e JOIN students s ON s.student_id = e.student_id WHERE s.status <> 'graduated' GROUP BY s.class",
        );
        for (const c of stored)
          expect(summary.by_class.find((b) => b.class === c.class)?.balance).toBe(toDecimal(BigInt(c.total)));
        const school = summary.by_class.reduce((s, c) => s + toPaise(c.balance), 0n);
        expect(school).toBe(stored.reduce((s, c) => s + BigInt(c.total), 0n));
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});

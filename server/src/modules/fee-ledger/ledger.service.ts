import type { Defaulter, FeeLedger, OpenDue } from '@contracts/fee-ledger';
import { OWN_FEES_ONLY } from '@contracts/fees';
import { notFound } from '../../core/errors';
import type { SessionUser } from '../../core/request-context';
import { familyPolicy } from '../access';
import { feesRepo } from '../fees/fees.repo';
import { calendar } from '../../lib/calendar';
import { type AgeingBucket, AGEING_BUCKETS, bucketOf } from './dues-state';
import { defaultersRepo } from './defaulters.repo';
import { ledgerRepo } from './ledger.repo';
import { toDecimal, toPaise } from './money';
import { officeFiguresRepo } from './office-figures.repo';
import { pupilState, stateOfLedger } from './pupil-state';

async function pupil(studentId: string) {
  const s = await feesRepo.student(studentId);
  if (!s) throw notFound('record.student');
  return s;
}

interface Place {
  class?: number;
  section?: string;
  bucket?: AgeingBucket;
}

/** The pupils of a place with dues past their date, the largest amount overdue first, with where each stands. */
async function owing(p: Place) {
  const rows = await defaultersRepo.owing(p, calendar.today());
  return rows
    .filter((r) => !p.bucket || bucketOf(r.days_overdue) === p.bucket)
    .map(({ overdue, days_overdue, oldest_overdue, ...x }) => ({
      ...x,
      state: { overdue: BigInt(overdue), days_overdue, oldest_overdue },
    }));
}

export const ledgerService = {
  /** A pupil's ledger, to the admin, the pupil and their guardians (the family policy). */
  async ledger(user: SessionUser, studentId: string): Promise<FeeLedger> {
    await familyPolicy.assertMayRead(user, studentId, OWN_FEES_ONLY);
    const s = await pupil(studentId);
    const rows = await ledgerRepo.entries(s.student_id);
    const state = stateOfLedger(rows, calendar.today());
    let running = 0n;
    const entries = rows.map((e) => {
      running += BigInt(e.amount);
      return { date: e.date, kind: e.kind, head: e.head, amount: toDecimal(e.amount), balance: toDecimal(running) };
    });
    return {
      balance: toDecimal(state.balance),
      overdue: toDecimal(state.overdue),
      next_due: state.next_due && { date: state.next_due.date, amount: toDecimal(state.next_due.amount) },
      entries,
    };
  },

  /** The dues a pupil still owes, oldest first, each with what is left of it. */
  async openDues(studentId: string): Promise<OpenDue[]> {
    const s = await pupil(studentId);
    const { rows, state } = await pupilState(s.student_id, calendar.today());
    return rows
      .filter((r) => (state.outstanding.get(r.id) ?? 0n) > 0n)
      .map((r) => ({
        due_id: r.id,
        kind: r.kind,
        head: r.head,
        due_date: r.due_date,
        amount: toDecimal(r.net),
        outstanding: toDecimal(state.outstanding.get(r.id)!),
      }));
  },

  /** Pupils with dues past their date, the largest amount overdue first. */
  async defaulters(p: Place): Promise<Defaulter[]> {
    return (await owing(p)).map(({ state, ...x }) => ({
      ...x,
      overdue: toDecimal(state.overdue),
      days_overdue: state.days_overdue,
    }));
  },

  owing: (p: Place) => owing(p),

  /** The office's figures: collected today and this month, what each class owes, the next week's dues. */
  async summary() {
    const today = calendar.today();
    const collected = await officeFiguresRepo.collected(today);
    const byClass = await officeFiguresRepo.byClass(today);
    return {
      collected_today: toDecimal(toPaise(collected.today)),
      collected_this_month: toDecimal(toPaise(collected.month)),
      due_next_week: toDecimal(byClass.reduce((sum, c) => sum + BigInt(c.next_week), 0n)),
      by_class: byClass.map((c) => ({
        class: c.class,
        balance: toDecimal(BigInt(c.balance)),
        overdue: toDecimal(BigInt(c.overdue)),
      })),
    };
  },

  /** The overdue money by how long it has been owed: 0-30, 31-60, 61-90 and over 90 days. */
  async ageing(p: Place): Promise<Record<AgeingBucket, { pupils: number; overdue: string }>> {
    const rows = await ledgerService.defaulters({ class: p.class, section: p.section });
    const totals = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, { pupils: 0, paise: 0n }])) as Record<
      AgeingBucket,
      { pupils: number; paise: bigint }
    >;
    for (const r of rows) {
      const t = totals[bucketOf(r.days_overdue)];
      t.pupils += 1;
      t.paise += toPaise(r.overdue);
    }
    return Object.fromEntries(
      AGEING_BUCKETS.map((b) => [b, { pupils: totals[b].pupils, overdue: toDecimal(totals[b].paise) }]),
    ) as Record<AgeingBucket, { pupils: number; overdue: string }>;
  },
};

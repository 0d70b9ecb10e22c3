import type { Defaulter, FeeLedger, OpenDue } from '@contracts/fee-ledger';
import { msg } from '@contracts/i18n/packed-text';
import { notFound } from '../../core/errors';
import type { SessionUser } from '../../core/request-context';
import { query, queryOne } from '../../db/pool';
import { familyPolicy } from '../access';
import { feesRepo } from '../fees/fees.repo';
import { calendar } from '../../lib/calendar';
import { type AgeingBucket, AGEING_BUCKETS, bucketOf } from './dues-state';
import { defaultersRepo } from './defaulters.repo';
import { ledgerRepo } from './ledger.repo';
import { toDecimal, toPaise } from './money';
import { pupilState, pupilStates } from './pupil-state';

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

/** Pupils on the roll (and those who left owing), by class and section. */
const pupilsOf = (p: Place) =>
  query<{ student_id: string; name: string; class: number; section: string }>(
    `SELECT student_id, name, class, section FROM students
     WHERE ($1::int IS NULL OR class = $1) AND ($2::text IS NULL OR section = $2) AND status <> 'graduated' ORDER BY student_id`,
    [p.class ?? null, p.section ?? null],
  );

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
    await familyPolicy.assertMayRead(user, studentId, msg('feeLedger.ownLedgerOnly'));
    const s = await pupil(studentId);
    const { state } = await pupilState(s.student_id, calendar.today());
    let running = 0n;
    const entries = (await ledgerRepo.entries(s.student_id)).map((e) => {
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
    const collected = (await queryOne<{ today: string; month: string }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE payment_date = $1), 0)::text AS today,
              coalesce(sum(amount) FILTER (WHERE date_trunc('month', payment_date) = date_trunc('month', $1::date)), 0)::text AS month
       FROM fees WHERE payment_date >= date_trunc('month', $1::date)`,
      [today],
    ))!;
    const pupils = await pupilsOf({});
    const states = await pupilStates(
      pupils.map((x) => x.student_id),
      today,
    );
    const weekEnd = new Date(Date.parse(today) + 7 * 86_400_000).toISOString().slice(0, 10);
    const byClass = new Map<number, { balance: bigint; overdue: bigint }>();
    let nextWeek = 0n;
    for (const x of pupils) {
      const { rows, state } = states.get(x.student_id)!;
      const c = byClass.get(x.class) ?? { balance: 0n, overdue: 0n };
      byClass.set(x.class, { balance: c.balance + state.balance, overdue: c.overdue + state.overdue });
      for (const r of rows)
        if (r.due_date >= today && r.due_date < weekEnd) nextWeek += state.outstanding.get(r.id) ?? 0n;
    }
    return {
      collected_today: toDecimal(toPaise(collected.today)),
      collected_this_month: toDecimal(toPaise(collected.month)),
      due_next_week: toDecimal(nextWeek),
      by_class: [...byClass]
        .sort((a, b) => a[0] - b[0])
        .map(([cls, t]) => ({ class: cls, balance: toDecimal(t.balance), overdue: toDecimal(t.overdue) })),
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

import { batch } from '../db/batch';
import { syncYear } from '../modules/fee-ledger/charges';
import { type HeadPlan, structuresRepo } from '../modules/fee-ledger/structures.repo';
import { demoFeesRepo } from './demo-fees.repo';

const RUPEES = (r: number) => BigInt(r) * 100n;

/** The day `mmdd` of the school year starting in April of `startYear` (January to March fall in the next calendar year). */
const dayOf = (startYear: number, mmdd: string) =>
  `${Number(mmdd.slice(0, 2)) >= 4 ? startYear : startYear + 1}-${mmdd}`;

/**
 * The demo school's fees (issue 34): this year's structure for every class (tuition in two
 * halves, which the two demo payments of each pupil pay; an exam fee at the year's end; the
 * school bus as an optional head), the sibling rule, a few scholarships and staff children, the
 * bus riders (who have not paid for the bus: the defaulters), then every pupil charged and
 * the demo payments put on their dues, all in set-based steps.
 */
export async function seedFees(log: (line: string) => void): Promise<void> {
  const year = await demoFeesRepo.currentYear();
  if (!year) return;
  const y = Number(year.starts_on.slice(0, 4));
  await batch('demo fee structures', async () => {
    const [tuition, exam, bus] = [
      await structuresRepo.headId('Tuition'),
      await structuresRepo.headId('Exam'),
      await structuresRepo.headId('School Bus'),
    ];
    for (let cls = 1; cls <= 10; cls++) {
      const half = RUPEES(1500 + cls * 250);
      const plan: HeadPlan[] = [
        {
          head_id: tuition,
          amount: half * 2n,
          optional: false,
          instalments: [
            { due_date: dayOf(y, '04-10'), amount: half },
            { due_date: dayOf(y, '10-10'), amount: half },
          ],
        },
        {
          head_id: exam,
          amount: RUPEES(500),
          optional: false,
          instalments: [{ due_date: year.ends_on, amount: RUPEES(500) }],
        },
        {
          head_id: bus,
          amount: RUPEES(2400),
          optional: true,
          instalments: ['04-15', '07-15', '10-15', '01-15'].map((d) => ({
            due_date: dayOf(y, d),
            amount: RUPEES(600),
          })),
        },
      ];
      await structuresRepo.replace(year.id, cls, plan);
    }
    await demoFeesRepo.siblingRule('10');
    await demoFeesRepo.busRiders(year.id, bus, year.starts_on);
    await demoFeesRepo.concessions(year.id, tuition);
  });
  await batch('demo fee charges', async () => {
    await syncYear(year.id, await demoFeesRepo.activePupils());
    await demoFeesRepo.ledgerPayments();
  });
  log('  fee structures for every class, concessions, bus riders behind on the bus fee');
}

import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { makeStudent } from '../../../test/factories';
import { currentFeeYear, feeTestApp, ledgerOf, plainStructure, putStructure } from '../../../test/fee-ledger-factories';

// A promotion leaves its own year's charges as they were (the year's record keeps the class each
// pupil was in), except for a pupil whose class of that year the promotion itself changes: one
// held back in class 5, then moved to class 6 by an edit, and promoted with class 6.
// Its own database: a promotion lists every pupil of the section (see global-setup.ts).
const { admin } = feeTestApp('promotions');
type Agent = Awaited<ReturnType<typeof admin>>;

async function promote(a: Agent, yearId: number, cls: number, own: Record<string, string>) {
  const preview = await a.get('/api/admin/promotions/preview').query({ year_id: yearId, class: cls, section: 'C' });
  expect(preview.status).toBe(200);
  const students = preview.body.students.map((s: { student_id: string; action: string }) => ({
    student_id: s.student_id,
    action: own[s.student_id] ?? s.action,
  }));
  const res = await a.post('/api/admin/promotions').send({ year_id: yearId, class: cls, section: 'C', students });
  expect(res.status, res.text).toBe(201);
}

const lines = (l: Awaited<ReturnType<typeof ledgerOf>>) =>
  l.entries.map((e) => `${e.date} ${e.kind} ${e.head} ${e.amount}`);

/** The entries a ledger gained between two readings (each line as often as it was added), sorted. */
function gained(before: string[], after: string[]): string[] {
  const left = [...before];
  return after
    .filter((line) => {
      const i = left.indexOf(line);
      if (i >= 0) left.splice(i, 1);
      return i < 0;
    })
    .sort();
}

describe("a promotion's own year", () => {
  it('charges a pupil the class the promotion records for them in that year, when it is not the one they were charged', async () => {
    const a = await admin();
    const year = await currentFeeYear('03-20');
    const pupil = await makeStudent({ class: 5, section: 'C' });
    await putStructure(a, 5, plainStructure(year.on));
    const sixth = plainStructure(year.on).map((h) =>
      h.head === 'Tuition'
        ? { ...h, amount: '1500.00', instalments: h.instalments.map((i) => ({ ...i, amount: '500.00' })) }
        : h,
    );
    await putStructure(a, 6, sixth);
    await promote(a, year.id, 5, { [pupil.student_id]: 'retain' });
    // An edit moves the pupil to class 6; an edit charges nothing.
    await query('UPDATE students SET class = 6 WHERE student_id = $1', [pupil.student_id]);
    const before = await ledgerOf(a, pupil.student_id);
    await promote(a, year.id, 6, {});
    const after = await ledgerOf(a, pupil.student_id);
    const today = year.on('03-20');
    // Class 5's charges cancelled on the day, class 6's charged.
    expect(gained(lines(before), lines(after))).toEqual(
      [
        ...['04-10', '07-10', '10-10'].map((d) => `${year.on(d)} charge Tuition 500.00`),
        `${year.on('11-10')} charge Exam 300.00`,
        `${today} cancel Exam -300.00`,
        ...[1, 2, 3].map(() => `${today} cancel Tuition -400.00`),
      ].sort(),
    );
    expect((Number(after.balance) - Number(before.balance)).toFixed(2)).toBe('300.00');
  });
});

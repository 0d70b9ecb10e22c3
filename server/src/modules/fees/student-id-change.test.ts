import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { makeGuardian, makeStudent, signedIn } from '../../../test/factories';
import { feePayment } from '../../../test/fee-factories';
import { testApp } from '../../../test/test-app';

const ctx = testApp();

// The spec's screens never change a pupil's ID (its PUT names the record by auto_id and leaves
// student_id alone), but a school correcting one in the database must not be refused because the
// pupil has paid: every row naming the pupil follows the new ID.
describe("a pupil's ID changed", () => {
  it('takes their spec payments, their ledger and their guardians with it', async () => {
    const s = await makeStudent({ name: 'Anita Behera', class: 7 });
    await makeGuardian([s.student_id]);
    const a = (await signedIn(ctx, 'admin')).agent;
    const paid = await a.post('/api/admin/Fee').send(feePayment(s.student_id, { amount: '250.00' }));
    expect(paid.status).toBe(201);

    const renamed = `${s.student_id}X`;
    await query('UPDATE students SET student_id = $2 WHERE student_id = $1', [s.student_id, renamed]);

    const fees = await a.get('/api/admin/Fee');
    expect(fees.status).toBe(200);
    expect(
      (fees.body as { fee_id: number; student_id: string }[])
        .filter((r) => r.fee_id === paid.body.fee_id)
        .map((r) => r.student_id),
    ).toEqual([renamed]);
    const ledger = await a.get('/api/fees/ledger').query({ student_id: renamed });
    expect(ledger.status).toBe(200);
    expect(ledger.body.entries.map((e: { kind: string; amount: string }) => `${e.kind} ${e.amount}`)).toEqual([
      'payment -250.00',
    ]);
    const guardians = await queryOne<{ n: number }>(
      'SELECT count(*)::int AS n FROM student_guardians WHERE student_id = $1',
      [renamed],
    );
    expect(guardians!.n).toBe(1);
  });

  it('has every reference to a pupil follow a change of their ID', async () => {
    const refusing = await query<{ name: string }>(
      `SELECT conrelid::regclass || '.' || conname AS name FROM pg_constraint
       WHERE contype = 'f' AND confrelid = 'students'::regclass AND confupdtype <> 'c' ORDER BY 1`,
    );
    expect(refusing.map((r) => r.name)).toEqual([]);
  });
});

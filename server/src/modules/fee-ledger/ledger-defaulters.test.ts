import { describe, expect, it, vi } from 'vitest';
import { query } from '../../db/pool';
import { calendar } from '../../lib/calendar';
import { makeGuardian, makeLogin, makeStudent, signedIn, signedInAs } from '../../../test/factories';
import { feePayment } from '../../../test/fee-factories';
import { currentFeeYear, feeTestApp, putStructure } from '../../../test/fee-ledger-factories';

const { ctx, admin } = feeTestApp();

/** One instalment a month (100.00 each, on the 1st) from April to March. */
const monthly = (on: (mmdd: string) => string) => [
  {
    head: 'Tuition',
    amount: '1200.00',
    instalments: ['04', '05', '06', '07', '08', '09', '10', '11', '12', '01', '02', '03'].map((m) => ({
      due_date: on(`${m}-01`),
      amount: '100.00',
    })),
  },
];

describe('who may read a ledger', () => {
  it("answers the admin, the pupil and the pupil's guardians, and 403 to another pupil, another guardian and a teacher", async () => {
    const year = await currentFeeYear();
    const a = await admin();
    const pupil = await signedIn(ctx, 'student');
    await query('UPDATE students SET class = 1 WHERE student_id = $1', [pupil.loginId]);
    await putStructure(a, 1, monthly(year.on));
    const g = await makeGuardian([pupil.loginId]);
    await makeLogin(g.guardian_id, 'parent', g.email);
    const guardian = await signedInAs(ctx, g.guardian_id);
    const otherPupil = (await signedIn(ctx, 'student')).agent;
    const otherGuardian = (await signedIn(ctx, 'parent')).agent;
    const teacher = (await signedIn(ctx, 'teacher')).agent;
    for (const who of [a, pupil.agent, guardian]) {
      const res = await who.get('/api/fees/ledger').query({ student_id: pupil.loginId });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        balance: '1200.00',
        overdue: '600.00',
        next_due: { date: year.on('10-01'), amount: '100.00' },
      });
      expect(Object.keys(res.body).sort()).toEqual(['balance', 'entries', 'next_due', 'overdue']);
    }
    for (const who of [otherPupil, otherGuardian, teacher])
      expect((await who.get('/api/fees/ledger').query({ student_id: pupil.loginId })).status).toBe(403);
  });
});

describe('defaulters', () => {
  it('lists pupils with dues past their date, most overdue first, in ageing buckets, and as CSV', async () => {
    const year = await currentFeeYear('01-15');
    const a = await admin();
    const [none, little, much] = [
      await makeStudent({ class: 1, section: 'C', name: 'Paid Up' }),
      await makeStudent({ class: 1, section: 'C', name: 'Little Behind' }),
      await makeStudent({ class: 1, section: 'C', name: 'Far Behind' }),
    ];
    await putStructure(a, 1, monthly(year.on));
    // Dues to 1 January are 1000.00: one pays it all, one all but December and January, one nothing.
    await a
      .post('/api/admin/Fee')
      .send(feePayment(none.student_id, { amount: '1000', payment_date: year.on('01-10') }));
    await a
      .post('/api/admin/Fee')
      .send(feePayment(little.student_id, { amount: '800', payment_date: year.on('01-10') }));
    const res = await a.get('/api/admin/fees/defaulters').query({ class: 1, section: 'C' });
    expect(res.status).toBe(200);
    const mine = (res.body as { student_id: string }[]).filter((r) =>
      [none, little, much].some((s) => s.student_id === r.student_id),
    );
    expect(mine).toEqual([
      {
        student_id: much.student_id,
        name: 'Far Behind',
        class: 1,
        section: 'C',
        overdue: '1000.00',
        days_overdue: 289,
      },
      {
        student_id: little.student_id,
        name: 'Little Behind',
        class: 1,
        section: 'C',
        overdue: '200.00',
        days_overdue: 45,
      },
    ]);
    const over90 = (await a.get('/api/admin/fees/defaulters').query({ class: 1, section: 'C', bucket: '90+' }))
      .body as { student_id: string }[];
    expect(over90.map((r) => r.student_id)).toContain(much.student_id);
    expect(over90.map((r) => r.student_id)).not.toContain(little.student_id);
    const ageing = (await a.get('/api/admin/fees/ageing').query({ class: 1, section: 'C' })).body;
    expect(Object.keys(ageing)).toEqual(['0-30', '31-60', '61-90', '90+']);
    expect(ageing['31-60'].pupils).toBeGreaterThanOrEqual(1);
    const csv = await a.get('/api/admin/fees/defaulters.csv').query({ class: 1, section: 'C' });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toContain('"Student ID","Name","Class","Section","Overdue","Days overdue"');
    expect(csv.text).toContain(`"${much.student_id}","Far Behind","1","C","1000.00","289"`);
  });

  it.each([
    [10, '0-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '90+'],
  ] as const)('puts a pupil %i days overdue in %s', async (days, bucket) => {
    const year = await currentFeeYear('04-01');
    const a = await admin();
    const s = await makeStudent({ class: 1, section: 'B' });
    await putStructure(a, 1, monthly(year.on));
    const today = new Date(Date.parse(year.on('04-01')) + days * 86_400_000).toISOString().slice(0, 10);
    vi.spyOn(calendar, 'today').mockReturnValue(today);
    // Everything due after 1 April is paid, on those dues: only April's instalment is late.
    const owed = (
      (await a.get('/api/admin/fees/dues').query({ student_id: s.student_id })).body as {
        due_id: number;
        due_date: string;
      }[]
    ).filter((d) => d.due_date > year.on('04-01') && d.due_date <= today);
    if (owed.length) {
      const paid = await a.post('/api/admin/fees/payments').send(
        feePayment(s.student_id, {
          amount: String(owed.length * 100),
          payment_date: today,
          dues: owed.map((d) => ({ due_id: d.due_id, amount: '100' })),
        }),
      );
      expect(paid.status).toBe(201);
    }
    const rows = (await a.get('/api/admin/fees/defaulters').query({ class: 1, section: 'B', bucket })).body as {
      student_id: string;
      days_overdue: number;
    }[];
    expect(rows.find((r) => r.student_id === s.student_id)?.days_overdue).toBe(days);
  });
});

describe("reminders and the office's figures", () => {
  it('queues one message per consenting guardian naming the child, amount and due date, never twice on a day', async () => {
    const year = await currentFeeYear('06-15');
    const a = await admin();
    const s = await makeStudent({ class: 1, section: 'A', name: 'Mitu Das' });
    const father = await makeGuardian([s.student_id], { name: 'Bikash Das', notify: true });
    const mother = await makeGuardian([s.student_id], { name: 'Rina Das', relation: 'mother', notify: false });
    await putStructure(a, 1, monthly(year.on));
    const sent = await a.post('/api/admin/fees/reminders').send({ class: 1, section: 'A' });
    expect(sent.status).toBe(200);
    const mails = await query<{ recipient: string; subject: string; body: string }>(
      "SELECT recipient, subject, body FROM mail_outbox WHERE kind = 'fee-reminder' AND recipient = ANY($1::text[])",
      [[father.email, mother.email]],
    );
    expect(mails.map((m) => m.recipient)).toEqual([father.email]);
    expect(mails[0].subject).toContain('Mitu Das');
    expect(mails[0].body).toContain('₹300.00');
    expect(mails[0].body).toContain(`01/04/${year.y}`);
    await a.post('/api/admin/fees/reminders').send({ class: 1, section: 'A' });
    expect(
      await query("SELECT 1 FROM mail_outbox WHERE kind = 'fee-reminder' AND recipient = $1", [father.email]),
    ).toHaveLength(1);
    vi.spyOn(calendar, 'today').mockReturnValue(year.on('06-16'));
    await a.post('/api/admin/fees/reminders').send({ class: 1, section: 'A' });
    expect(
      await query("SELECT 1 FROM mail_outbox WHERE kind = 'fee-reminder' AND recipient = $1", [father.email]),
    ).toHaveLength(2);
  });

  it("shows collected today and this month, what each class owes and the next week's dues", async () => {
    const year = await currentFeeYear('06-28');
    const a = await admin();
    const before = (await a.get('/api/admin/fees/summary')).body;
    const s = await makeStudent({ class: 1, section: 'A' });
    await putStructure(a, 1, monthly(year.on));
    await a.post('/api/admin/Fee').send(feePayment(s.student_id, { amount: '150', payment_date: year.on('06-28') }));
    await a.post('/api/admin/Fee').send(feePayment(s.student_id, { amount: '50', payment_date: year.on('06-02') }));
    const after = (await a.get('/api/admin/fees/summary')).body;
    expect(after.collected_today).toBe('150.00');
    expect(after.collected_this_month).toBe('200.00');
    // What class 1 owes is every entry of its pupils' ledgers, added up.
    const [{ total }] = await query<{ total: string }>(
      "SELECT (sum(e.amount) / 100.0)::numeric(14, 2)::text AS total FROM fee_entries e JOIN students s ON s.student_id = e.student_id WHERE s.class = 1 AND s.status <> 'graduated'",
    );
    expect(after.by_class.find((c: { class: number }) => c.class === 1).balance).toBe(total);
    expect(before.by_class.find((c: { class: number }) => c.class === 1)?.balance).not.toBe(total);
    expect(after.due_next_week).not.toBe('0.00');
  });
});

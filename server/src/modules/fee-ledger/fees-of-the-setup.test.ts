import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { feePayment } from '../../../test/fee-factories';
import { currentFeeYear, nextFeeYear, plainStructure, resetFeeRules } from '../../../test/fee-ledger-factories';
import { makeGuardian } from '../../../test/factories';
import { studentBody } from '../../../test/people-factories';
import { withLkgAndScience } from '../../../test/setup-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: the fee office sets a structure for LKG and finds LKG D's defaulters by the setup's
// names; payments of an LKG pupil are filtered and answered as LKG.
const ctx = testApp({}, { database: 'setup' });
const { admin } = withLkgAndScience(ctx);
afterEach(async () => {
  vi.restoreAllMocks();
  await resetFeeRules();
});

const pupilOf = async (cls: string | number, section: string, name: string) => {
  const res = await admin()
    .post('/api/admin/Students')
    .send(studentBody({ class: cls, section, name }));
  expect(res.status, res.text).toBe(201);
  return res.body.student_id as string;
};

describe('a fee structure for a class of the setup', () => {
  it('is set and read for LKG by name, charging its pupils, and answered as LKG', async () => {
    const year = await currentFeeYear('06-15');
    const pupil = await pupilOf('LKG', 'D', 'Kg Payer');
    const put = await admin()
      .put('/api/admin/fee-structures')
      .send({ class: 'lkg', heads: plainStructure(year.on) });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ class: 'LKG', pupils: 1 });
    const got = await admin().get('/api/admin/fee-structures').query({ class: 'LKG' });
    expect(got.status, got.text).toBe(200);
    expect(got.body).toMatchObject({ class: 'LKG', heads: [{ head: 'Exam' }, { head: 'Tuition' }] });
    const ledger = (await admin().get('/api/fees/ledger').query({ student_id: pupil }).expect(200)).body;
    expect(ledger.balance).toBe('1500.00');
    // A payment of the pupil carries LKG, and the payments list filters by it.
    const paid = await admin()
      .post('/api/admin/Fee')
      .send(feePayment(pupil, { amount: '100', payment_date: year.on('06-15') }));
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.class).toBe('LKG');
    const listed = (await admin().get('/api/admin/Fee').query({ class: 'LKG' }).expect(200)).body;
    expect(listed.map((f: { student_id: string; class: unknown }) => [f.student_id, f.class])).toEqual([
      [pupil, 'LKG'],
    ]);
  });

  it('finds LKG D defaulters by name and queues their reminders', async () => {
    const year = await currentFeeYear('08-15');
    const [d, a] = [await pupilOf('LKG', 'D', 'Kg Owes'), await pupilOf('LKG', 'A', 'Kg Other')];
    const guardian = await makeGuardian([d], { notify: true });
    await admin()
      .put('/api/admin/fee-structures')
      .send({ class: 'LKG', heads: plainStructure(year.on) })
      .expect(200);
    const rows = (await admin().get('/api/admin/fees/defaulters').query({ class: 'LKG', section: 'D' }).expect(200))
      .body as { student_id: string; class: unknown; section: string }[];
    // (The first test's pupil owes last year's dues too: only this test's pupils are looked at.)
    const mine = <R extends { student_id: string }>(list: R[]) => list.filter((r) => [d, a].includes(r.student_id));
    expect(mine(rows).map((r) => [r.student_id, r.class, r.section])).toEqual([[d, 'LKG', 'D']]);
    expect(rows.every((r) => r.class === 'LKG' && r.section === 'D')).toBe(true);
    const all = (await admin().get('/api/admin/fees/defaulters').query({ class: 'LKG' }).expect(200)).body;
    expect(
      mine(all as { student_id: string }[])
        .map((r) => r.student_id)
        .sort(),
    ).toEqual([d, a].sort());
    // The office's summary names LKG, before the classes that come after it in the setup.
    const summary = (await admin().get('/api/admin/fees/summary').expect(200)).body as {
      by_class: { class: unknown }[];
    };
    const order = summary.by_class.map((c) => c.class);
    expect(order).toContain('LKG');
    expect(order.indexOf('LKG')).toBe(0);
    expect(order).not.toContain(11);
    const sent = await admin().post('/api/admin/fees/reminders').send({ class: 'LKG', section: 'D' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.queued).toBe(1);
    expect(
      await query("SELECT 1 FROM mail_outbox WHERE kind = 'fee-reminder' AND recipient = $1", [guardian.email]),
    ).toHaveLength(1);
  });

  it('refuses a class or section the setup does not have with a 400 naming it', async () => {
    await currentFeeYear('06-15');
    const noClass = msg('setup.noSuchClass', { class: 'Nursery' });
    for (const res of [
      await admin().get('/api/admin/fee-structures').query({ class: 'Nursery' }),
      await admin()
        .put('/api/admin/fee-structures')
        .send({ class: 'Nursery', heads: plainStructure((d) => `1901-${d}`) }),
      await admin().get('/api/admin/fees/defaulters').query({ class: 'Nursery' }),
      await admin().post('/api/admin/fees/reminders').send({ class: 'Nursery' }),
      await admin().get('/api/admin/Fee').query({ class: 'Nursery' }),
    ]) {
      expect(res.status, res.text).toBe(400);
      expect(res.body.fields.class).toBe(textIn('en', noClass));
    }
    const noSection = await admin().post('/api/admin/fees/reminders').send({ class: 'LKG', section: 'B' });
    expect(noSection.status).toBe(400);
    expect(noSection.body.fields.section).toBe(
      textIn('en', msg('setup.noSuchSection', { class: 'LKG', section: 'B' })),
    );
  });

  it("copies LKG's structure to next year and names it so", async () => {
    const year = await currentFeeYear('06-15');
    await admin()
      .put('/api/admin/fee-structures')
      .send({ class: 'LKG', heads: plainStructure(year.on) })
      .expect(200);
    const next = await nextFeeYear(year.y);
    const res = await admin()
      .post('/api/admin/fee-structures/copy')
      .send({ from_year_id: year.id, to_year_id: next, percent: '0' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.classes).toContain('LKG');
    expect(res.body.classes).not.toContain(11);
  });

  it('keeps class 5 as the number 5', async () => {
    const year = await currentFeeYear('06-15');
    const put = await admin()
      .put('/api/admin/fee-structures')
      .send({ class: 5, heads: plainStructure(year.on) });
    expect(put.status, put.text).toBe(200);
    expect(put.body.class).toBe(5);
    expect((await admin().get('/api/admin/fee-structures').query({ class: '5' })).body.class).toBe(5);
  });
});

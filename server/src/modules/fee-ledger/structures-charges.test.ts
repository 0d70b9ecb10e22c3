import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { makeStudent, uniqueEmail, uniqueMobile } from '../../../test/factories';
import {
  currentFeeYear,
  feeTestApp,
  ledgerOf,
  nextFeeYear,
  plainStructure,
  pupilOnPlainStructure,
  putStructure,
} from '../../../test/fee-ledger-factories';
import { studentBody } from '../../../test/people-factories';
import { STUDENT_HEADERS, csvFile, studentCells } from '../../../test/sheets';
import { textIn } from '../../i18n/messages';
import { msg } from '@contracts/i18n/packed-text';

const { admin } = feeTestApp();

const kinds = (l: Awaited<ReturnType<typeof ledgerOf>>) =>
  l.entries.map((e) => `${e.date} ${e.kind} ${e.head} ${e.amount}`);

describe('fee structures', () => {
  it("sets the current year's structure of a class and answers it", async () => {
    const year = await currentFeeYear();
    const a = await admin();
    const res = await a.put('/api/admin/fee-structures').send({ class: 7, heads: plainStructure(year.on) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Fee structure saved.');
    const got = await a.get('/api/admin/fee-structures').query({ class: 7 });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      year_id: year.id,
      class: 7,
      heads: [
        { head: 'Exam', amount: '300.00', instalments: [{ due_date: year.on('11-10'), amount: '300.00' }] },
        {
          head: 'Tuition',
          amount: '1200.00',
          instalments: [
            { due_date: year.on('04-10'), amount: '400.00' },
            { due_date: year.on('07-10'), amount: '400.00' },
            { due_date: year.on('10-10'), amount: '400.00' },
          ],
        },
      ],
    });
  });

  it("refuses instalments that do not add up to the head's amount with 400 saying so", async () => {
    const year = await currentFeeYear();
    const a = await admin();
    const res = await a.put('/api/admin/fee-structures').send({
      class: 7,
      heads: [
        {
          head: 'Tuition',
          amount: '1000',
          instalments: [
            { due_date: year.on('04-10'), amount: '400' },
            { due_date: year.on('07-10'), amount: '500' },
          ],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      textIn('en', msg('feeLedger.instalmentsSum', { head: 'Tuition', sum: '900.00', amount: '1000.00' })),
    );
    expect(res.body.fields['heads.0.instalments']).toBeDefined();
  });

  it('refuses a due date outside the year, a repeated head and a body without heads', async () => {
    const year = await currentFeeYear();
    const a = await admin();
    const outside = await a.put('/api/admin/fee-structures').send({
      class: 7,
      heads: [{ head: 'Tuition', amount: '10', instalments: [{ due_date: `${year.y + 5}-01-01`, amount: '10' }] }],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatch(/outside the school year/);
    const twice = await a
      .put('/api/admin/fee-structures')
      .send({ class: 7, heads: [...plainStructure(year.on), { ...plainStructure(year.on)[1], head: 'exam' }] });
    expect(twice.status).toBe(400);
    expect((await a.put('/api/admin/fee-structures').send({ class: 7, heads: [] })).status).toBe(400);
    // Amounts that are not amounts and a head without a name are refused, not added up.
    const garbage = await a.put('/api/admin/fee-structures').send({
      class: 7,
      heads: [
        { head: 'Tuition', amount: '乁𐰀', instalments: [{ due_date: year.on('04-10'), amount: 'r' }] },
        { head: 'Exam', amount: '𝕏', instalments: [{ due_date: year.on('05-10'), amount: '' }] },
      ],
    });
    expect(garbage.status).toBe(400);
    expect((await a.get('/api/admin/fee-structures').query({ class: 11 })).status).toBe(400);
  });
});

describe('charges that apply themselves', () => {
  it('charges the pupils of the class when its structure is set, and cancels what a changed structure drops', async () => {
    const a = await admin();
    const { year, s } = await pupilOnPlainStructure(a, 8);
    const l = await ledgerOf(a, s.student_id);
    expect(kinds(l)).toEqual([
      `${year.on('04-10')} charge Tuition 400.00`,
      `${year.on('07-10')} charge Tuition 400.00`,
      `${year.on('10-10')} charge Tuition 400.00`,
      `${year.on('11-10')} charge Exam 300.00`,
    ]);
    expect(l.balance).toBe('1500.00');
    expect(l.overdue).toBe('800.00');
    expect(l.next_due).toEqual({ date: year.on('10-10'), amount: '400.00' });
    // The same structure again changes nothing; without the exam fee, the exam charge is cancelled.
    await putStructure(a, 8, plainStructure(year.on));
    expect((await ledgerOf(a, s.student_id)).entries).toHaveLength(4);
    await putStructure(a, 8, plainStructure(year.on).slice(0, 1));
    const after = await ledgerOf(a, s.student_id);
    // The cancellation is dated the day it was made, the charge keeps its due date.
    expect(after.entries.filter((e) => e.kind === 'cancel')).toEqual([
      { date: year.on('09-15'), kind: 'cancel', head: 'Exam', amount: '-300.00', balance: '500.00' },
    ]);
    expect(after.balance).toBe('1200.00');
  });

  it('charges a pupil admitted mid-year from the month of joining', async () => {
    const year = await currentFeeYear();
    const a = await admin();
    await putStructure(a, 8, plainStructure(year.on));
    const s = await makeStudent({ class: 8 });
    await query('UPDATE students SET created_at = $2 WHERE student_id = $1', [
      s.student_id,
      `${year.on('07-20')}T10:00:00Z`,
    ]);
    await query('UPDATE fee_structures SET created_at = $2 WHERE year_id = $1', [year.id, `${year.start}T00:00:00Z`]);
    await putStructure(a, 8, plainStructure(year.on));
    const l = await ledgerOf(a, s.student_id);
    expect(kinds(l)).toEqual([
      `${year.on('07-10')} charge Tuition 400.00`,
      `${year.on('10-10')} charge Tuition 400.00`,
      `${year.on('11-10')} charge Exam 300.00`,
    ]);
  });

  it("charges a pupil on admission with their class's structure", async () => {
    const year = await currentFeeYear();
    const a = await admin();
    await putStructure(a, 6, plainStructure(year.on));
    const created = await a.post('/api/admin/Students').send(studentBody({ class: 6 }));
    expect(created.status).toBe(201);
    const l = await ledgerOf(a, created.body.student_id ?? created.body.student.student_id);
    expect(l.balance).toBe('1500.00');
    expect(l.entries.every((e) => e.kind === 'charge')).toBe(true);
  });

  it('charges every pupil an import admits, all together as it commits, and nobody for a dry run', async () => {
    const year = await currentFeeYear();
    const a = await admin();
    await putStructure(a, 6, plainStructure(year.on));
    // Each row with a guardian of its own: no sibling rule between them.
    const rows = ['A', 'B', 'C'].map((section) => {
      const cells = studentCells({ class: '6', section, mobile: uniqueMobile() });
      cells[11] = uniqueEmail('import-guardian');
      cells[12] = uniqueMobile();
      return cells;
    });
    const file = csvFile([STUDENT_HEADERS, ...rows]);
    const send = (fields: Record<string, string>) => {
      const req = a.post('/api/admin/import/students');
      for (const [k, v] of Object.entries(fields)) void req.field(k, v);
      return req.attach('file', file, 'students.csv');
    };
    const imported = () =>
      query<{ student_id: string }>('SELECT student_id FROM students WHERE email = ANY($1) ORDER BY student_id', [
        rows.map((r) => String(r[8])),
      ]);
    const dry = await send({ dry_run: '1' });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(await imported()).toEqual([]);
    const live = await send({});
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    const pupils = await imported();
    expect(pupils).toHaveLength(3);
    for (const p of pupils) {
      const l = await ledgerOf(a, p.student_id);
      expect(l.balance, p.student_id).toBe('1500.00');
      expect(l.entries.every((e) => e.kind === 'charge')).toBe(true);
    }
  });

  it('cancels future instalments on withdrawal, with a record, and charges them again on readmission', async () => {
    const year = await currentFeeYear('09-15');
    const a = await admin();
    const s = await makeStudent({ class: 9 });
    await putStructure(a, 9, plainStructure(year.on));
    const out = await a
      .post('/api/admin/Students/withdraw')
      .send({ student_id: s.student_id, withdrawn_on: year.on('09-15'), reason: 'Moved away' });
    expect(out.status).toBe(200);
    const l = await ledgerOf(a, s.student_id);
    expect(l.entries.filter((e) => e.kind === 'cancel').map((e) => `${e.head} ${e.amount}`)).toEqual([
      'Tuition -400.00',
      'Exam -300.00',
    ]);
    expect(l.balance).toBe('800.00');
    expect(l.next_due).toBeNull();
    expect((await a.post('/api/admin/Students/readmit').send({ student_id: s.student_id })).status).toBe(200);
    const back = await ledgerOf(a, s.student_id);
    expect(back.balance).toBe('1500.00');
    expect(back.entries.filter((e) => e.kind === 'charge')).toHaveLength(6);
  });

  it("charges next year's class on promotion, and takes it back when the promotion is undone", async () => {
    const year = await currentFeeYear('03-20');
    const a = await admin();
    const next = await nextFeeYear(year.y);
    const s = await makeStudent({ class: 3, section: 'C' });
    const nextOn = (mmdd: string) => `${Number(mmdd.slice(0, 2)) >= 4 ? year.y + 1 : year.y + 2}-${mmdd}`;
    await putStructure(
      a,
      4,
      [
        {
          head: 'Tuition',
          amount: '2000.00',
          instalments: [
            { due_date: nextOn('04-10'), amount: '1000.00' },
            { due_date: nextOn('10-10'), amount: '1000.00' },
          ],
        },
      ],
      next,
    );
    const preview = await a.get('/api/admin/promotions/preview').query({ year_id: year.id, class: 3, section: 'C' });
    const students = preview.body.students.map((p: { student_id: string; action: string }) => ({
      student_id: p.student_id,
      action: p.action,
    }));
    const promoted = await a.post('/api/admin/promotions').send({ year_id: year.id, class: 3, section: 'C', students });
    expect(promoted.status).toBe(201);
    const l = await ledgerOf(a, s.student_id);
    expect(kinds(l)).toEqual([
      `${nextOn('04-10')} charge Tuition 1000.00`,
      `${nextOn('10-10')} charge Tuition 1000.00`,
    ]);
    expect((await a.post(`/api/admin/promotions/${promoted.body.id}/undo`)).status).toBe(200);
    expect((await ledgerOf(a, s.student_id)).balance).toBe('0.00');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { makeClassOf } from '../../../test/roster-factories';
import { nonAdminStatuses } from '../../../test/calls';
import { testApp } from '../../../test/test-app';
import { freeYear, makeYear } from '../../../test/year-factories';

const ctx = testApp();

describe('academic years', () => {
  it('are changed by admins only, and read by everyone signed in', async () => {
    const { start, end } = await freeYear();
    const body = { name: `Y${start}`, starts_on: start, ends_on: end };
    const calls = [
      { method: 'post', path: '/api/admin/years', body },
      { method: 'put', path: '/api/admin/years/1', body },
      { method: 'delete', path: '/api/admin/years/1' },
      { method: 'post', path: '/api/admin/years/1/terms', body },
      { method: 'delete', path: '/api/admin/terms/1' },
    ] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
    const teacher = await signedIn(ctx, 'teacher');
    expect((await teacher.agent.get('/api/years')).status).toBe(200);
  });

  it('hold terms inside their days, never overlap, and only one is current', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const first = await freeYear();
    const created = await a
      .post('/api/admin/years')
      .send({ name: `Year ${first.start}`, starts_on: first.start, ends_on: first.end, current: true });
    expect(created.status).toBe(201);
    const year = created.body.year;
    expect(year).toMatchObject({ is_current: true, terms: [] });

    const overlap = await a
      .post('/api/admin/years')
      .send({ name: `Overlap ${first.start}`, starts_on: first.mid, ends_on: first.after });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toMatch(/overlap/);
    const backwards = await a
      .post('/api/admin/years')
      .send({ name: 'Backwards', starts_on: first.end, ends_on: first.start });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.ends_on).toMatch(/after the first day/);

    const term = await a
      .post(`/api/admin/years/${year.id}/terms`)
      .send({ name: 'Term 1', starts_on: first.start, ends_on: first.mid });
    expect(term.status).toBe(201);
    expect(term.body.year.terms).toEqual([
      { id: expect.any(Number), name: 'Term 1', starts_on: first.start, ends_on: first.mid },
    ]);
    expect(
      (
        await a
          .post(`/api/admin/years/${year.id}/terms`)
          .send({ name: 'Term 1', starts_on: first.start, ends_on: first.mid })
      ).status,
    ).toBe(409);
    expect(
      (
        await a
          .post(`/api/admin/years/${year.id}/terms`)
          .send({ name: 'Outside', starts_on: first.start, ends_on: first.after })
      ).status,
    ).toBe(400);

    const second = await freeYear();
    const next = await a
      .post('/api/admin/years')
      .send({ name: `Year ${second.start}`, starts_on: second.start, ends_on: second.end, current: true });
    expect(next.status).toBe(201);
    const years = (await a.get('/api/years')).body as { id: number; is_current: boolean }[];
    expect(years.filter((y) => y.is_current).map((y) => y.id)).toEqual([next.body.year.id]);

    expect((await a.delete(`/api/admin/terms/${term.body.year.terms[0].id}`)).status).toBe(200);
    expect((await a.delete(`/api/admin/years/${year.id}`)).status).toBe(200);
    expect((await a.delete(`/api/admin/years/${year.id}`)).status).toBe(404);
  });
});

describe('records belong to the year of their date', () => {
  it('lists only the attendance days and fees of the chosen year', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const teacher = await signedIn(ctx, 'teacher');
    const year = await makeYear();
    const [s] = await makeClassOf(1, 2, 'B');
    const y = Number(year.start.slice(0, 4));
    const inYear = `${y}-05-04`;
    const after = `${y + 1}-05-04`;
    for (const day of [inYear, after]) {
      await query(
        `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status) VALUES ($1, $2, 2, 'B', $3, 'Present')`,
        [s.student_id, s.name, day],
      );
      await query(
        `INSERT INTO fees (student_id, name, class, amount, payment_mode, payment_date, receipt_no) VALUES ($1, $2, 2, 100, 'Cash', $3, $4)`,
        [s.student_id, s.name, day, `R-${randomUUID().slice(0, 8)}`],
      );
    }
    const days = await teacher.agent.get('/api/attendance').query({ student_id: s.student_id, year_id: year.id });
    expect(days.body.map((r: { attendance_date: string }) => r.attendance_date)).toEqual([inYear]);
    const all = await teacher.agent.get('/api/attendance').query({ student_id: s.student_id });
    expect(all.body).toHaveLength(2);
    const fees = await a.get('/api/admin/Fee').query({ q: s.student_id, year_id: year.id });
    expect(fees.body.map((r: { payment_date: string }) => r.payment_date)).toEqual([inYear]);
    expect((await a.get('/api/admin/Fee').query({ year_id: 'x' })).status).toBe(400);
  });
});

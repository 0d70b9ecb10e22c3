import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { testApp } from '../../../test/test-app';
import { freeYear } from '../../../test/year-factories';

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
    const created = await a.post('/api/admin/years').send({ name: `Year ${first.start}`, starts_on: first.start, ends_on: first.end, current: true });
    expect(created.status).toBe(201);
    const year = created.body.year;
    expect(year).toMatchObject({ is_current: true, terms: [] });

    const overlap = await a.post('/api/admin/years').send({ name: `Overlap ${first.start}`, starts_on: first.mid, ends_on: first.after });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toMatch(/overlap/);
    const backwards = await a.post('/api/admin/years').send({ name: 'Backwards', starts_on: first.end, ends_on: first.start });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.ends_on).toMatch(/after the first day/);

    const term = await a.post(`/api/admin/years/${year.id}/terms`).send({ name: 'Term 1', starts_on: first.start, ends_on: first.mid });
    expect(term.status).toBe(201);
    expect(term.body.year.terms).toEqual([{ id: expect.any(Number), name: 'Term 1', starts_on: first.start, ends_on: first.mid }]);
    expect((await a.post(`/api/admin/years/${year.id}/terms`).send({ name: 'Term 1', starts_on: first.start, ends_on: first.mid })).status).toBe(409);
    expect((await a.post(`/api/admin/years/${year.id}/terms`).send({ name: 'Outside', starts_on: first.start, ends_on: first.after })).status).toBe(400);

    const second = await freeYear();
    const next = await a.post('/api/admin/years').send({ name: `Year ${second.start}`, starts_on: second.start, ends_on: second.end, current: true });
    expect(next.status).toBe(201);
    const years = (await a.get('/api/years')).body as { id: number; is_current: boolean }[];
    expect(years.filter((y) => y.is_current).map((y) => y.id)).toEqual([next.body.year.id]);

    expect((await a.delete(`/api/admin/terms/${term.body.year.terms[0].id}`)).status).toBe(200);
    expect((await a.delete(`/api/admin/years/${year.id}`)).status).toBe(200);
    expect((await a.delete(`/api/admin/years/${year.id}`)).status).toBe(404);
  });
});

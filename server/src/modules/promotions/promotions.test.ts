import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/databases';
import { diskObjects } from '../../storage/disk-objects';
import { buildApp } from '../../app';
import { backupBeforePromotions } from './backup-hook';
import { query, queryOne } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { makeClassOf, pastDate } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';
import { makeYear } from '../../../test/year-factories';

const ctx = testApp();
const admin = async () => (await signedIn(ctx, 'admin')).agent;

// Other test files running at the same time may put students in any class: each test sends the
// whole class as the preview shows it, choosing only for its own students, and looks only at those.
type Agent = Awaited<ReturnType<typeof admin>>;
type Choice = { action: string; section?: string; reason?: string };
async function promoteClass(a: Agent, yearId: number, cls: number, section: string, own: Record<string, Choice>) {
  const preview = await a.get('/api/admin/promotions/preview').query({ year_id: yearId, class: cls, section });
  expect(preview.status).toBe(200);
  const students = preview.body.students.map((s: { student_id: string; action: string }) => ({
    student_id: s.student_id,
    ...(own[s.student_id] ?? { action: s.action }),
  }));
  return a.post('/api/admin/promotions').send({ year_id: yearId, class: cls, section, students });
}
const ownIds = (rows: { student_id: string }[], own: { student_id: string }[]) =>
  rows
    .map((r) => r.student_id)
    .filter((id) => own.some((o) => o.student_id === id))
    .sort();

const placeOf = (id: string) =>
  queryOne<{ class: number; section: string; status: string }>(
    'SELECT class, section, status FROM students WHERE student_id = $1',
    [id],
  );

describe('promotions are for admins only', () => {
  it('answers 401 signed out and 403 to teachers and students', async () => {
    const calls = [
      { method: 'get', path: '/api/admin/promotions/preview?year_id=1&class=8&section=C' },
      { method: 'get', path: '/api/admin/promotions' },
      { method: 'post', path: '/api/admin/promotions', body: { year_id: 1, class: 8, section: 'C', students: [] } },
      { method: 'post', path: '/api/admin/promotions/1/undo' },
      { method: 'get', path: '/api/admin/years/1/class-list?class=8' },
    ] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
  });
});

describe('year-end promotion', () => {
  it('proposes, applies each override in one go, keeps last year right, and undoes as a whole', async () => {
    const a = await admin();
    const teacher = await signedIn(ctx, 'teacher');
    const year = await makeYear();
    const [up, stays, moves, leaves] = await makeClassOf(4, 8, 'C');
    const day = pastDate();
    expect(
      (
        await teacher.agent
          .post('/api/attendance')
          .send({ student_id: up.student_id, class: 8, attendance_date: day, status: 'Present' })
      ).status,
    ).toBe(201);

    const preview = await a.get('/api/admin/promotions/preview').query({ year_id: year.id, class: 8, section: 'C' });
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toMatchObject({ retain: 0, move: 0, withdraw: 0, graduate: 0 });
    expect(preview.body.counts.promote).toBe(preview.body.students.length);
    expect(preview.body.students.find((s: { student_id: string }) => s.student_id === up.student_id)).toMatchObject({
      action: 'promote',
      to_class: 9,
      to_section: 'C',
    });

    const applied = await promoteClass(a, year.id, 8, 'C', {
      [stays.student_id]: { action: 'retain' },
      [moves.student_id]: { action: 'move', section: 'A' },
      [leaves.student_id]: { action: 'withdraw', reason: 'Moved to another town' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body.counts).toMatchObject({ retain: 1, move: 1, withdraw: 1, graduate: 0 });
    expect(await placeOf(up.student_id)).toEqual({ class: 9, section: 'C', status: 'active' });
    expect(await placeOf(stays.student_id)).toEqual({ class: 8, section: 'C', status: 'active' });
    expect(await placeOf(moves.student_id)).toEqual({ class: 9, section: 'A', status: 'active' });
    expect(await placeOf(leaves.student_id)).toEqual({ class: 8, section: 'C', status: 'withdrawn' });
    expect(
      await queryOne('SELECT withdrawn_on, withdraw_reason FROM students WHERE student_id = $1', [leaves.student_id]),
    ).toEqual({ withdrawn_on: year.end, withdraw_reason: 'Moved to another town' });

    // Last year's class list, register and records stay as they were.
    const lastYear = await a.get(`/api/admin/years/${year.id}/class-list`).query({ class: 8, section: 'C' });
    expect(ownIds(lastYear.body, [up, stays, moves, leaves])).toEqual(
      [up, stays, moves, leaves].map((s) => s.student_id).sort(),
    );
    expect(
      await queryOne('SELECT class, section FROM attendance WHERE student_id = $1 AND attendance_date = $2', [
        up.student_id,
        day,
      ]),
    ).toEqual({ class: 8, section: 'C' });

    const twice = await a.post('/api/admin/promotions').send({
      year_id: year.id,
      class: 8,
      section: 'C',
      students: [{ student_id: stays.student_id, action: 'retain' }],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/already promoted/);

    const listed = (await a.get('/api/admin/promotions').query({ year_id: year.id })).body;
    expect(listed).toEqual([
      expect.objectContaining({ id: applied.body.id, class: 8, section: 'C', counts: applied.body.counts }),
    ]);

    const undone = await a.post(`/api/admin/promotions/${applied.body.id}/undo`);
    expect(undone.status).toBe(200);
    for (const s of [up, stays, moves, leaves])
      expect(await placeOf(s.student_id)).toEqual({ class: 8, section: 'C', status: 'active' });
    expect(
      ownIds((await a.get(`/api/admin/years/${year.id}/class-list`).query({ class: 8 })).body, [
        up,
        stays,
        moves,
        leaves,
      ]),
    ).toEqual([]);
    expect((await a.post(`/api/admin/promotions/${applied.body.id}/undo`)).status).toBe(404);
  });

  it('cannot be undone once a student it placed has changed, and then changes nothing', async () => {
    const a = await admin();
    const year = await makeYear();
    const [one, two] = await makeClassOf(2, 6, 'C');
    const applied = await promoteClass(a, year.id, 6, 'C', {});
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    await a
      .post('/api/admin/Students/withdraw')
      .send({ student_id: two.student_id, withdrawn_on: pastDate(), reason: 'Left' });
    const undo = await a.post(`/api/admin/promotions/${applied.body.id}/undo`);
    expect(undo.status).toBe(409);
    expect(undo.body.error).toContain(two.student_id);
    expect(await placeOf(one.student_id)).toEqual({ class: 7, section: 'C', status: 'active' });
  });

  it('graduates class 10, refuses to promote it, and refuses a list that is not the class as it is', async () => {
    const a = await admin();
    const year = await makeYear();
    const [first, second] = await makeClassOf(2, 10, 'C');
    const preview = (await a.get('/api/admin/promotions/preview').query({ year_id: year.id, class: 10, section: 'C' }))
      .body;
    expect(preview.counts).toMatchObject({ graduate: preview.students.length, promote: 0 });

    const stale = await a.post('/api/admin/promotions').send({
      year_id: year.id,
      class: 10,
      section: 'C',
      students: [{ student_id: first.student_id, action: 'graduate' }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain(second.student_id);
    const promote = await promoteClass(a, year.id, 10, 'C', { [first.student_id]: { action: 'promote' } });
    expect(promote.status).toBe(400);
    expect(promote.body.error).toContain(first.student_id);
    expect(await query('SELECT 1 FROM promotions WHERE year_id = $1', [year.id])).toEqual([]);

    const done = await promoteClass(a, year.id, 10, 'C', {});
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(await placeOf(first.student_id)).toEqual({ class: 10, section: 'C', status: 'graduated' });
    expect((await a.get('/api/admin/Students').query({ q: first.student_id })).body).toEqual([]);
    expect((await a.get('/api/admin/Students').query({ q: first.student_id, status: 'graduated' })).body).toHaveLength(
      1,
    );
  });
});

describe('the backup before a year-end promotion', () => {
  it('is taken once, before the first class of the year is promoted, not again for every class', async () => {
    const backupDir = mkdtempSync(path.join(os.tmpdir(), 'promotion-backups-'));
    const archives = () => readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz'));
    // The app a serving process builds: one that names its database and a folder for backups.
    const promotionBackup = backupBeforePromotions({
      databaseUrl: testDatabaseUrl(),
      objects: diskObjects(ctx.config.uploadDir),
      backupDir,
    });
    const serving = { ...ctx, app: buildApp(ctx.config, ctx.pool, { ...ctx.parts, promotionBackup }) };
    const a = (await signedIn(serving, 'admin')).agent;
    const year = await makeYear();
    await makeClassOf(1, 4, 'A');
    await makeClassOf(1, 4, 'B');
    expect((await promoteClass(a, year.id, 4, 'A', {})).status).toBe(201);
    expect(archives()).toHaveLength(1);
    expect((await promoteClass(a, year.id, 4, 'B', {})).status).toBe(201);
    expect(archives()).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { makeStudent, makeTeacher, signedIn } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { rolledBack } from '../../../test/people-factories';
import { testApp } from '../../../test/test-app';
import { dashboardRepo } from './dashboard.repo';

const ctx = testApp();

describe('GET /api/dashboard', () => {
  it('is for admins only', async () => {
    expect(await nonAdminStatuses(ctx, [{ method: 'get', path: '/api/dashboard' }])).toEqual(['get /api/dashboard: 401 403 403']);
  });

  it('answers the totals the admin screens change', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const res = await a.get('/api/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total_teachers: expect.any(Number), total_students: expect.any(Number) });
  });

  it('counts every teacher and student', async () => {
    // A snapshot, so teachers and students other test files add meanwhile do not count.
    const { before, after } = await rolledBack(async () => {
      await query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const before = await dashboardRepo.counts();
      await makeTeacher();
      await makeStudent();
      await makeStudent();
      return { before, after: await dashboardRepo.counts() };
    });
    expect(after).toEqual({ total_teachers: before.total_teachers + 1, total_students: before.total_students + 2 });
  });
});

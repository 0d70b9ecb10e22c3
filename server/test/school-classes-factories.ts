import { afterAll, beforeAll, expect } from 'vitest';
import type { SetupDocument } from '@contracts/setup';
import { query, queryOne } from '../src/db/pool';
import { signedIn } from './factories';
import type { TestContext } from './test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];

/**
 * For a test file on the 'setup' database: the school's setup has LKG (sections A and D) and
 * "11 Science" (section A) beside classes 1-10, saved before the file's tests and put back after
 * them, with the current year as found (fee tests make a year of their own current).
 */
export function withLkgAndScience(ctx: TestContext): { admin: () => Agent } {
  let admin: Agent;
  let before: SetupDocument;
  let currentYear: number | undefined;

  beforeAll(async () => {
    admin = (await signedIn(ctx, 'admin')).agent;
    currentYear = (await queryOne<{ id: number }>('SELECT id FROM academic_years WHERE is_current'))?.id;
    before = (await admin.get('/api/admin/setup').expect(200)).body;
    const grading = before.gradings[0]!.name;
    const put = await admin.put('/api/admin/setup').send({
      ...before,
      classes: [
        { name: 'LKG', sections: ['A', 'D'], subjects: [{ code: 'english', name: 'English', max_marks: 50 }], grading },
        ...before.classes,
        { name: '11 Science', sections: ['A'], subjects: [], grading },
      ],
    });
    expect(put.status, put.text).toBe(200);
  });

  afterAll(async () => {
    // In two steps: a school has one current year at any moment (academic_years_one_current).
    await query('UPDATE academic_years SET is_current = false WHERE is_current');
    if (currentYear !== undefined)
      await query('UPDATE academic_years SET is_current = true WHERE id = $1', [currentYear]);
    // Records of the new classes go first: the setup refuses to drop a class that has some.
    await query(
      `DELETE FROM fee_structures WHERE class > 10; DELETE FROM assignments WHERE class > 10;
       DELETE FROM class_teachers WHERE class > 10; DELETE FROM teaching_subjects WHERE class > 10;
       DELETE FROM fees WHERE class > 10; DELETE FROM notices WHERE class > 10; DELETE FROM timetables WHERE class > 10;
       DELETE FROM students WHERE class > 10`,
    );
    const put = await admin.put('/api/admin/setup').send(before);
    expect(put.status, put.text).toBe(200);
    // As found: the setup suite reads a school whose setup was never saved (first-run screens).
    await query('UPDATE school_profile SET saved_at = $1', [before.saved_at ?? null]);
  });

  return { admin: () => admin };
}

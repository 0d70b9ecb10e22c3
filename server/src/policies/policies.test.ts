import { describe, expect, it } from 'vitest';
import type { StoredTeaching as Teaching } from '@contracts/teaching';
import type { AppError } from '../core/errors';
import type { SessionUser } from '../core/request-context';
import { textIn } from '../i18n/messages';
import { makeFamilyPolicy } from './family';
import { makeTeachingPolicy } from './teaching-policy';

// The rules alone, over data handed to them: no database, no request.
const user = (role: SessionUser['role'], loginId = 'U1'): SessionUser => ({ accountId: 1, loginId, role, email: '' });
const family = makeFamilyPolicy({
  isChildOf: async (parent, student) => parent === 'P1' && student === 'S1',
  hasChildInClass: async (parent, cls) => parent === 'P1' && cls === 5,
});
const MATH_5A: Teaching = { subjects: [{ class: 5, section: 'A', subject: 'Math' }], class_teacher: null };
const teaching = makeTeachingPolicy({ teachingOf: async (id) => (id === 'T1' ? MATH_5A : undefined) });

describe('family policy', () => {
  it('lets a student read their own record (any case) and refuses another with the message given', async () => {
    await expect(family.assertMayRead(user('student', 's2'), 'S2', 'Only yours.')).resolves.toBeUndefined();
    await expect(family.assertMayRead(user('student', 'S2'), 'S3', 'Only yours.')).rejects.toMatchObject({
      status: 403,
      message: 'Only yours.',
      code: 'forbidden',
    });
  });

  it("lets a parent read their children's records and classes only", async () => {
    expect(await family.mayRead(user('parent', 'P1'), 'S1')).toBe(true);
    expect(await family.mayRead(user('parent', 'P1'), 'S2')).toBe(false);
    expect([
      await family.mayReadClass(user('parent', 'P1'), 5),
      await family.mayReadClass(user('parent', 'P1'), 6),
    ]).toEqual([true, false]);
  });

  it("lets staff read any student's record", async () => {
    expect([await family.mayRead(user('teacher'), 'S9'), await family.mayRead(user('admin'), 'S9')]).toEqual([
      true,
      true,
    ]);
  });
});

describe('teaching policy', () => {
  it('refuses a teacher a section they do not teach, saying what they do teach', async () => {
    await expect(
      teaching.assertMayTakeAttendance(user('teacher', 'T1'), [{ class: 5, section: 'A' }]),
    ).resolves.toBeUndefined();
    await expect(
      teaching.assertMayTakeAttendance(user('teacher', 'T1'), [{ class: 10, section: 'B' }]),
    ).rejects.toSatisfy(
      (e: AppError) => e.status === 403 && textIn('en', e.message) === 'You teach Math in 5A; this record is 10B.',
    );
  });

  it('gives a teacher with no teaching recorded no sections, and an admin every one', async () => {
    expect(await teaching.readablePlaces(user('teacher', 'T2'))).toEqual([]);
    expect(await teaching.readablePlaces(user('admin'))).toBe('all');
  });
});

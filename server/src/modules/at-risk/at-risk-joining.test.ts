import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AtRiskPupil } from '@contracts/at-risk';
import { query } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { pupilsOf, schoolDays, takeRegister, termOfOwn } from '../../../test/at-risk-factories';
import { testApp } from '../../../test/test-app';
import { calendar } from '../years/today';

// The joining day the attendance rule counts from is the earlier of the pupil's record and their
// first day on the register this term. Pupils on their section's first register day are counted
// from the term's start without a look-up; the rest are looked up one by one, and the answer
// follows every write to the register: a back-dated register, a row taken by mistake and
// removed, a row moved to another day.
const ctx = testApp();
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let term: Awaited<ReturnType<typeof termOfOwn>>;

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).agent;
  term = await termOfOwn();
  vi.spyOn(calendar, 'today').mockImplementation(() => term.today);
});
afterAll(() => vi.restoreAllMocks());

const attendanceOf = async (id: string) => {
  const res = await admin.get('/api/at-risk').query({ class: 4, section: 'B' });
  expect(res.status, res.text).toBe(200);
  return (res.body as AtRiskPupil[]).find((p) => p.student_id === id)?.reasons.find((r) => r.kind === 'attendance');
};

describe('a pupil who joined mid-term', () => {
  it('counts from their first day on the register when it is before their record, as the register changes', async () => {
    const [stay, late] = await pupilsOf(2, 4, 'B');
    const days = schoolDays(`${term.y}-10-01`, 10, [term.holiday]);
    await takeRegister(4, 'B', [stay], days);
    // On the register from the fourth working day, their record made on the sixth; absent once.
    await query(`UPDATE students SET created_at = $2 WHERE student_id = $1`, [late, `${days[5]}T03:00:00Z`]);
    await takeRegister(4, 'B', [late], days.slice(3), (_s, d) => d === days[8]);
    expect(await attendanceOf(late)).toMatchObject({ level: 'concern', value: 85.7 }); // 6 of 7 days

    // The fourth day's row was a mistake: they count from the fifth.
    await query(`DELETE FROM attendance WHERE student_id = $1 AND attendance_date = $2`, [late, days[3]]);
    expect(await attendanceOf(late)).toMatchObject({ level: 'concern', value: 83.3 }); // 5 of 6 days

    // The fifth day's row belonged to the third: they count from the third.
    await query(`UPDATE attendance SET attendance_date = $3 WHERE student_id = $1 AND attendance_date = $2`, [
      late,
      days[4],
      days[2],
    ]);
    expect(await attendanceOf(late)).toMatchObject({ level: 'concern', value: 87.5 }); // 7 of 8 days
    expect(await attendanceOf(stay)).toBeUndefined();
  });
});

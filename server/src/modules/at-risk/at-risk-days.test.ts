import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AtRiskPupil } from '@contracts/at-risk';
import { query } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { isoWeekday, pupilsOf, schoolDays, takeRegister, termOfOwn } from '../../../test/at-risk-factories';
import { testApp } from '../../../test/test-app';
import { calendar } from '../years/today';

// Working days are the school's: a weekday the school's setup makes a weekly off is not one, even
// when a register was taken on it, and the list follows a change of the setup at once.
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
  const res = await admin.get('/api/at-risk').query({ class: 4, section: 'C' });
  expect(res.status, res.text).toBe(200);
  return (res.body as AtRiskPupil[]).find((p) => p.student_id === id)?.reasons.find((r) => r.kind === 'attendance');
};

describe("the school's weekly offs", () => {
  it('leave out a weekday the school keeps off, register or not', async () => {
    const [saturdays, weekday] = await pupilsOf(2, 4, 'C');
    // Twelve days of term 2 but Sundays and the holiday: Saturdays among them, each with a register.
    const days = schoolDays(`${term.y}-10-01`, 12, [term.holiday]);
    const offs = days.filter((d) => isoWeekday(d) === 6);
    const working = days.filter((d) => isoWeekday(d) !== 6);
    expect(offs.length).toBeGreaterThan(0);
    await takeRegister(4, 'C', [saturdays, weekday], days, (s, d) =>
      s === saturdays ? offs.includes(d) : working.slice(0, 2).includes(d),
    );

    // Sundays off only (the default): the Saturday absences count.
    const percent = (present: number, of: number) => Math.round((1000 * present) / of) / 10;
    expect(await attendanceOf(saturdays)).toMatchObject({ value: percent(12 - offs.length, 12) });
    expect(await attendanceOf(weekday)).toMatchObject({ value: percent(10, 12) });

    // The school keeps Saturdays off too: they are no working days, and two absences weigh more.
    await query('UPDATE academic_years SET weekly_offs = $2 WHERE id = $1', [term.yearId, [6, 7]]);
    expect(await attendanceOf(saturdays)).toBeUndefined();
    expect(await attendanceOf(weekday)).toMatchObject({
      kind: 'attendance',
      value: percent(working.length - 2, working.length),
    });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AT_RISK_DEFAULTS, type AtRiskPupil } from '@contracts/at-risk';
import { query } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { isoWeekday, pupilsOf, schoolDays, takeRegister, termOfOwn } from '../../../test/at-risk-factories';
import { testApp } from '../../../test/test-app';
import { calendar } from '../../lib/calendar';

// The joining day the attendance rule counts from is the earlier of the pupil's record and their
// first day on the register this term. Pupils on their section's first register day are counted
// from the term's start without a look-up; the rest are looked up one by one, and the answer
// follows every write to the register: a back-dated register, a row taken by mistake and
// removed, a row moved to another day. Working days are the school's: a weekday its setup keeps
// off is not one, even when a register was taken on it.
const ctx = testApp();
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let term: Awaited<ReturnType<typeof termOfOwn>>;

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).agent;
  // The levels below are the default thresholds': another file on this database may have left
  // its own (the access matrix and other files send the settings' route a valid body).
  await admin.put('/api/admin/at-risk/settings').send(AT_RISK_DEFAULTS).expect(200);
  term = await termOfOwn();
  vi.spyOn(calendar, 'today').mockImplementation(() => term.today);
});
afterAll(() => vi.restoreAllMocks());

const attendanceOf = async (id: string, section = 'B') => {
  const res = await admin.get('/api/at-risk').query({ class: 4, section });
  expect(res.status, res.text).toBe(200);
  const pupil = (res.body as AtRiskPupil[]).find((p) => p.student_id === id);
  // What the list said of the whole section, for a failure's message: which pupils, which reasons.
  seen = JSON.stringify((res.body as AtRiskPupil[]).map((p) => [p.student_id, p.reasons]));
  return pupil?.reasons.find((r) => r.kind === 'attendance');
};
let seen = '';

describe('a pupil who joined mid-term', () => {
  it('counts from their first day on the register when it is before their record, as the register changes', async () => {
    const [stay, late] = await pupilsOf(2, 4, 'B');
    const days = schoolDays(`${term.y}-10-01`, 10, [term.holiday]);
    await takeRegister(4, 'B', [stay], days);
    // On the register from the fourth working day, their record made on the sixth; absent once.
    await query(`UPDATE students SET created_at = $2 WHERE student_id = $1`, [late, `${days[5]}T03:00:00Z`]);
    await takeRegister(4, 'B', [late], days.slice(3), (_s, d) => d === days[8]);
    expect(await attendanceOf(late), seen).toMatchObject({ level: 'concern', value: 85.7 }); // 6 of 7 days

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
    expect(await attendanceOf(saturdays, 'C'), seen).toMatchObject({ value: percent(12 - offs.length, 12) });
    expect(await attendanceOf(weekday, 'C')).toMatchObject({ value: percent(10, 12) });

    // The school keeps Saturdays off too: they are no working days, and two absences weigh more.
    await query('UPDATE academic_years SET weekly_offs = $2 WHERE id = $1', [term.yearId, [6, 7]]);
    expect(await attendanceOf(saturdays, 'C')).toBeUndefined();
    expect(await attendanceOf(weekday, 'C')).toMatchObject({
      kind: 'attendance',
      value: percent(working.length - 2, working.length),
    });
  });
});

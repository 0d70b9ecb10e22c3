import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Section } from '@contracts/enums';
import { query, queryOne } from '../../db/pool';
import { calendar } from '../../lib/calendar';
import { schoolDays, takeRegister, termOfOwn } from '../../../test/at-risk-factories';
import { makeLogin, signedIn, signedInAs } from '../../../test/factories';
import { studentBody, teacherBody } from '../../../test/people-factories';
import { type ArrangedSetup, arrangeSetup, withClasses } from '../../../test/setup-factories';
import { testApp } from '../../../test/test-app';

// Issue 30: the at-risk list of a class of the school's setup (LKG D), by name, its working days
// counted as for classes 1-10 (holidays and weekly offs left out).
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let setup: ArrangedSetup;
let term: Awaited<ReturnType<typeof termOfOwn>>;

beforeAll(async () => {
  await query('TRUNCATE students, teaching_subjects, class_teachers, teachers CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  setup = await arrangeSetup(admin, withClasses([{ name: 'LKG', sections: ['A', 'D'] }]));
  term = await termOfOwn();
  vi.spyOn(calendar, 'today').mockReturnValue(term.today);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await query('TRUNCATE students, teaching_subjects, class_teachers, teachers CASCADE');
  await query('DELETE FROM holidays WHERE year_id = $1', [term.yearId]);
  await query('DELETE FROM terms WHERE year_id = $1', [term.yearId]);
  await query('DELETE FROM academic_years WHERE id = $1', [term.yearId]);
  await setup.restore();
});

describe('the at-risk list of LKG D', () => {
  it("counts an LKG pupil's working days (the holiday left out) and lists them by name, for a teacher of LKG too", async () => {
    const ids: string[] = [];
    for (const name of ['Kg Risk One', 'Kg Risk Two']) {
      const res = await admin.post('/api/admin/Students').send(studentBody({ name, class: 'LKG', section: 'D' }));
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.student_id);
    }
    await query(`UPDATE students SET created_at = '2000-01-01T00:00:00Z' WHERE student_id = ANY($1::text[])`, [ids]);
    const { legacy_class: lkg } = (await queryOne<{ legacy_class: number }>(
      `SELECT legacy_class FROM school_classes WHERE name = 'LKG'`,
    ))!;
    // Present on the term's first working day only; absent on the holiday too, which does not count.
    const days = schoolDays(`${term.y}-10-01`, 4, [term.holiday]);
    const absent = (s: string, day: string) => s === ids[0] && day !== days[0];
    await takeRegister(lkg, 'D' as Section, ids, [...days, term.holiday], absent);

    const body = teacherBody({ class: 'LKG', subject: 'Hindi' });
    const made = await admin.post('/api/admin/Teachers').send(body);
    await makeLogin(made.body.teacher_id, 'teacher', body.email);
    const teacher = await signedInAs(ctx, made.body.teacher_id);
    for (const [who, q] of [
      [admin, { class: 'LKG' }],
      [teacher, { class: 'lkg', section: 'D' }],
      [teacher, {}],
    ] as const) {
      const res = await who.get('/api/at-risk').query(q);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({
          student_id: ids[0],
          class: 'LKG',
          section: 'D',
          reasons: [expect.objectContaining({ kind: 'attendance', value: 25 })],
        }),
      ]);
    }
  });
});

import type { Section } from '@contracts/enums';
import { query, queryOne } from '../src/db/pool';
import { makeStudent } from './factories';
import { makePastYear } from './year-factories';

/**
 * A past school year of this test's own with two terms (April-September, October-March), a
 * holiday on 2 October, and "today" on 20 October: the second term's first days are this term.
 */
export async function termOfOwn(): Promise<{
  yearId: number;
  y: number;
  today: string;
  holiday: string;
  lastTermDay: string;
}> {
  const year = await makePastYear();
  const y = Number(year.start.slice(0, 4));
  await query(
    `INSERT INTO terms (year_id, name, starts_on, ends_on) VALUES ($1, 'Term 1', $2, $3), ($1, 'Term 2', $4, $5)`,
    [year.id, `${y}-04-01`, `${y}-09-30`, `${y}-10-01`, `${y + 1}-03-31`],
  );
  await query(`INSERT INTO holidays (year_id, day, name) VALUES ($1, $2, 'Gandhi Jayanti')`, [year.id, `${y}-10-02`]);
  return { yearId: year.id, y, today: `${y}-10-20`, holiday: `${y}-10-02`, lastTermDay: `${y}-09-29` };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** ISO weekday, 1 Monday ... 7 Sunday. */
export const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The first `count` days from `from` on that are neither Sunday nor `skip`. */
export function schoolDays(from: string, count: number, skip: string[] = []): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); days.length < count; d.setUTCDate(d.getUTCDate() + 1)) {
    if (isoWeekday(iso(d)) !== 7 && !skip.includes(iso(d))) days.push(iso(d));
  }
  return days;
}

/** The first Sunday on or after `from`. */
export function sundayFrom(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  while (d.getUTCDay() !== 0) d.setUTCDate(d.getUTCDate() + 1);
  return iso(d);
}

/** Pupils of a section, made before the term (created in 2000). */
export async function pupilsOf(count: number, cls: number, section: Section): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await makeStudent({ class: cls, section, name: `At Risk ${i}` })).student_id);
  await query(`UPDATE students SET created_at = '2000-01-01T00:00:00Z' WHERE student_id = ANY($1::text[])`, [ids]);
  return ids;
}

/** The register of a section for each day: every pupil given, Present unless `absent` names them that day. */
export async function takeRegister(
  cls: number,
  section: Section,
  pupils: string[],
  days: string[],
  absent: (student: string, day: string) => boolean = () => false,
): Promise<void> {
  for (const day of days) {
    for (const s of pupils) {
      await queryOne(
        `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status) VALUES ($1, 'At Risk', $2, $3, $4, $5)`,
        [s, cls, section, day, absent(s, day) ? 'Absent' : 'Present'],
      );
    }
  }
}

import { SECTIONS } from '@contracts/enums';
import type pg from 'pg';
import { batch } from '../server/src/db/batch';
import { backupBeforePromotions } from '../server/src/modules/promotions/backup-hook';
import { promotionsService } from '../server/src/modules/promotions/promotions.service';

// The year-end steps the fee benches time on a seeded demo school (classes 1-10, sections A-C).

// The benches time the promotion itself; a school's backup before it is another figure.
const NO_BACKUP = backupBeforePromotions(null);

/** The first admin, the current year, and a next year made after it (April to March). */
export async function nextYear(db: pg.Client): Promise<{ admin: number; current: number; next: number }> {
  const admin = (
    await db.query<{ id: number }>("SELECT id::int FROM accounts WHERE role = 'admin' ORDER BY id LIMIT 1")
  ).rows[0].id;
  const current = (
    await db.query<{ id: number; y: string }>(
      "SELECT id::int, to_char(starts_on, 'YYYY') AS y FROM academic_years WHERE is_current",
    )
  ).rows[0];
  const y = Number(current.y) + 1;
  const next = (
    await db.query<{ id: number }>(
      'INSERT INTO academic_years (name, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id::int',
      [`${y}-${String((y + 1) % 100).padStart(2, '0')}`, `${y}-04-01`, `${y + 1}-03-31`],
    )
  ).rows[0].id;
  return { admin, current: current.id, next };
}

/**
 * Every section promoted as proposed, class 10 first, in one transaction, as a year-end of the
 * whole school. The promoted pupils are charged together as it commits: `applied` is the moment
 * the last section was applied, so from it to the end is the time the charges take.
 */
export async function promoteWholeSchool(
  yearId: number,
  admin: number,
): Promise<{ promoted: number; applied: number }> {
  let promoted = 0;
  let applied = 0;
  await batch('the whole school promoted', async () => {
    for (let cls = 10; cls >= 1; cls--)
      for (const section of SECTIONS) {
        const preview = await promotionsService.preview({ year_id: yearId, class: cls, section });
        const moves = preview.students.map((s) => ({ student_id: s.student_id, action: s.action }));
        await promotionsService.apply({ year_id: yearId, class: cls, section, students: moves }, admin, NO_BACKUP);
        promoted += moves.length;
      }
    applied = performance.now();
  });
  return { promoted, applied };
}

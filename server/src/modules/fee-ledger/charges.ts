import { calendar } from '../../lib/calendar';
import { chargesRepo } from './charges.repo';
import { feeRulesRepo } from './fee-rules.repo';
import { structuresRepo } from './structures.repo';

const SIBLING_REASON = 'Sibling';
const LEFT_REASON = 'Left the school';
const CHANGED_REASON = 'No longer in the structure';

/**
 * Brings these pupils' charges of one year in line with where they stand: the instalments of
 * their class's structure (optional heads while they take them), from the month they joined if
 * that was during the year (as the school chose), up to the day they left if they left. Charges
 * no longer owed are cancelled with a record beside them; none is deleted. A few statements
 * whatever the number of pupils (a promotion of the whole school is one call). Idempotent: a
 * second run changes nothing.
 */
export async function syncYear(yearId: number, ids: string[], recordedBy: number | null = null): Promise<void> {
  if (!ids.length) return;
  const settings = await feeRulesRepo.settings();
  const mid = settings.mid_year_from;
  const today = calendar.today();
  // The kept dues of the pupils charged are rebuilt once, after the step's last insert.
  await chargesRepo.plannedFor(ids.length, () =>
    chargesRepo.rebuildOnce(async () => {
      const cancelled = await chargesRepo.cancelUnwanted(
        yearId,
        ids,
        mid,
        today,
        { left: LEFT_REASON, changed: CHANGED_REASON },
        recordedBy,
      );
      const granted =
        Number(settings.sibling_percent) > 0
          ? await chargesRepo.grantSiblingRule(yearId, ids, mid, settings.sibling_percent, SIBLING_REASON)
          : [];
      const fresh = await chargesRepo.chargeFresh(yearId, ids, mid, recordedBy);
      const reduced =
        fresh.length || granted.length
          ? await chargesRepo.applyPercents(
              yearId,
              ids,
              fresh.map((f) => f.id),
              granted,
              today,
            )
          : [];
      return [...cancelled, ...fresh.map((f) => f.student_id), ...reduced];
    }),
  );
}

/** After admissions, withdrawals, readmissions, a promotion or its undoing: every open year of these pupils. */
export async function syncPupils(ids: string[], recordedBy: number | null = null): Promise<void> {
  for (const yearId of await chargesRepo.openYears(calendar.today())) await syncYear(yearId, ids, recordedBy);
}

/**
 * After a promotion at the end of `yearId`: the open years after it (and before it, if any is
 * still open), not the promotion's own year. There a pupil stays charged as before: the year's
 * record keeps the class they were in (student_years), a graduate is charged it, a pupil the
 * promotion withdrew leaves on the year's last day, after every instalment's due date. The pupils
 * whose class of the year itself changed (`yearChanged`) have that year brought in line too.
 */
export async function syncPromoted(yearId: number, ids: string[], yearChanged: string[]): Promise<void> {
  for (const open of await chargesRepo.openYears(calendar.today()))
    await syncYear(open, open === yearId ? yearChanged : ids);
}

export const syncPupil = (studentId: string, recordedBy: number | null = null) => syncPupils([studentId], recordedBy);

/** After a class's structure is set: every pupil of the class in that year. */
export async function syncClass(yearId: number, cls: number, recordedBy: number | null): Promise<number> {
  const pupils = (await structuresRepo.pupilsOfClass(yearId, cls)).map((p) => p.student_id);
  await syncYear(yearId, pupils, recordedBy);
  return pupils.length;
}

import { query, queryOne } from '../../db/pool';
import { calendar } from '../years/today';
import { grantConcession, liveCharges, percentEntries } from './concessions';
import { feeRulesRepo } from './fee-rules.repo';
import { ledgerRepo } from './ledger.repo';
import { structuresRepo } from './structures.repo';

const SIBLING_REASON = 'Sibling';
const LEFT_REASON = 'Left the school';
const CHANGED_REASON = 'No longer in the structure';

interface Placement {
  student_id: string;
  status: string;
  withdrawn_on: string | null;
  joined_on: string;
  /** The class the year recorded for the pupil (a promotion), else the one they are in now. */
  class: number;
  recorded: boolean;
  starts_on: string;
  /** Admitted during the year (after its first day), once the class's structure was set: not one of the pupils the school had when it began using fees. */
  joined_mid_year: boolean;
}

function placement(studentId: string, yearId: number): Promise<Placement | undefined> {
  return queryOne<Placement>(
    `SELECT s.student_id, s.status, to_char(s.withdrawn_on, 'YYYY-MM-DD') AS withdrawn_on, to_char(s.created_at, 'YYYY-MM-DD') AS joined_on,
            coalesce(y.class, s.class) AS class, y.student_id IS NOT NULL AS recorded, to_char(a.starts_on, 'YYYY-MM-DD') AS starts_on,
            s.created_at::date > a.starts_on AND s.created_at::date <= a.ends_on AND s.created_at >= (SELECT min(f.created_at) FROM fee_structures f WHERE f.year_id = a.id AND f.class = coalesce(y.class, s.class)) AS joined_mid_year
     FROM students s JOIN academic_years a ON a.id = $2 LEFT JOIN student_years y ON y.student_id = s.student_id AND y.year_id = a.id
     WHERE s.student_id = $1`,
    [studentId, yearId],
  );
}

/**
 * Brings a pupil's charges of one year in line with where they stand: the instalments of their
 * class's structure, from the month they joined if that was during the year (as the school
 * chose), up to the day they left if they left. Charges no longer owed are cancelled with a
 * record beside them; none is deleted. Idempotent: a second run changes nothing.
 */
export async function syncPupilYear(
  studentId: string,
  yearId: number,
  recordedBy: number | null = null,
): Promise<void> {
  const p = await placement(studentId, yearId);
  if (!p) return;
  const settings = await feeRulesRepo.settings();
  const graduated = p.status === 'graduated' && !p.recorded;
  const from = settings.mid_year_from === 'joining_month' && p.joined_mid_year ? `${p.joined_on.slice(0, 7)}-01` : null;
  const until = p.status === 'withdrawn' ? p.withdrawn_on : null;
  const wanted = graduated
    ? []
    : (await structuresRepo.instalments(yearId, p.class)).filter(
        (i) => (!from || i.due_date >= from) && (!until || i.due_date <= until),
      );
  const live = await liveCharges(studentId, yearId);
  const wantedIds = new Set(wanted.map((i) => i.id));
  const liveIds = new Set(live.map((c) => c.instalment_id));
  const today = calendar.today();
  await ledgerRepo.insert(
    live
      .filter((c) => c.instalment_id === null || !wantedIds.has(c.instalment_id))
      .filter((c) => BigInt(c.net) > 0n)
      .map((c) => ({
        student_id: studentId,
        year_id: yearId,
        entry_date: today,
        kind: 'cancel' as const,
        head_id: c.head_id,
        due_id: c.id,
        amount: -BigInt(c.net),
        reason: until ? LEFT_REASON : CHANGED_REASON,
        recorded_by: recordedBy,
      })),
  );
  const fresh = wanted.filter((i) => !liveIds.has(i.id));
  if (!fresh.length) return;
  await siblingRule(studentId, yearId, p.class, settings.sibling_percent, today);
  const ids = await ledgerRepo.insert(
    fresh.map((i) => ({
      student_id: studentId,
      year_id: yearId,
      entry_date: i.due_date,
      kind: 'charge' as const,
      head_id: i.head_id,
      instalment_id: i.id,
      amount: BigInt(i.amount),
      recorded_by: recordedBy,
    })),
  );
  const posted = (await liveCharges(studentId, yearId)).filter((c) => ids.includes(c.id));
  for (const c of await feeRulesRepo.standingPercents(studentId, yearId)) {
    const concession = (await feeRulesRepo.concession(c.id))!;
    await ledgerRepo.insert(
      percentEntries(
        { id: c.id, percent: c.percent, reason: concession.reason, granted_by: concession.granted_by },
        posted.filter((d) => d.head_id === c.head_id),
        today,
      ),
    );
  }
}

/** The sibling rule: a second (or later) child of a family gets the school's percentage off each tuition head, once a year. */
async function siblingRule(
  studentId: string,
  yearId: number,
  cls: number,
  percent: string,
  today: string,
): Promise<void> {
  if (Number(percent) <= 0 || !(await feeRulesRepo.hasElderSibling(studentId))) return;
  for (const h of (await structuresRepo.heads(yearId, cls)).filter((x) => x.is_tuition)) {
    await grantConcession(
      {
        student_id: studentId,
        year_id: yearId,
        head: h.head,
        percent,
        reason: SIBLING_REASON,
        granted_by: null,
        is_sibling_rule: true,
      },
      today,
    );
  }
}

/** The years a pupil's charges can still change in: the current one and those after it (or, with no current year, those not over). */
async function openYears(): Promise<number[]> {
  const rows = await query<{ id: number }>(
    `SELECT id::int FROM academic_years WHERE ends_on >= coalesce((SELECT starts_on FROM academic_years WHERE is_current), $1::date) ORDER BY starts_on`,
    [calendar.today()],
  );
  return rows.map((r) => r.id);
}

/** After an admission, a withdrawal, a readmission, a promotion or its undoing: every open year of the pupil. */
export async function syncPupil(studentId: string, recordedBy: number | null = null): Promise<void> {
  for (const yearId of await openYears()) await syncPupilYear(studentId, yearId, recordedBy);
}

/** After a class's structure is set: every pupil of the class in that year. */
export async function syncClass(yearId: number, cls: number, recordedBy: number | null): Promise<number> {
  const pupils = await structuresRepo.pupilsOfClass(yearId, cls);
  for (const p of pupils) await syncPupilYear(p.student_id, yearId, recordedBy);
  return pupils.length;
}

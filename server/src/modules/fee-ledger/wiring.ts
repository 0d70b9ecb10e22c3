import { schoolEvents } from '../../core/school-events';
import { beforeCommit } from '../../db/pool';
import { syncPromoted, syncPupil, syncPupils } from './charges';
import { paymentSaved } from './payments';

/**
 * The fee ledger listens to the school's events (compose.ts subscribes it once): admitted
 * pupils are charged their class's structure once their transaction is about to commit, a withdrawn one has future instalments cancelled,
 * a promoted one is charged next year's class, and a spec payment goes on the oldest dues.
 * Promoted pupils are charged once their transaction is about to commit, all of them together:
 * a year-end promotion of every section in one transaction charges the school in one set, not
 * section by section (each pass over the ledger costs about the same for 500 pupils as for 20,000).
 * Promotions of different years are charged apart (a year's promotion leaves that year as it was).
 */
export function subscribeFeeLedger(): void {
  // An import admits thousands in one transaction: charged together before it commits, as the
  // promoted are (one at a time, 5,000 admissions took 48 s of charges against 1-2 s).
  schoolEvents.on('admitted', ({ student_id }) =>
    beforeCommit('fee charges of admitted pupils', [student_id], (ids) => syncPupils([...new Set(ids)])),
  );
  schoolEvents.on('withdrawn', ({ student_id }) => syncPupil(student_id));
  schoolEvents.on('readmitted', ({ student_id }) => syncPupil(student_id));
  schoolEvents.on('promoted', ({ year_id, moves, year_changed }) =>
    beforeCommit(
      `fee charges of pupils promoted at the end of year ${year_id}`,
      [
        ...moves.map((m) => ({ id: m.student_id, yearChanged: false })),
        ...year_changed.map((id) => ({ id, yearChanged: true })),
      ],
      (items) =>
        syncPromoted(
          year_id,
          [...new Set(items.map((i) => i.id))],
          items.filter((i) => i.yearChanged).map((i) => i.id),
        ),
    ),
  );
  schoolEvents.on('promotionUndone', ({ student_ids }) => syncPupils(student_ids));
  schoolEvents.on('paymentSaved', paymentSaved);
}

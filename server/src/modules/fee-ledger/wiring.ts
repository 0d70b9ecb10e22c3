import { schoolEvents } from '../../core/school-events';
import { syncPupil } from './charges';
import { paymentSaved } from './payments';

/**
 * The fee ledger listens to the school's events (compose.ts subscribes it once): an admitted
 * pupil is charged their class's structure, a withdrawn one has future instalments cancelled,
 * a promoted one is charged next year's class, and a spec payment goes on the oldest dues.
 */
export function subscribeFeeLedger(): void {
  schoolEvents.on('admitted', ({ student_id }) => syncPupil(student_id));
  schoolEvents.on('withdrawn', ({ student_id }) => syncPupil(student_id));
  schoolEvents.on('readmitted', ({ student_id }) => syncPupil(student_id));
  schoolEvents.on('promoted', async ({ moves }) => {
    for (const m of moves) await syncPupil(m.student_id);
  });
  schoolEvents.on('promotionUndone', async ({ student_ids }) => {
    for (const id of student_ids) await syncPupil(id);
  });
  schoolEvents.on('paymentSaved', paymentSaved);
}

import { schoolEvents } from '../../core/school-events';
import { syncPupil, syncPupils } from './charges';
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
  schoolEvents.on('promoted', ({ moves }) => syncPupils(moves.map((m) => m.student_id)));
  schoolEvents.on('promotionUndone', ({ student_ids }) => syncPupils(student_ids));
  schoolEvents.on('paymentSaved', paymentSaved);
}

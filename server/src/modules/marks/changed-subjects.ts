import { SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';

type Marks = Partial<Record<SubjectField, number | null>>;

// A new record's subject is "not entered" when blank: null in our screens, 0 from the spec's own
// client, which sends 0 for a blank. A subject teacher's new record may carry either for the
// subjects that are not theirs.
const notEntered = (v: number | null | undefined) => v == null || v === 0;

/**
 * The subjects a write changes: against the stored record when there is one, else the subjects
 * it enters. What the teaching policy checks a subject teacher's marks against.
 */
export function changedSubjects(next: Marks, stored: Marks | undefined): SubjectField[] {
  return SUBJECT_FIELDS.filter((f) => (stored ? (next[f] ?? null) !== (stored[f] ?? null) : !notEntered(next[f])));
}

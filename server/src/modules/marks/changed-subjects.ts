import { SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';

type Marks = Partial<Record<SubjectField, number | null>> & { absent?: readonly SubjectField[] };

// A subject's value as a result reads it: a mark, absent, or not entered (null).
const valueOf = (m: Marks, f: SubjectField): number | 'absent' | null => (m.absent?.includes(f) ? 'absent' : (m[f] ?? null));

/**
 * The subjects a write changes: against the stored record when there is one, else the subjects
 * it enters (a mark or absent; a blank is not entered). What the teaching policy checks a
 * subject teacher's marks against.
 */
export function changedSubjects(next: Marks, stored: Marks | undefined): SubjectField[] {
  return SUBJECT_FIELDS.filter((f) => valueOf(next, f) !== (stored ? valueOf(stored, f) : null));
}

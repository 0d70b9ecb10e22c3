import type { CodedMarks, TypedMark } from '@contracts/exam-subjects';
import type { GridConflict } from '@contracts/marks';
import { msg } from '@contracts/i18n/packed-text';
import { ABSENT_MARK } from '@contracts/subject-marks';
import { AppError } from '../../core/errors';

const typedIn = (m: CodedMarks | undefined, code: string): TypedMark =>
  !m ? null : m.absent.includes(code) ? ABSENT_MARK : (m.marks[code] ?? null);

/**
 * A grid saved from a copy (an offline save sent later) names what each subject showed (`was`):
 * a subject changed on the server since to another value is not overwritten. The save answers
 * 409 with both values and writes nothing; the teacher chooses, and saves again from the
 * server's. `stored` holds each row as it stands once locked. Without `was` (the spec's client)
 * nothing is checked.
 */
export function refuseGridChangedMeanwhile(
  entries: readonly (CodedMarks & { student_id: string; was?: Record<string, TypedMark> })[],
  stored: ReadonlyMap<string, CodedMarks>,
  nameOf: (studentId: string) => string,
): void {
  const conflicts: GridConflict[] = entries.flatMap((e) =>
    Object.entries(e.was ?? {})
      .filter(([code]) => code in e.marks || e.absent.includes(code))
      .flatMap(([subject, was]) => {
        const [yours, theirs] = [typedIn(e, subject), typedIn(stored.get(e.student_id), subject)];
        return theirs === was || theirs === yours
          ? []
          : [{ student_id: e.student_id, name: nameOf(e.student_id), subject, yours, theirs }];
      }),
  );
  if (conflicts.length)
    throw new AppError(
      409,
      msg('marks.changedMeanwhile', { count: new Set(conflicts.map((c) => c.student_id)).size }),
      { conflicts },
    );
}

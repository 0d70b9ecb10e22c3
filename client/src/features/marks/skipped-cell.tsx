import type { KeyboardEvent } from 'react';
import type { ExamSubject } from '@contracts/exam-subjects';
import type { MarksGridRow } from '@contracts/marks';
import { useT } from '../../i18n/use-t';
import type { GridSubjects } from './grid-problems';

// Of a choice group (Hindi or Sanskrit), a pupil takes the one they chose: the grid's row shows
// the others grey, and checks and grades the row without them.

/** A row's columns less the subjects the pupil does not take: the row is checked and graded on these. */
export const takenBy = (cols: GridSubjects, row: MarksGridRow): GridSubjects =>
  row.skips?.length ? { ...cols, subjects: cols.subjects.filter((s) => !row.skips!.includes(s.code)) } : cols;

/**
 * The cell of a subject the pupil does not take (of a choice group, one they did not choose):
 * grey and read-only, saying which they take instead. It keeps its place in the keyboard's
 * path, so the arrows move across it as across any cell.
 */
export function SkippedCell({
  cols,
  row,
  subject,
  at,
  onKeyDown,
}: {
  cols: GridSubjects;
  row: MarksGridRow;
  subject: ExamSubject;
  at: { row: number; col: number };
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const t = useT();
  const group = subject.choice_group ?? '';
  const chosen = cols.subjects
    .filter((s) => s.choice_group === subject.choice_group && !row.skips?.includes(s.code))
    .map(cols.nameOf)
    .join(' / ');
  const why = { name: row.name, chosen, group };
  return (
    <td className="is-skipped">
      <input
        type="text"
        className="mark-input"
        data-row={at.row}
        data-col={at.col}
        readOnly
        aria-label={t('marks.skippedCell', { subject: cols.nameOf(subject), ...why })}
        title={t('marks.skippedTitle', why)}
        value=""
        onKeyDown={onKeyDown}
      />
    </td>
  );
}

import { type KeyboardEvent, useRef, useState } from 'react';
import { MAX_COMMENT, MAX_MARK, type ClassSubmissionRow } from '@contracts/submissions';
import { useHistoryAction } from '../../components/history-dialog';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { StateBadge } from './submission-state';
import type { Marking } from './submissions-api';

type Draft = Record<number, { mark: string; comment: string }>;
const draftOf = (rows: ClassSubmissionRow[]): Draft =>
  Object.fromEntries(
    rows.filter((r) => r.submission_id).map((r) => [r.submission_id, { mark: r.mark ?? '', comment: r.comment ?? '' }]),
  );
const COLS = ['mark', 'comment'] as const;

interface Props {
  rows: ClassSubmissionRow[];
  /** The row whose work is shown beside the table. */
  selected: number | null;
  onSelect: (submissionId: number) => void;
  onSave: (row: ClassSubmissionRow, marking: Marking) => Promise<boolean>;
}

/**
 * One row a pupil, worked from the keyboard like the marks grid: type a mark, Tab to the comment,
 * Enter saves the row and moves to the next pupil who handed something in (Shift+Enter the one
 * before); the arrows move up and down. The focused row's work is shown beside the table.
 */
export function MarkingTable({ rows, selected, onSelect, onSave }: Props) {
  const t = useT();
  const f = useFormat();
  const [shown, setShown] = useState(rows);
  const [draft, setDraft] = useState(() => draftOf(rows));
  // Every hand-in, replacement, mark and return, as for marks and attendance.
  const history = useHistoryAction('assignment_submissions');
  const table = useRef<HTMLTableElement>(null);
  if (shown !== rows) {
    setShown(rows);
    setDraft(draftOf(rows));
  }
  const workRows = rows.filter((r) => r.submission_id !== null);
  const input = (i: number, col: number) =>
    table.current?.querySelector<HTMLInputElement>(`input[data-row="${i}"][data-col="${col}"]`) ?? null;
  const focusRow = (i: number, col: number) => {
    const next = input(i, col);
    next?.focus({ preventScroll: true });
    next?.scrollIntoView?.({ block: 'nearest' });
  };
  const changed = (r: ClassSubmissionRow) => {
    const d = draft[r.submission_id!];
    return d.mark.trim() !== (r.mark ?? '') || d.comment.trim() !== (r.comment ?? '');
  };

  const onKey = async (e: KeyboardEvent<HTMLInputElement>, i: number, col: number) => {
    const r = workRows[i];
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusRow(Math.max(0, Math.min(workRows.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1))), col);
      return;
    }
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const d = draft[r.submission_id!];
    // A mark is what Enter saves; a row left without one is passed over, as in the marks grid.
    if (
      d.mark.trim() &&
      changed(r) &&
      !(await onSave(r, { mark: d.mark.trim(), comment: d.comment.trim() || undefined }))
    )
      return;
    const to = i + (e.shiftKey ? -1 : 1);
    if (to >= 0 && to < workRows.length) focusRow(to, col);
  };

  const set = (id: number, field: 'mark' | 'comment', value: string) =>
    setDraft((prev) => ({ ...prev, [id]: { ...prev[id], [field]: value } }));
  let workIndex = -1;
  return (
    <>
      <table ref={table} className="data-table marking-table">
        <caption>{t('submissions.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('submissions.pupil')}</th>
            <th scope="col">{t('submissions.stateHeader')}</th>
            <th scope="col">{t('submissions.mark')}</th>
            <th scope="col">{t('submissions.comment')}</th>
            <th scope="col">{t('submissions.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const id = r.submission_id;
            const i = id === null ? -1 : ++workIndex;
            const name = `${r.name} (${r.student_id})`;
            return (
              <tr key={r.student_id} className={id !== null && id === selected ? 'marking-selected' : undefined}>
                <th scope="row">
                  {r.section} · {name}
                </th>
                <td>
                  <StateBadge state={r.state} />
                  {r.submitted_at && (
                    <span className="marking-date" title={t('submissions.submitted')}>
                      {f.date(new Date(r.submitted_at))}
                    </span>
                  )}
                </td>
                {id === null ? (
                  <td colSpan={3} />
                ) : (
                  <>
                    {COLS.map((c, col) => (
                      <td key={c}>
                        <input
                          data-row={i}
                          data-col={col}
                          className={c === 'mark' ? 'marking-mark' : 'marking-comment'}
                          aria-label={t(c === 'mark' ? 'submissions.markFor' : 'submissions.commentFor', { name })}
                          maxLength={c === 'mark' ? MAX_MARK : MAX_COMMENT}
                          value={draft[id]?.[c] ?? ''}
                          onChange={(e) => set(id, c, e.target.value)}
                          onFocus={() => onSelect(id)}
                          onKeyDown={(e) => void onKey(e, i, col)}
                        />
                      </td>
                    ))}
                    <td>
                      <button
                        type="button"
                        className="btn"
                        onClick={() => void onSave(r, { return: true, comment: draft[id].comment.trim() || undefined })}
                      >
                        {t('submissions.return')}
                      </button>{' '}
                      {history.button(id, name)}
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {history.dialog}
    </>
  );
}

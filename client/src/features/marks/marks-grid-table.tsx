import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';
import type { MarksGrid, MarksGridInput } from '@contracts/marks';
import { typedMark } from '@contracts/subject-marks';
import type { AlertMessage } from '../../components/alert';
import { SaveBar } from '../../components/save-bar';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useT } from '../../i18n/use-t';
import { cellAfterKey, isGridKey } from './grid-keys';
import { checkRow, type GridProblem } from './grid-problems';
import { hasSubjects, previewResult, ResultSummary } from './result-preview';

type RowValues = Record<SubjectField, string>;
type Entry = MarksGridInput['entries'][number];

const valuesOf = (grid: MarksGrid): Record<string, RowValues> =>
  Object.fromEntries(grid.rows.map((r) => [r.student_id, Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, r.marks ? typedMark(r.marks, f) : ''])) as RowValues]));

const sameValues = (a: Record<string, RowValues>, b: Record<string, RowValues>) => Object.keys(a).every((id) => SUBJECT_FIELDS.every((f) => a[id][f].trim() === b[id][f].trim()));

interface Props {
  grid: MarksGrid;
  totalMarks: string;
  saving: boolean;
  /** What the server refused in the last save, per student and subject. */
  refused?: readonly GridProblem[];
  /** What the last save (or the check before it) came to, said beside the button. */
  outcome?: AlertMessage | null;
  /** The subjects the user may enter for a student of a section; the others are shown read-only. */
  editable?: (section: string) => readonly SubjectField[];
  onSave: (entries: Entry[], skipped: number) => void;
}

/**
 * One row a student, one cell a subject, worked like a spreadsheet: the arrows and Enter move
 * between cells and never change a mark. A blank cell is not entered yet, AB is absent. Rows
 * left entirely blank (and never saved) are not sent: nothing is known about that student yet.
 */
export function MarksGridTable({ grid, totalMarks, saving, refused = [], outcome = null, editable, onSave }: Props) {
  const t = useT();
  const [shown, setShown] = useState(grid);
  const [values, setValues] = useState(() => valuesOf(grid));
  const [problems, setProblems] = useState<readonly GridProblem[]>([]);
  const tableRef = useRef<HTMLTableElement>(null);
  if (shown !== grid) {
    setShown(grid);
    setValues(valuesOf(grid));
    setProblems([]);
  }
  const shownProblems = problems.length ? problems : refused;
  const dirty = !sameValues(values, valuesOf(grid));

  const cell = (row: number, col: number) => tableRef.current?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-col="${col}"]`) ?? null;
  const cellOf = (p: GridProblem) => {
    const row = grid.rows.findIndex((r) => r.student_id === p.student_id);
    return cell(row, p.subject ? SUBJECT_FIELDS.indexOf(p.subject) : 0);
  };

  // A new list of problems brings the first one into view, with the cursor in its cell.
  useEffect(() => {
    const first = shownProblems[0];
    if (!first) return;
    const target = cellOf(first);
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new list of problems moves the cursor
  }, [shownProblems]);

  const set = (id: string, f: SubjectField, v: string) => setValues((prev) => ({ ...prev, [id]: { ...prev[id], [f]: v } }));

  const move = (e: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const input = e.currentTarget;
    const to = cellAfterKey(e.key, e.shiftKey, { row, col }, grid.rows.length, SUBJECT_FIELDS.length, { start: input.selectionStart, end: input.selectionEnd, length: input.value.length });
    if (to || isGridKey(e.key)) e.preventDefault();
    if (!to) return;
    // Scrolled the least way, not centred as focus() would: the grid's box stays whole in the
    // window, its subject headers at its top.
    const next = cell(to.row, to.col);
    next?.focus({ preventScroll: true });
    next?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const save = () => {
    const rows = grid.rows.filter((r) => r.marks || hasSubjects(values[r.student_id]));
    const checked = rows.map((r) => ({ r, ...checkRow({ student_id: r.student_id, name: r.name }, values[r.student_id], grid.subject_max, grid.exam_name, totalMarks) }));
    const found = checked.flatMap((c) => c.problems);
    setProblems(found);
    if (found.length) return;
    onSave(
      // The grid takes marks by subject code; the six columns here are the spec's codes.
      checked.map((c) => {
        const { absent, ...marks } = c.marks!;
        return { student_id: c.r.student_id, marks, absent };
      }),
      grid.rows.length - rows.length,
    );
  };

  const place = grid.section ? t('teach.classSection', { class: grid.class, section: grid.section }) : t('teach.classOnly', { class: grid.class });
  if (!grid.rows.length) return <p className="marks-muted">{t('attendance.emptyClass', { place })}</p>;

  const problemAt = (id: string, f?: SubjectField) => shownProblems.find((p) => p.student_id === id && p.subject === f);

  return (
    <div className="marks-grid">
      <UnsavedChangesGuard when={dirty} />
      <p className="marks-muted marks-grid-hint">{t('marks.gridHint', { max: grid.subject_max })}</p>
      {/* Its own scroll box, a window high: the subject headers stay at its top down a long class. */}
      <div className="table-scroll marks-grid-scroll">
        <table className="marks-grid-table" ref={tableRef}>
          <caption className="visually-hidden">{t('marks.gridCaption', { exam: grid.exam_name, place })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('receipt.student')}</th>
              {SUBJECT_FIELDS.map((f) => (
                <th scope="col" key={f}>
                  {t(`subject.${f}`)}
                </th>
              ))}
              <th scope="col">{t('marks.result')}</th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((r, row) => {
              const own = values[r.student_id];
              const refusedRow = shownProblems.some((p) => p.student_id === r.student_id);
              const mine = editable?.(r.section);
              return (
                <tr key={r.student_id} className={refusedRow ? 'is-refused' : undefined}>
                  <th scope="row">
                    {r.name}
                    <span className="marks-muted student-code">
                      {r.student_id}
                      {grid.section ? '' : ` · ${r.section}`}
                    </span>
                  </th>
                  {SUBJECT_FIELDS.map((f, col) => (
                    <td key={f}>
                      <input
                        type="text"
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={3}
                        className="mark-input"
                        data-row={row}
                        data-col={col}
                        aria-label={t('marks.cellLabel', { subject: t(`subject.${f}`), name: r.name })}
                        aria-invalid={problemAt(r.student_id, f) ? true : undefined}
                        value={own[f]}
                        readOnly={mine && !mine.includes(f)}
                        onChange={(e) => set(r.student_id, f, e.target.value)}
                        onKeyDown={(e) => move(e, row, col)}
                        onFocus={(e) => e.currentTarget.select()}
                      />
                    </td>
                  ))}
                  <td className="grid-result">
                    {r.marks || hasSubjects(own) ? <ResultSummary compact preview={previewResult({ ...own, total_marks: totalMarks })} /> : <span className="marks-muted">{t('reportCard.notEntered')}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {shownProblems.length > 0 && (
        <div className="grid-problems" role="alert">
          <p>{t('marks.correct', { count: shownProblems.length })}</p>
          <ul>
            {shownProblems.map((p) => (
              <li key={`${p.student_id}-${p.subject ?? ''}-${p.text}`}>
                <button type="button" className="link-button" onClick={() => cellOf(p)?.focus()}>
                  {p.text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <SaveBar label={t('marks.saveAll')} busyLabel={t('common.saving')} saving={saving} outcome={outcome} onSave={save} />
    </div>
  );
}

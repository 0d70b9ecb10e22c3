import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type ExamSubject, subjectNameIn } from '@contracts/exam-subjects';
import type { MarksGrid, MarksGridInput, MarksGridRow } from '@contracts/marks';
import type { AlertMessage } from '../../components/alert';
import { SaveBar } from '../../components/save-bar';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useLanguage, useT } from '../../i18n/use-t';
import { cellAfterKey, isGridKey } from './grid-keys';
import { checkRow, type GridProblem, type GridSubjects } from './grid-problems';
import { hasAnyMark, type RowValues, valuesOf } from './grid-values';
import { previewOfRow, ResultSummary } from './result-preview';
import { SkippedCell, takenBy } from './skipped-cell';

type Entry = MarksGridInput['entries'][number];

const gridValues = (grid: MarksGrid): Record<string, RowValues> =>
  Object.fromEntries(grid.rows.map((r) => [r.student_id, valuesOf(grid.subjects, r.marks)]));

const sameValues = (a: Record<string, RowValues>, b: Record<string, RowValues>) =>
  Object.keys(a).every((id) => Object.keys(a[id]).every((code) => a[id][code].trim() === b[id][code].trim()));

interface Props {
  grid: MarksGrid;
  totalMarks: string;
  saving: boolean;
  /** What the server refused in the last save, per student and subject. */
  refused?: readonly GridProblem[];
  /** What the last save (or the check before it) came to, said beside the button. */
  outcome?: AlertMessage | null;
  /** Whether the user may enter a subject for a student of a section; the others are shown read-only. */
  editable?: (section: string, subject: ExamSubject) => boolean;
  onSave: (entries: Entry[], skipped: number) => void;
}

/**
 * One row a student, one cell a subject of the exam (its class's subjects in the school's
 * setup when it was set, each out of its own maximum), worked like a spreadsheet: the arrows and Enter move
 * between cells and never change a mark. A blank cell is not entered yet, AB is absent. Rows
 * left entirely blank (and never saved) are not sent: nothing is known about that student yet.
 */
export function MarksGridTable({ grid, totalMarks, saving, refused = [], outcome = null, editable, onSave }: Props) {
  const t = useT();
  const language = useLanguage();
  const cols: GridSubjects = {
    subjects: grid.subjects,
    nameOf: (s) => subjectNameIn(s, language),
    grading: grid.grading,
  };
  const [shown, setShown] = useState(grid);
  const [values, setValues] = useState(() => gridValues(grid));
  const [problems, setProblems] = useState<readonly GridProblem[]>([]);
  const tableRef = useRef<HTMLTableElement>(null);
  if (shown !== grid) {
    setShown(grid);
    setValues(gridValues(grid));
    setProblems([]);
  }
  const shownProblems = problems.length ? problems : refused;
  const dirty = !sameValues(values, gridValues(grid));

  const cell = (row: number, col: number) =>
    tableRef.current?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-col="${col}"]`) ?? null;
  const cellOf = (p: GridProblem) => {
    const row = grid.rows.findIndex((r) => r.student_id === p.student_id);
    return cell(
      row,
      Math.max(
        0,
        grid.subjects.findIndex((s) => s.code === p.subject),
      ),
    );
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

  const set = (id: string, f: string, v: string) => setValues((prev) => ({ ...prev, [id]: { ...prev[id], [f]: v } }));

  const move = (e: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const input = e.currentTarget;
    const to = cellAfterKey(e.key, e.shiftKey, { row, col }, grid.rows.length, grid.subjects.length, {
      start: input.selectionStart,
      end: input.selectionEnd,
      length: input.value.length,
    });
    if (to || isGridKey(e.key)) e.preventDefault();
    if (!to) return;
    // Scrolled the least way, not centred as focus() would: the grid's box stays whole in the
    // window, its subject headers at its top.
    const next = cell(to.row, to.col);
    next?.focus({ preventScroll: true });
    next?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const save = () => {
    const rows = grid.rows.filter((r) => r.marks || hasAnyMark(values[r.student_id]));
    const checked = rows.map((r) => ({
      r,
      ...checkRow(
        { student_id: r.student_id, name: r.name },
        takenBy(cols, r),
        values[r.student_id],
        grid.exam_name,
        totalMarks,
      ),
    }));
    const found = checked.flatMap((c) => c.problems);
    setProblems(found);
    if (found.length) return;
    // Every subject of the exam is sent, by its code: a subject left out would be saved as not
    // entered, as one the pupil does not take is.
    const notTaken = (r: MarksGridRow) => Object.fromEntries((r.skips ?? []).map((code) => [code, null]));
    onSave(
      checked.map((c) => ({
        student_id: c.r.student_id,
        ...c.marks!,
        marks: { ...notTaken(c.r), ...c.marks!.marks },
      })),
      grid.rows.length - rows.length,
    );
  };

  const place = grid.section
    ? t('teach.classSection', { class: grid.class, section: grid.section })
    : t('teach.classOnly', { class: grid.class });
  if (!grid.rows.length) return <p className="marks-muted">{t('attendance.emptyClass', { place })}</p>;

  const problemAt = (id: string, f?: string) => shownProblems.find((p) => p.student_id === id && p.subject === f);

  return (
    <div className="marks-grid">
      <UnsavedChangesGuard when={dirty} />
      <p className="marks-muted marks-grid-hint">{t('marks.gridHint')}</p>
      {/* Its own scroll box, a window high: the subject headers stay at its top down a long class. */}
      <div className="table-scroll marks-grid-scroll">
        <table className="marks-grid-table" ref={tableRef}>
          <caption className="visually-hidden">{t('marks.gridCaption', { exam: grid.exam_name, place })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('receipt.student')}</th>
              {grid.subjects.map((s) => (
                <th scope="col" key={s.code}>
                  {cols.nameOf(s)}
                  {/* The maximum may go under a long name; the header still reads "Math/100". */}
                  <wbr />
                  <span className="marks-muted subject-max">/{s.max_marks}</span>
                </th>
              ))}
              <th scope="col">{t('marks.result')}</th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((r, row) => {
              const own = values[r.student_id];
              const refusedRow = shownProblems.some((p) => p.student_id === r.student_id);
              return (
                <tr key={r.student_id} className={refusedRow ? 'is-refused' : undefined}>
                  <th scope="row">
                    {r.name}
                    <span className="marks-muted student-code">
                      {r.student_id}
                      {grid.section ? '' : ` · ${r.section}`}
                    </span>
                  </th>
                  {grid.subjects.map((subject, col) =>
                    r.skips?.includes(subject.code) ? (
                      <SkippedCell
                        key={subject.code}
                        cols={cols}
                        row={r}
                        subject={subject}
                        at={{ row, col }}
                        onKeyDown={(e) => move(e, row, col)}
                      />
                    ) : (
                      <td key={subject.code}>
                        <input
                          type="text"
                          autoComplete="off"
                          spellCheck={false}
                          maxLength={4}
                          className="mark-input"
                          data-row={row}
                          data-col={col}
                          aria-label={t('marks.cellLabel', { subject: cols.nameOf(subject), name: r.name })}
                          aria-invalid={problemAt(r.student_id, subject.code) ? true : undefined}
                          value={own[subject.code]}
                          readOnly={editable && !editable(r.section, subject)}
                          onChange={(e) => set(r.student_id, subject.code, e.target.value)}
                          onKeyDown={(e) => move(e, row, col)}
                          onFocus={(e) => e.currentTarget.select()}
                        />
                      </td>
                    ),
                  )}
                  <td className="grid-result">
                    {r.marks || hasAnyMark(own) ? (
                      <ResultSummary compact preview={previewOfRow(takenBy(cols, r), own, totalMarks)} />
                    ) : (
                      <span className="marks-muted">{t('reportCard.notEntered')}</span>
                    )}
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
      <SaveBar
        label={t('marks.saveAll')}
        busyLabel={t('common.saving')}
        saving={saving}
        outcome={outcome}
        onSave={save}
      />
    </div>
  );
}

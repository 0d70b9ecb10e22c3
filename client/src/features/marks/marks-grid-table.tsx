import { useState } from 'react';
import { SUBJECT_FIELDS, SUBJECT_MAX, type SubjectField } from '@contracts/grades';
import type { MarksGrid, MarksGridInput } from '@contracts/marks';
import { subjectLabel } from '@contracts/marks';
import { hasSubjects, previewResult, ResultSummary } from './result-preview';

type RowValues = Record<SubjectField, string>;
type Entry = MarksGridInput['entries'][number];

const valuesOf = (grid: MarksGrid): Record<string, RowValues> =>
  Object.fromEntries(
    grid.rows.map((r) => [r.student_id, Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, r.marks ? String(r.marks[f]) : ''])) as RowValues]),
  );

interface Props {
  grid: MarksGrid;
  totalMarks: string;
  saving: boolean;
  invalid?: readonly string[];
  /** The subjects the user may enter for a student of a section; the others are shown read-only. */
  editable?: (section: string) => readonly SubjectField[];
  onSave: (entries: Entry[], skipped: number) => void;
}

/**
 * One row a student, one input a subject: Tab walks a row from Math to Hindi, then the next
 * student. Rows left entirely blank (and never saved) are not sent: the student sat no paper.
 */
export function MarksGridTable({ grid, totalMarks, saving, invalid = [], editable, onSave }: Props) {
  const [shown, setShown] = useState(grid);
  const [values, setValues] = useState(() => valuesOf(grid));
  if (shown !== grid) {
    setShown(grid);
    setValues(valuesOf(grid));
  }
  const set = (id: string, f: SubjectField, v: string) => setValues((prev) => ({ ...prev, [id]: { ...prev[id], [f]: v } }));

  const save = () => {
    const rows = grid.rows.filter((r) => r.marks || hasSubjects(values[r.student_id]));
    // Blank marks are sent as 0, as in the single form; the server checks each value again.
    const entries = rows.map((r) => ({ student_id: r.student_id, ...Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, Number(values[r.student_id][f] || 0)])) }) as Entry);
    onSave(entries, grid.rows.length - rows.length);
  };

  if (!grid.rows.length) return <p className="marks-muted">No students in class {grid.class}{grid.section ? ` section ${grid.section}` : ''}.</p>;

  return (
    <div className="marks-grid">
      <div className="table-scroll">
        <table className="marks-grid-table">
          <caption className="visually-hidden">
            Marks for {grid.exam_name}, class {grid.class}
            {grid.section ? ` section ${grid.section}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              {SUBJECT_FIELDS.map((f) => (
                <th scope="col" key={f}>
                  {subjectLabel(f)}
                </th>
              ))}
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((r) => {
              const row = values[r.student_id];
              const mine = editable?.(r.section);
              return (
                <tr key={r.student_id} className={invalid.includes(r.student_id) ? 'is-refused' : undefined}>
                  <th scope="row">
                    {r.name}
                    <span className="marks-muted student-code">
                      {r.student_id}
                      {grid.section ? '' : ` · ${r.section}`}
                    </span>
                  </th>
                  {SUBJECT_FIELDS.map((f) => (
                    <td key={f}>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={SUBJECT_MAX}
                        step={1}
                        className="mark-input"
                        aria-label={`${subjectLabel(f)} for ${r.name}`}
                        value={row[f]}
                        readOnly={mine && !mine.includes(f)}
                        onChange={(e) => set(r.student_id, f, e.target.value)}
                      />
                    </td>
                  ))}
                  <td className="grid-result">
                    {r.marks || hasSubjects(row) ? <ResultSummary compact preview={previewResult({ ...row, total_marks: totalMarks })} /> : <span className="marks-muted">Not entered</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="marks-grid-footer">
        <span className="marks-muted">Blank marks count as 0. Rows left blank are skipped.</span>
        <button type="button" className="btn btn-primary" disabled={saving} onClick={save}>
          {saving ? 'Saving…' : 'Save all marks'}
        </button>
      </div>
    </div>
  );
}

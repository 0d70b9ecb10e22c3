import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLASSES, SECTIONS, SUBJECTS } from '@contracts/enums';
import type { Teacher } from '@contracts/teachers';
import { placeLabel, type TaughtSubject, type Teaching, TeachingInput } from '@contracts/teaching';
import { Alert, type AlertMessage } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { errorText } from '../../lib/api-client';
import { TEACHING_KEY } from '../../lib/use-teaching';
import { teachersApi } from './teachers-api';

type Row = { class: string; section: string; subject: string };
const rowOf = (s: TaughtSubject): Row => ({ class: String(s.class), section: s.section, subject: s.subject });
const HOME_OPTIONS = CLASSES.flatMap((c) => SECTIONS.map((s) => ({ value: `${c}${s}`, label: `Class ${c} section ${s}` })));

/** The teacher's subjects per class section and their class-teacher section, saved whole. */
function TeachingForm({ teacher, teaching, onDone }: { teacher: Teacher; teaching: Teaching; onDone: (message: string) => void }) {
  const [rows, setRows] = useState<Row[]>(() => teaching.subjects.map(rowOf));
  const [home, setHome] = useState(teaching.class_teacher ? placeLabel(teaching.class_teacher) : '');
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (input: TeachingInput) => teachersApi.saveTeaching(teacher.teacher_id, input),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: [TEACHING_KEY] });
      onDone(res.message);
    },
    onError: (err) => setMessage({ kind: 'error', text: errorText(err, 'Error saving teaching!') }),
  });
  const setRow = (i: number, key: keyof Row) => (e: React.ChangeEvent<HTMLSelectElement>) => setRows(rows.map((r, j) => (j === i ? { ...r, [key]: e.target.value } : r)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const homePlace = HOME_OPTIONS.find((o) => o.value === home);
    const parsed = TeachingInput.safeParse({
      subjects: rows,
      class_teacher: homePlace ? { class: home.slice(0, -1), section: home.slice(-1) } : null,
    });
    if (!parsed.success) return setMessage({ kind: 'error', text: parsed.error.issues[0].message });
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Teaching of ${teacher.name}`}>
      <Alert message={message} onClose={() => setMessage(null)} />
      <SelectField label="Class teacher of" placeholder="None" options={HOME_OPTIONS} value={home} onChange={(e) => setHome(e.target.value)} />
      <fieldset className="teaching-subjects">
        <legend>Subjects taught</legend>
        {!rows.length && <p className="marks-muted">No subjects yet.</p>}
        {rows.map((r, i) => (
          <div className="form-grid teaching-row" key={i}>
            <SelectField label={`Class (row ${i + 1})`} options={CLASSES} value={r.class} onChange={setRow(i, 'class')} />
            <SelectField label={`Section (row ${i + 1})`} options={SECTIONS} value={r.section} onChange={setRow(i, 'section')} />
            <SelectField label={`Subject (row ${i + 1})`} options={SUBJECTS} value={r.subject} onChange={setRow(i, 'subject')} />
            <div className="field field-button">
              <button type="button" className="btn" aria-label={`Remove row ${i + 1}`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                Remove
              </button>
            </div>
          </div>
        ))}
        <button type="button" className="btn" onClick={() => setRows([...rows, { class: String(teacher.class), section: 'A', subject: teacher.subject }])}>
          Add subject
        </button>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save teaching'}
        </button>
      </div>
    </form>
  );
}

/** Opened by a row's Teaching action on Teacher Management. */
export function TeachingEditor({ teacher, onClose, say }: { teacher: Teacher | null; onClose: () => void; say: (message: AlertMessage) => void }) {
  const teaching = useQuery({
    queryKey: [TEACHING_KEY, 'of', teacher?.teacher_id],
    queryFn: ({ signal }) => teachersApi.teaching(teacher!.teacher_id, signal),
    enabled: teacher !== null,
    staleTime: 0,
  });
  return (
    <Modal open={teacher !== null} title={teacher ? `Teaching of ${teacher.name} (${teacher.teacher_id})` : 'Teaching'} onClose={onClose}>
      {teaching.isPending && <Loading />}
      {teaching.error && <Alert message={{ kind: 'error', text: errorText(teaching.error, 'Failed to load teaching.') }} />}
      {teacher && teaching.data && (
        <TeachingForm
          key={teacher.teacher_id}
          teacher={teacher}
          teaching={teaching.data}
          onDone={(text) => {
            say({ kind: 'success', text });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLASSES, SECTIONS } from '@contracts/enums';
import type { Teacher } from '@contracts/teachers';
import { placeLabel, type TaughtSubject, type Teaching, TeachingInput } from '@contracts/teaching';
import { Alert, type AlertMessage } from '../../components/alert';
import { placeOptions, subjectOptions } from '../../components/choices';
import { Loading } from '../../components/loading';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { TEACHING_KEY } from '../../lib/use-teaching';
import { teachersApi } from './teachers-api';

type Row = { class: string; section: string; subject: string };
const rowOf = (s: TaughtSubject): Row => ({ class: String(s.class), section: s.section, subject: s.subject });

/** The teacher's subjects per class section and their class-teacher section, saved whole. */
function TeachingForm({ teacher, teaching, onDone }: { teacher: Teacher; teaching: Teaching; onDone: (message: string) => void }) {
  const t = useT();
  const homeOptions = placeOptions(t);
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
    onError: (err) => setMessage({ kind: 'error', text: errorText(err, t('teachers.saveFailed')) }),
  });
  const setRow = (i: number, key: keyof Row) => (e: React.ChangeEvent<HTMLSelectElement>) => setRows(rows.map((r, j) => (j === i ? { ...r, [key]: e.target.value } : r)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const homePlace = homeOptions.find((o) => o.value === home);
    const parsed = TeachingInput.safeParse({
      subjects: rows,
      class_teacher: homePlace ? { class: home.slice(0, -1), section: home.slice(-1) } : null,
    });
    if (!parsed.success) return setMessage({ kind: 'error', text: parsed.error.issues[0].message });
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('teachers.teachingOf', { label: teacher.name })}>
      <Alert message={message} onClose={() => setMessage(null)} />
      <SelectField label={t('teachers.classTeacherOf')} placeholder={t('teachers.none')} options={homeOptions} value={home} onChange={(e) => setHome(e.target.value)} />
      <fieldset className="teaching-subjects">
        <legend>{t('teachers.subjectsTaught')}</legend>
        {!rows.length && <p className="marks-muted">{t('teachers.noSubjects')}</p>}
        {rows.map((r, i) => (
          <div className="form-grid teaching-row" key={i}>
            <SelectField label={t('teachers.classRow', { n: i + 1 })} options={CLASSES} value={r.class} onChange={setRow(i, 'class')} />
            <SelectField label={t('teachers.sectionRow', { n: i + 1 })} options={SECTIONS} value={r.section} onChange={setRow(i, 'section')} />
            <SelectField label={t('teachers.subjectRow', { n: i + 1 })} options={subjectOptions(t)} value={r.subject} onChange={setRow(i, 'subject')} />
            <div className="field field-button">
              <button type="button" className="btn" aria-label={t('teachers.removeRow', { n: i + 1 })} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                {t('form.remove')}
              </button>
            </div>
          </div>
        ))}
        <button type="button" className="btn" onClick={() => setRows([...rows, { class: String(teacher.class), section: 'A', subject: teacher.subject }])}>
          {t('teachers.addSubject')}
        </button>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('teachers.saveTeaching')}
        </button>
      </div>
    </form>
  );
}

/** Opened by a row's Teaching action on Teacher Management. */
export function TeachingEditor({ teacher, onClose, say }: { teacher: Teacher | null; onClose: () => void; say: (message: AlertMessage) => void }) {
  const t = useT();
  const teaching = useQuery({
    queryKey: [TEACHING_KEY, 'of', teacher?.teacher_id],
    queryFn: ({ signal }) => teachersApi.teaching(teacher!.teacher_id, signal),
    enabled: teacher !== null,
    staleTime: 0,
  });
  return (
    <Modal open={teacher !== null} title={teacher ? t('teachers.teachingOf', { label: `${teacher.name} (${teacher.teacher_id})` }) : t('teachers.teaching')} onClose={onClose}>
      {teaching.isPending && <Loading />}
      {teaching.error && <Alert message={{ kind: 'error', text: errorText(teaching.error, t('teachers.teachingLoadFailed')) }} />}
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
